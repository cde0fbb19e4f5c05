import Baton
import BatonSupport

/// The store as Baton's dump text, byte for byte: one record a line, by key in
/// byte order, each a map from storage key to value sorted the same way, with the
/// type as `__typename`, a link as `{"__ref": key}`, a plural link as
/// `{"__refs": [key, null]}`, the field errors under `__errors`, and a deleted
/// record as `null`. A bug report's store becomes a fixture this way.
public enum StoreExport {
    @MainActor
    public static func text(of store: Store) -> String {
        let records = store.allRecords.sorted { $0.key < $1.key }
        var text = "{\n"
        for (position, record) in records.enumerated() {
            text.append("  ")
            text.append(JSONText.quoted(record.key.rawValue))
            text.append(": ")
            text.append(record.isDeleted ? "null" : object(of: record, in: store))
            text.append(position == records.count - 1 ? "\n" : ",\n")
        }
        text.append("}\n")
        return text
    }

    @MainActor
    private static func object(of record: Record, in store: Store) -> String {
        var members: [(name: String, json: String)] = [("__typename", JSONText.quoted(record.type.name))]
        var errors: [(name: String, json: String)] = []
        for field in record.storedFields {
            if field.value != .missing {
                members.append((field.storageKey, ValueText.json(field.value, in: store)))
            }
            if let error = field.error {
                errors.append((field.storageKey, json(error)))
            }
        }
        if !errors.isEmpty {
            members.append(("__errors", map(errors)))
        }
        return map(members)
    }

    private static func map(_ members: [(name: String, json: String)]) -> String {
        let sorted = members.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return "{" + sorted.map { JSONText.quoted($0.name) + ": " + $0.json }.joined(separator: ", ") + "}"
    }

    private static func json(_ error: FieldError) -> String {
        var members: [(name: String, json: String)] = [
            ("message", JSONText.quoted(error.message)), ("path", JSONText.quoted(error.path)),
        ]
        if let extensions = error.extensions {
            members.append(("extensions", extensions))
        }
        return map(members)
    }
}

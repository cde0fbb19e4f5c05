import Foundation
import Testing

/// A store's dump read back as the response it was written from, without
/// `StoreExport` or the lenses: from `client:root`, each response key is the
/// record's field of that name (its arguments aside), a link is followed to the
/// record it names, and a scalar must be the response's, kind and value. A record
/// or a field the response does not reach is a difference too, and an entity's
/// key must be its `__typename` and `id`.
struct DumpOracle {
    private let records: [String: Any]
    private var reached: Set<String> = []
    private var found: [String] = []

    /// Where the dump `text` departs from the server's `data`.
    static func differences(dump text: String, data: Any) throws -> [String] {
        let records = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var oracle = DumpOracle(records: records)
        oracle.compare(record: "client:root", with: data, at: "data")
        // The operation roots a store always holds.
        let unreached = Set(records.keys).subtracting(oracle.reached)
            .subtracting(["client:root:mutation", "client:root:subscription"])
        return oracle.found + unreached.sorted().map { "\($0): a record the response does not reach" }
    }

    private init(records: [String: Any]) {
        self.records = records
    }

    private mutating func compare(record key: String, with response: Any, at path: String) {
        guard let object = response as? [String: Any] else { return found.append("\(path): \(response), not the record \(key)") }
        guard let record = records[key] as? [String: Any] else { return found.append("\(path): no record \(key)") }
        reached.insert(key)
        if !key.hasPrefix("client:"), let type = record["__typename"] as? String, let id = record["id"] as? String,
           key != "\(type):\(id)" {
            found.append("\(key): the record of \(type) \(id)")
        }
        var stored: Set<String> = ["__typename"]
        for (responseKey, value) in object {
            let fields = record.keys.filter { $0 == responseKey || $0.hasPrefix(responseKey + "(") }
            guard fields.count == 1, let field = fields.first, let storedValue = record[field] else {
                found.append(fields.isEmpty ? "\(path).\(responseKey): not stored in \(key)"
                    : "\(path).\(responseKey): stored in \(key) as each of \(fields.sorted())")
                continue
            }
            stored.insert(field)
            compare(stored: storedValue, with: value, at: "\(path).\(responseKey)")
        }
        found += Set(record.keys).subtracting(stored).sorted().map { "\(key).\($0): stored, not in the response" }
    }

    private mutating func compare(stored: Any, with value: Any, at path: String) {
        if let link = stored as? [String: Any], link.count == 1, let target = link["__ref"] as? String {
            compare(record: target, with: value, at: path)
        } else if let link = stored as? [String: Any], link.count == 1, let targets = link["__refs"] as? [Any] {
            compare(stored: targets.map { ($0 as? String).map { ["__ref": $0] } ?? $0 }, with: value, at: path)
        } else if let list = stored as? [Any], let values = value as? [Any] {
            guard list.count == values.count else { return found.append("\(path): \(list.count) elements, not \(values.count)") }
            for (index, (element, other)) in zip(list, values).enumerated() {
                compare(stored: element, with: other, at: "\(path)[\(index)]")
            }
        } else if !JSONScalar.same(stored, value) {
            found.append("\(path): \(JSONScalar.text(stored)), not \(JSONScalar.text(value))")
        }
    }
}

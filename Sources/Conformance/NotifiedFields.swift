import Baton
import BatonInspector
import Foundation

/// The `notified` expectation: the fields the step's batches notified, among
/// those that held a value when the step began, as a set of record and
/// storage key.
@MainActor
enum NotifiedFields {
    /// Every field that holds a value, by record key, read from the store's dump
    /// (a deleted record, dumped as null, holds none).
    static func heldValues(in store: Store) throws(StepFailure) -> [String: Set<String>] {
        let dump: Variable
        do {
            dump = try JSONDecoder().decode(Variable.self, from: Data(StoreExport.text(of: store).utf8))
        } catch {
            throw StepFailure("notified", "the store's dump does not read as JSON: \(error)")
        }
        guard case .object(let records) = dump else { return [:] }
        var held: [String: Set<String>] = [:]
        for (key, record) in records {
            if case .object(let fields) = record { held[key] = Set(fields.keys) }
        }
        return held
    }

    static func check(_ expected: Variable, notified: [ChangedSlot], heldBefore: [String: Set<String>])
        throws(StepFailure) {
        guard case .list(let entries) = expected else {
            throw StepFailure("notified", "expected a list of {record, field}, the script gives \(expected.json)")
        }
        var wanted: Set<Field> = []
        for entry in entries {
            guard case .object(let members) = entry, case .string(let record)? = members["record"],
                  case .string(let field)? = members["field"] else {
                throw StepFailure("notified", "an entry is not {record, field}: \(entry.json)")
            }
            wanted.insert(Field(record: record, field: field))
        }
        let told = Set(notified.map { Field(record: $0.record.rawValue, field: $0.storageKey) }
            .filter { heldBefore[$0.record]?.contains($0.field) == true })
        if let extra = told.subtracting(wanted).sorted().first {
            throw StepFailure("notified", "the step notified \(extra), which the suite does not expect"
                + " (it notified \(list(told)), the suite expects \(list(wanted)))")
        }
        if let absent = wanted.subtracting(told).sorted().first {
            throw StepFailure("notified", "the step did not notify \(absent)"
                + " (it notified \(list(told)), the suite expects \(list(wanted)))")
        }
    }

    private static func list(_ fields: Set<Field>) -> String {
        fields.isEmpty ? "nothing" : fields.sorted().map(\.description).joined(separator: ", ")
    }

    struct Field: Hashable, Comparable, CustomStringConvertible {
        let record: String
        let field: String

        static func < (lhs: Field, rhs: Field) -> Bool { (lhs.record, lhs.field) < (rhs.record, rhs.field) }

        var description: String { "\(record) \(field)" }
    }
}

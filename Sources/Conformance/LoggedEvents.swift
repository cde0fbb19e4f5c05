import Baton

/// The `events` expectation: the log's events during the step, by name in
/// order, with the value-free fields each expected entry names. The image's
/// events reach the environment's inspection tail, not its log, so they are
/// out of this list as the suite wants.
enum LoggedEvents {
    /// An event as the suite names it, with its value-free fields. A fetch's
    /// duration is the runtime's timing, which no script can state.
    static func described(_ event: LogEvent) -> (name: String, fields: [String: Variable]) {
        switch event {
        case let .committed(kind, changed):
            ("committed", ["kind": .string(kind.rawValue), "changed": .int(changed)])
        case let .missingData(type, field):
            ("missing", ["type": .string(type), "field": .string(field)])
        case let .unexpectedValue(type, field):
            ("unexpected", ["type": .string(type), "field": .string(field)])
        case let .fetchStarted(operation):
            ("fetchStarted", ["operation": .string(operation)])
        case let .fetchCompleted(operation, _):
            ("fetchCompleted", ["operation": .string(operation)])
        case let .fetchFailed(operation, kind):
            ("fetchFailed", ["operation": .string(operation), "kind": .string(kind.rawValue)])
        case let .collected(removed):
            ("collected", ["removedRecords": .int(removed)])
        case let .partDropped(path):
            ("partDropped", ["path": .string(path)])
        case let .fieldError(operation, path):
            ("fieldError", ["operation": .string(operation), "path": .string(path)])
        case let .requiredFieldNull(path):
            ("requiredFieldNull", ["path": .string(path)])
        }
    }

    static func check(_ expected: Variable, logged: [LogEvent]) throws(StepFailure) {
        guard case .list(let entries) = expected else {
            throw StepFailure("events", "expected a list, the script gives \(expected.json)")
        }
        let actual = logged.map(described)
        let summary = "logged [\(actual.map { text($0.name, $0.fields) }.joined(separator: ", "))]"
        for (position, entry) in entries.enumerated() {
            let (name, fields) = try expectation(entry)
            guard position < actual.count else {
                throw StepFailure("events", "event \(position + 1): expected \(text(name, fields)), the log ends; \(summary)")
            }
            let event = actual[position]
            let same = event.name == name && fields.allSatisfy { key, value in event.fields[key].map { sameJSON(value, $0) } == true }
            if !same {
                throw StepFailure("events", "event \(position + 1): expected \(text(name, fields)); \(summary)")
            }
        }
        if actual.count > entries.count {
            let extra = actual[entries.count]
            throw StepFailure("events", "event \(entries.count + 1): \(text(extra.name, extra.fields)) is not expected; \(summary)")
        }
    }

    /// A bare name, or `{name: {fields}}`.
    private static func expectation(_ entry: Variable) throws(StepFailure) -> (String, [String: Variable]) {
        switch entry {
        case .string(let name):
            return (name, [:])
        case .object(let members) where members.count == 1:
            let (name, fields) = members.first!
            guard case .object(let values) = fields else { break }
            return (name, values)
        default:
            break
        }
        throw StepFailure("events", "an entry is neither a name nor {name: {fields}}: \(entry.json)")
    }

    private static func text(_ name: String, _ fields: [String: Variable]) -> String {
        fields.isEmpty ? name : "\(name)(\(fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.json)" }.joined(separator: ", ")))"
    }
}

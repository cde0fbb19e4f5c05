import Baton
import Foundation

/// One `reads` row against the JSON a lens read through its own accessors, in the
/// response's shape: a read that throws and a `@catch` read's result stand there
/// marked (`ReadOutcome`), and the operation's own outcome as a member of the root.
enum RowCheck {
    static func check(_ row: ReadRow, against reads: Variable, step: String = "reads") throws {
        let path = ReadPath(row.path)
        let read = outcome(at: path.components[...], in: reads)
        if let thrown = row.throws {
            let actual = read.flatMap(thrownName)
            guard actual == thrown else {
                throw StepFailure(step, "\(row.path): expected the read to throw \(thrown), the lens read \(describe(read))")
            }
            return
        }
        if let result = row.result {
            guard let actual = read.flatMap(resultMember), sameResult(result, actual) else {
                throw StepFailure(step, "\(row.path): expected the result \(result.json), the lens read \(describe(read))")
            }
            return
        }
        let expected = row.value ?? .null
        let value = read.map(plain) ?? .null
        guard sameJSON(expected, value) || sameMappedValue(expected, value) else {
            // What the lens wrote one level up says whether the key is missing or wrong.
            let parent = outcome(at: path.parent.components[...], in: reads).map(plain)?.json ?? "nothing"
            throw StepFailure(step, "\(row.path): expected \(expected.json), the lens read \(value.json) (its parent: \(parent.prefix(300)))")
        }
    }

    /// A mapped scalar's row gives the response's text and compares as the mapped
    /// type's value: `1.50` is the decimal the lens reads, whose text is `1.5`. A
    /// plain string's lens reads its text as stored, so only a conversion differs so.
    private static func sameMappedValue(_ expected: Variable, _ read: Variable) -> Bool {
        switch (expected, read) {
        case let (.string(wanted), .string(got)):
            guard let wanted = Decimal(scalarText: wanted), let got = Decimal(scalarText: got) else { return false }
            return wanted == got
        case let (.list(wanted), .list(got)):
            return wanted.count == got.count
                && zip(wanted, got).allSatisfy { sameJSON($0, $1) || sameMappedValue($0, $1) }
        default:
            return false
        }
    }

    /// The value at the path, marks kept at its end: a step through a result reads
    /// its value (a failed one has nothing below it), and a step through a read
    /// that threw finds nothing. The root's own outcome is its `__throws` member.
    private static func outcome(at path: ArraySlice<String>, in node: Variable) -> Variable? {
        guard let head = path.first else { return node }
        switch node {
        case .object(let members):
            if members.count == 1, let result = members[ReadOutcome.resultKey] {
                guard case .object(let outcome) = result, let value = outcome["value"] else { return nil }
                return Self.outcome(at: path, in: value)
            }
            if members.count == 1, members[ReadOutcome.throwsKey] != nil { return nil }
            return members[head].flatMap { outcome(at: path.dropFirst(), in: $0) }
        case .list(let elements):
            guard let index = Int(head), elements.indices.contains(index) else { return nil }
            return outcome(at: path.dropFirst(), in: elements[index])
        default:
            return nil
        }
    }

    /// What a marked read threw: a throwing field's mark, or the root's outcome.
    private static func thrownName(_ node: Variable) -> String? {
        guard case .object(let members) = node, case .string(let name)? = members[ReadOutcome.throwsKey] else { return nil }
        return name
    }

    private static func resultMember(_ node: Variable) -> Variable? {
        guard case .object(let members) = node, members.count == 1 else { return nil }
        return members[ReadOutcome.resultKey]
    }

    /// A row's result against the lens's: `ok` alike, the value when the row gives
    /// one (it leaves a lens's out), the errors' paths in order.
    private static func sameResult(_ expected: Variable, _ actual: Variable) -> Bool {
        guard case .object(let row) = expected, case .object(let read) = actual, row["ok"] == read["ok"] else { return false }
        if let value = row["value"], !sameJSON(value, plain(read["value"] ?? .null)) { return false }
        if let errors = row["errors"], !sameJSON(errors, read["errors"] ?? .list([])) { return false }
        return true
    }

    /// The JSON a view reads: a read that threw is null, a result its value or
    /// null, the root's outcome left out.
    private static func plain(_ node: Variable) -> Variable {
        switch node {
        case .object(let members):
            if members.count == 1, let result = members[ReadOutcome.resultKey] {
                guard case .object(let outcome) = result, let value = outcome["value"] else { return .null }
                return plain(value)
            }
            if members.count == 1, members[ReadOutcome.throwsKey] != nil { return .null }
            return .object(members.filter { $0.key != ReadOutcome.throwsKey }.mapValues(plain))
        case .list(let elements):
            return .list(elements.map(plain))
        default:
            return node
        }
    }

    private static func describe(_ read: Variable?) -> String {
        read.map { $0.json.prefix(300).description } ?? "nothing"
    }
}

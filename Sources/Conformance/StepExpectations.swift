import Baton
import BatonInspector
import Foundation

/// What a step did that an expectation may ask about: what it threw, and a
/// check's answer.
struct StepOutcome {
    var thrown: (any Error)?
    var answer: Hydration.Answer?
}

/// A step's expectations compared with the runtime once the step settled, in
/// one order: what it threw, the store, the reads (whose missing fields log
/// and heal), what was notified, the handles, the check's answer, the wire,
/// and last the log, so that the reads' events are in it.
@MainActor
struct StepExpectations {
    let step: ScriptStep
    let session: ScriptEnvironment

    func check(_ outcome: StepOutcome) throws(StepFailure) {
        let expected = step.expectations
        try checkError(expected["error"], outcome.thrown)
        if let records = expected["records"] { try checkRecords(records) }
        if let held = expected["records_held"] { try checkRecordsHeld(held) }
        if let reads = expected["reads"] { try checkReads(reads) }
        if let notified = expected["notified"] {
            try NotifiedFields.check(notified, notified: session.notified, heldBefore: session.heldBefore)
        }
        for field in ["phase", "fetch", "stream"] {
            if let value = expected[field] { try HandleExpectations.check(field, value, handles: session.handles) }
        }
        if let answer = expected["answer"] { try checkAnswer(answer, outcome.answer) }
        if let sent = expected["sent"] { try SentRequests.check(sent, sent: session.sent) }
        if let events = expected["events"] { try LoggedEvents.check(events, logged: session.events) }
    }

    /// A failure's kind, `fieldErrors` or `gone`; a `revert` may throw unasked,
    /// since its failure is the point.
    private func checkError(_ expected: Variable?, _ thrown: (any Error)?) throws(StepFailure) {
        let actual = thrown.map { HandleState.gone(Failure(classifying: $0).kind) }
        switch (expected, actual) {
        case (nil, nil):
            return
        case (nil, let kind?):
            guard step.name != "revert" else { return }
            throw StepFailure("error", "the step threw \(kind) (\(thrown!)), the suite expects it to throw nothing")
        case (.string(let wanted)?, nil):
            throw StepFailure("error", "expected the step to throw \(wanted), it threw nothing")
        case (.string(let wanted)?, let kind?):
            if wanted != kind { throw StepFailure("error", "expected the step to throw \(wanted), it threw \(kind) (\(thrown!))") }
        case (let other?, _):
            throw StepFailure("error", "expected a failure's kind, the script gives \(other.json)")
        }
    }

    private func checkRecords(_ value: Variable) throws(StepFailure) {
        guard case .string(let path) = value else { throw StepFailure("records", "expected a dump's path, got \(value.json)") }
        let expected: String
        do { expected = try session.files.text(path) } catch { throw StepFailure("records", "cannot read \(path): \(error)") }
        if let difference = TextDifference.first(expected: expected, actual: StoreExport.text(of: session.store)) {
            throw StepFailure("records", "\(path): \(difference)")
        }
    }

    private func checkRecordsHeld(_ value: Variable) throws(StepFailure) {
        guard case .list(let keys) = value else { throw StepFailure("records_held", "expected a list of keys, got \(value.json)") }
        let wanted = keys.map { if case .string(let key) = $0 { key } else { $0.json } }
        let held = session.store.allRecords.map(\.key.rawValue).sorted()
        guard wanted != held else { return }
        let extra = Set(held).subtracting(wanted).sorted(), absent = Set(wanted).subtracting(held).sorted()
        throw StepFailure("records_held", "the store holds \(extra.isEmpty ? "no others" : extra.joined(separator: ", ") + " besides")"
            + "\(absent.isEmpty ? "" : " and lacks " + absent.joined(separator: ", ")) (holds \(held.joined(separator: ", ")))")
    }

    private func checkReads(_ value: Variable) throws(StepFailure) {
        guard case .list(let rows) = value else { throw StepFailure("reads", "expected a list of rows, got \(value.json)") }
        for entry in rows {
            let row: ReadRow
            do { row = try JSONDecoder().decode(ReadRow.self, from: Data(entry.json.utf8)) } catch {
                throw StepFailure("reads", "a row does not read: \(error)")
            }
            // A row reads at its path: the accessors along it alone report (`PathRead`).
            let reads: Variable
            let path = ReadPath(row.path)
            if let name = row.handle {
                guard let handle = session.handles[name] else { throw StepFailure("reads", "no step named a handle \(name)") }
                reads = handle.quietReads(in: session.store)
                if PathRead.readsNothing(path, in: reads) { handle.touch(path, in: session.store) }
            } else if let operation = row.operation {
                reads = try session.handMadeReads(of: operation, variables: row.variables ?? [:], at: path)
            } else {
                throw StepFailure("reads", "\(row.path): the row names neither a handle nor an operation")
            }
            do { try RowCheck.check(row, against: reads) } catch let failure as StepFailure {
                throw StepFailure("reads", "\(row.handle ?? row.operation ?? "") \(failure.difference)")
            } catch {
                throw StepFailure("reads", "\(error)")
            }
        }
    }

    private func checkAnswer(_ value: Variable, _ answer: Hydration.Answer?) throws(StepFailure) {
        guard case .string(let wanted) = value else { throw StepFailure("answer", "expected memory, image or miss, got \(value.json)") }
        guard let answer else { throw StepFailure("answer", "the step ran no availability check") }
        let word = switch answer {
        case .memory: "memory"
        case .image: "image"
        case .miss: "miss"
        }
        if word != wanted { throw StepFailure("answer", "expected the check to answer \(wanted), it answered \(word)") }
    }
}

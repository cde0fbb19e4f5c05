@_spi(Generated) import Baton
import BatonInspector
import Foundation

/// Proves one case: commits its responses in order into an empty store under the
/// root of the operation's kind, compares the dump with `records` byte for byte,
/// the availability check with `complete`, every `reads` row with what the
/// generated lens reads, reads the `override` leaves under an optimistic layer
/// made from the response (which leaves the store as it was when reverted), and
/// compares the text batonc printed with the suite's `documents/` file.
@MainActor
struct CaseRunner {
    let files: SuiteFiles
    let operations: OperationIndex

    func run(_ spec: SpecCase) -> Verdict {
        let missing = files.missing(spec.responses + [spec.records].compactMap { $0 })
        guard missing.isEmpty else { return .absent(missing: missing) }
        do {
            try run(spec, operations.type(named: spec.operation, kind: spec.kind))
            return .passed
        } catch let failure as StepFailure {
            return .failed(step: failure.step, difference: failure.difference)
        } catch {
            return .failed(step: "run", difference: "\(error)")
        }
    }

    private func run<Base: Baton.Operation>(_ spec: SpecCase, _: Base.Type) throws {
        let operation = SpecOperation<Base>(variables: spec.variables ?? [:])
        let store = Store()
        try commit(spec.responses, of: operation, complete: spec.complete ?? true, into: store)

        if let records = spec.records {
            let expected = try files.text(records)
            if let difference = TextDifference.first(expected: expected, actual: StoreExport.text(of: store)) {
                throw StepFailure("records", difference)
            }
        }
        let complete = spec.complete ?? true
        if store.isAvailable(operation) != complete {
            throw StepFailure("complete", "expected the availability check to \(complete ? "pass" : "miss"), it did not")
        }
        let reads = store.data(of: operation).jsonValue
        for row in spec.reads ?? [] {
            try RowCheck.check(row, against: reads)
        }
        if let override = spec.override {
            try checkOverride(override, of: operation, response: spec.responses[0], in: store)
        }
        // Last, so that what the store did is said first: the text the server receives.
        if let document = spec.document {
            try DocumentCheck.check(Base.document, against: files.text(document))
        }
    }

    /// Commits the responses part by part, as a transport hands them over: one is
    /// a whole response, more are the parts of an incremental response. A case
    /// that says it is not complete is committed as a payload, whose omitted
    /// fields are left unwritten rather than malformed.
    private func commit<Value: Baton.Operation>(
        _ responses: [String], of operation: Value, complete: Bool, into store: Store
    ) throws {
        let incremental = IncrementalResponse(
            plan: Value.plan, variables: operation.variables, complete: complete, store: store)
        for response in responses {
            do {
                try incremental.commit(files.bytes(response))
            } catch {
                throw StepFailure("commit \(response)", "the ingest threw \(error)")
            }
        }
    }

    private func checkOverride<Value: Baton.Operation>(
        _ override: SpecCase.Override, of operation: Value, response: String, in store: Store
    ) throws {
        let before = StoreExport.text(of: store)
        var document = try JSONDecoder().decode(Variable.self, from: Data(files.bytes(response)))
        for path in override.paths {
            guard let replaced = ReadPath("data." + path).replacing(in: document, with: override.value) else {
                throw StepFailure("override", "the response has no leaf at \(path)")
            }
            document = replaced
        }
        let layer: OptimisticLayer
        do {
            layer = store.applyLayer(try Ingest.changeSet(
                for: Array(document.json.utf8), plan: Value.plan, variables: operation.variables, complete: false))
        } catch {
            throw StepFailure("override", "the optimistic response did not ingest: \(error)")
        }
        let reads = store.data(of: operation).jsonValue
        for path in override.paths {
            let read = ReadPath(path).value(in: reads)
            if read.map({ sameJSON(override.value, $0) }) != true {
                throw StepFailure("override", "\(path): expected \(override.value.json) under the layer, read \(read?.json ?? "nothing")")
            }
        }
        store.revertLayer(layer)
        if let difference = TextDifference.first(expected: before, actual: StoreExport.text(of: store)) {
            throw StepFailure("override reverted", difference)
        }
    }
}

/// A step that did not give what the suite says, and the first difference.
struct StepFailure: Error {
    let step: String
    let difference: String

    init(_ step: String, _ difference: String) {
        self.step = step
        self.difference = difference
    }
}

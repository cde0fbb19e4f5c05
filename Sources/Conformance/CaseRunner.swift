@_spi(Generated) import Baton
import BatonInspector
import Foundation

/// Proves one case: commits its responses in order into an empty store under the
/// root of the operation's kind, compares the dump with `records` byte for byte,
/// the availability check with `complete`, every `reads` row with what the
/// generated lens reads, reads the `override` leaves where the plan writes them,
/// under an optimistic layer made from the edited response (which leaves the
/// store as it was when reverted), reads the rows again from a second store over
/// the first's image, and compares the text batonc printed with the suite's
/// `documents/` file.
@MainActor
struct CaseRunner {
    let files: SuiteFiles
    let operations: OperationIndex
    /// Relay's cases: each response is a payload, as Relay's normalizer takes it (a
    /// field it omits stays unwritten), and the availability check, which Relay's
    /// tests do not ask, is asked only where the case says `complete`.
    var payloads = false

    func run(_ spec: SpecCase) async -> Verdict {
        let missing = files.missing(spec.responses + [spec.records].compactMap { $0 })
        guard missing.isEmpty else { return .absent(missing: missing) }
        do {
            try await run(spec, operations.type(named: spec.operation, kind: spec.kind))
            return .passed
        } catch let failure as StepFailure {
            return .failed(step: failure.step, difference: failure.difference)
        } catch {
            return .failed(step: "run", difference: "\(error)")
        }
    }

    private func run<Base: Baton.Operation>(_ spec: SpecCase, _: Base.Type) async throws {
        let operation = SpecOperation<Base>(variables: spec.variables ?? [:])
        // The image keeps what hangs off the query root alone.
        let image = Base.kind == .query ? try ScratchImage() : nil
        defer { image?.remove() }
        let store = image.map { Store(persistence: $0.open()) } ?? Store()
        let complete = spec.complete ?? (payloads ? nil : true)
        try commit(spec.responses, of: operation, complete: complete ?? false, into: store)

        if let records = spec.records {
            let expected = try files.text(records)
            if let difference = TextDifference.first(expected: expected, actual: StoreExport.text(of: store)) {
                throw StepFailure("records", difference)
            }
        }
        if let complete, store.isAvailable(operation) != complete {
            throw StepFailure("complete", "expected the availability check to \(complete ? "pass" : "miss"), it did not")
        }
        let reads = store.data(of: operation).responseShapedValue
        for row in spec.reads ?? [] {
            try RowCheck.check(row, against: reads)
        }
        if let image {
            try await ImageRoundTrip.check(spec, complete: complete, of: operation, from: store, over: image)
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
        for path in override.paths {
            let leaf = PlanLeaf.value(at: ReadPath(path), plan: Value.plan, variables: operation.variables, in: store)
            if !PlanLeaf.holds(leaf, override.value) {
                throw StepFailure("override", "\(path): expected \(override.value.json) under the layer, the store holds \(leaf.map { "\($0)" } ?? "nothing")")
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

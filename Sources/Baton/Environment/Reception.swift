import Foundation

/// A fetch's response as it leaves the transport: its first payload, read and
/// ingested in one visit to the global executor, so that a fetch leaves the main
/// actor once and comes back once, the two hand-offs the main-thread rule asks
/// for. Awaiting the transport's stream from the main actor would hop to the
/// global executor and back on its own, and an ingest on a task of its own would
/// add a task and its waiter's wake-up.
struct Reception {
    let payload: Payload
    /// Nil when the payload repeats the bytes the fetch was told the store would
    /// take nothing from; made only if a batch came since (`ingestedAgain`).
    let changeSet: ChangeSet?
    /// The later parts of an incremental response.
    var laterParts: Payloads.AsyncIterator

    /// Waits for the first payload of the operation `name`, then makes its change
    /// set unless its bytes are `repeating`'s.
    @concurrent
    static func receive(
        _ payloads: Payloads, named name: String, plan: Plan, variables: Variables, repeating: Data?
    ) async throws -> sending Reception {
        var parts = payloads.makeAsyncIterator()
        guard let payload = try await parts.next() else {
            throw TransportError.unanswered("the transport finished `\(name)` without a payload")
        }
        let changeSet = payload.bytes == repeating
            ? nil : try Ingest.changeSet(for: payload, plan: plan, variables: variables)
        return Reception(payload: payload, changeSet: changeSet, laterParts: parts)
    }

    /// The change set of a payload whose ingest was skipped as a repeat, when the
    /// store changed while it was on its way: made on the global executor too.
    @concurrent
    static func ingestedAgain(_ payload: Payload, plan: Plan, variables: Variables) async throws -> ChangeSet {
        try Ingest.changeSet(for: payload, plan: plan, variables: variables)
    }
}

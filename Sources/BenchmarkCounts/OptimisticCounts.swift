import Baton
import BatonTesting
import GitHub

/// What an optimistic layer notifies: two repositories the server described, a
/// star of the first applied as a layer while the scripted server holds the
/// mutation, the second's count moved by the server beneath the live layer, then
/// the mutation refused and the layer reverted.
@MainActor
enum OptimisticCounts {
    /// The refusal the scripted server answers the star with.
    private struct Refused: Error {}

    static func measure() async throws -> [Count] {
        let transport = ScriptedTransport()
        let store = Store()
        let environment = Environment(store: store, transport: transport)
        for (name, id, count) in [("a", "R_a", 5), ("b", "R_b", 7)] {
            let query = StarPayloads.query(name)
            _ = environment.handle(for: query)
            try environment.commitPayload(query, StarPayloads.repository(id, starred: false, count: count))
        }

        let beforeApply = store.notificationCount
        let star = AddStarMutation.Action(environment: environment)
        let call = Task { try await star(input: .init(starrableId: "R_a"), optimistic: StarPayloads.optimisticStar("R_a", count: 6)) }
        // The layer is applied in the turn of the call, before the request is sent.
        let held = try await transport.nextRequest()
        let applied = store.notificationCount - beforeApply

        let unrelated = try environment.commitPayload(
            StarPayloads.query("b"), StarPayloads.repository("R_b", starred: false, count: 8)).changed.count

        let beforeRevert = store.notificationCount
        try held.refuse(Refused())
        _ = await call.result
        let reverted = store.notificationCount - beforeRevert
        return [
            Count("notifications.optimistic_apply", applied),
            Count("notifications.optimistic_revert", reverted),
            Count("notifications.rebase_unrelated_commit", unrelated),
        ]
    }
}

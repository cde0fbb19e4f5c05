import Baton
import BatonTesting
import GitHub
import Testing

/// A mutation's updater, run inside its commits: over the optimistic response in
/// the layer (again at each rebase, gone with a revert) and over the server's answer
/// once the layer is replaced. Here it moves another repository's count by the
/// starred one's, a write no record or directive of the payload says.
@MainActor
struct UpdaterTests {
    private static let b = RecordKey("Repository:R_b")

    /// Adds the starred repository's count, as the commit's data says it, to R_b's.
    private static let addsToB = Updater<AddStarMutation> { store, data in
        guard let added = data.addStar?.starrable?.stargazerCount, case let .int(count)? = store.value("stargazerCount", of: b)
        else { return }
        store.setValue(.int(count + added), "stargazerCount", of: b)
    }

    /// Stars R_a with `updater` over two repositories the server told of; the call and
    /// what it runs in.
    private func starA(updater: Updater<AddStarMutation> = addsToB) throws
        -> (call: Task<AddStarMutation.Data, any Error>, environment: Environment, transport: ScriptedTransport) {
        let transport = ScriptedTransport()
        let environment = try TwoRepositories.environment(over: transport)
        let star = AddStarMutation.Action(environment: environment)
        let call = Task {
            try await star(input: .init(starrableId: "R_a"), optimistic: StarPayload.optimistic("R_a", starred: true, count: 6),
                           updater: updater)
        }
        return (call, environment, transport)
    }

    @Test func theUpdaterRunsInTheLayerAtEachRebaseAndGoesWithItsRevert() async throws {
        let (call, environment, transport) = try starA()
        let held = try await transport.nextRequest()
        #expect(try StoreReading.star(environment.store, "R_b").stargazerCount == 13)

        // The server moves R_b beneath the layer: the layer's updater runs again over it.
        try environment.commitPayload(TwoRepositories.query("b"), StarPayload.repository("R_b", starred: false, count: 10))
        #expect(try StoreReading.star(environment.store, "R_b").stargazerCount == 16)

        try held.refuse(ServerRefused())
        await #expect(throws: Failure.self) { try await call.value }
        #expect(environment.store.optimisticLayerCount == 0)
        #expect(try StoreReading.star(environment.store, "R_b").stargazerCount == 10)
    }

    @Test func theAnswerRunsTheUpdaterOnceOverTheServersData() async throws {
        let (call, environment, transport) = try starA()
        try await transport.nextRequest().respond(StarPayload.addStar("R_a", starred: true, count: 40))
        _ = try await call.value
        #expect(environment.store.optimisticLayerCount == 0)
        #expect(try StoreReading.star(environment.store, "R_a") == StarState(viewerHasStarred: true, stargazerCount: 40))
        #expect(try StoreReading.star(environment.store, "R_b").stargazerCount == 47)
    }

    @Test func anUpdaterLeavesARecordTheStoreDoesNotHoldAlone() async throws {
        let absent = RecordKey("Repository:R_none")
        let (call, environment, transport) = try starA(updater: Updater { store, _ in
            #expect(store.value("stargazerCount", of: absent) == nil)
            store.setValue(.int(1), "stargazerCount", of: absent)
        })
        try await transport.nextRequest().respond(StarPayload.addStar("R_a", starred: true, count: 6))
        _ = try await call.value
        #expect(try !StoreReading.holds(environment.store, absent.rawValue))
    }
}

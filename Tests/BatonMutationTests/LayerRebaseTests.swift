import Baton
import BatonTesting
import GitHub
import Testing

/// Optimistic layers under a scripted server, which holds each mutation until the
/// test answers it: the layer in the turn of the call, server commits rebased
/// under it, a revert that re-applies later layers, the answer replacing it.
@MainActor
struct LayerRebaseTests {
    let transport = ScriptedTransport()
    let environment: Environment

    init() throws {
        environment = try TwoRepositories.environment(over: transport)
    }

    private var store: Store { environment.store }

    @Test func aServerCommitUnderALayerKeepsItsValuesAndNotifiesOnlyWhatChanged() async throws {
        let star = AddStarMutation.Action(environment: environment)
        let call = Task { try await star(input: .init(starrableId: "R_a"), optimistic: StarPayload.optimistic("R_a", starred: true, count: 6)) }
        let held = try await transport.nextRequest()
        #expect(star.isInFlight)
        #expect(store.optimisticLayerCount == 1)
        #expect(try StoreReading.star(store, "R_a") == StarState(viewerHasStarred: true, stargazerCount: 6))
        // The two star fields and the mutation root's new link.
        let applied = try #require(CommitLog.changedSlots(environment, .optimistic).last)
        #expect(applied == 3)

        // Another repository's count moves: that one slot, and nothing of the layer.
        let unrelated = try environment.commitPayload(TwoRepositories.query("b"), StarPayload.repository("R_b", starred: false, count: 8))
        #expect(unrelated.changed.map(\.description) == ["Repository:R_b.stargazerCount"])
        #expect(try StoreReading.star(store, "R_a") == StarState(viewerHasStarred: true, stargazerCount: 6))

        // The layered repository's own server count moves beneath the layer: its
        // readers see the layer's value still, and are not told.
        let beneath = try environment.commitPayload(TwoRepositories.query("a"), StarPayload.repository("R_a", starred: false, count: 9))
        #expect(beneath.changed.isEmpty)
        #expect(try StoreReading.star(store, "R_a") == StarState(viewerHasStarred: true, stargazerCount: 6))

        try held.refuse(ServerRefused())
        let failure = await #expect(throws: Failure.self) { try await call.value }
        #expect(failure?.kind == .transport)
        #expect(!star.isInFlight)
        #expect(store.optimisticLayerCount == 0)
        // Reverted to the server's latest values, and the payload record the layer made
        // goes with the next collection.
        #expect(try StoreReading.star(store, "R_a") == StarState(viewerHasStarred: false, stargazerCount: 9))
        // The two star fields, the mutation root's link, and the link of the payload
        // record the layer made, which existed by the time of the revert.
        let reverted = try #require(CommitLog.changedSlots(environment, .optimistic).last)
        #expect(reverted == 4)
        await environment.settled()
        #expect(try !StoreReading.holds(store, "client:root:mutation:addStar"))
        #expect(store.payloadRootCount == 0)
        let serverOnly = try TwoRepositories.environment(over: ScriptedTransport())
        try serverOnly.commitPayload(TwoRepositories.query("b"), StarPayload.repository("R_b", starred: false, count: 8))
        try serverOnly.commitPayload(TwoRepositories.query("a"), StarPayload.repository("R_a", starred: false, count: 9))
        try DumpGolden.check(store, "rebase-then-revert", serverOnly: serverOnly.store)
    }

    @Test func aFailedLayerIsRevertedAndTheLaterOneAppliedAgainThenReplacedByItsAnswer() async throws {
        let star = AddStarMutation.Action(environment: environment)
        let first = Task { try await star(input: .init(starrableId: "R_a"), optimistic: StarPayload.optimistic("R_a", starred: true, count: 6)) }
        let firstHeld = try await transport.nextRequest()
        let second = Task {
            try await star(input: .init(clientMutationId: "again", starrableId: "R_a"), optimistic: StarPayload.optimistic("R_a", count: 7))
        }
        let secondHeld = try await transport.nextRequest()
        #expect(star.callsInFlight == 2)
        #expect(store.optimisticLayerCount == 2)
        #expect(try StoreReading.star(store, "R_a") == StarState(viewerHasStarred: true, stargazerCount: 7))
        #expect(CommitLog.changedSlots(environment, .optimistic) == [3, 1])

        // The first fails: its starred flag goes back, the second's count stays.
        try firstHeld.refuse(ServerRefused())
        await #expect(throws: Failure.self) { try await first.value }
        #expect(store.optimisticLayerCount == 1)
        #expect(try StoreReading.star(store, "R_a") == StarState(viewerHasStarred: false, stargazerCount: 7))
        #expect(CommitLog.changedSlots(environment, .optimistic).last == 1)

        // The second's answer replaces its layer in one batch.
        let serverBefore = CommitLog.changedSlots(environment, .server).count
        try secondHeld.respond(StarPayload.addStar("R_a", starred: true, count: 6))
        let data = try await second.value
        #expect(data.addStar?.starrable?.stargazerCount == 6)
        #expect(store.optimisticLayerCount == 0)
        #expect(try StoreReading.star(store, "R_a") == StarState(viewerHasStarred: true, stargazerCount: 6))
        #expect(CommitLog.changedSlots(environment, .server).dropFirst(serverBefore) == [2])
        // Each call sent its mutation once; only the completed one keeps a payload root.
        #expect(transport.requests(.mutation).count == 2)
        // The input object is sent as the object its fields render, an unset one absent.
        #expect(transport.requests(.mutation).map(\.variables) == [
            ["input": .object(["starrableId": .string("R_a")]), "connections": .list([])],
            ["input": .object(["clientMutationId": .string("again"), "starrableId": .string("R_a")]), "connections": .list([])],
        ])
        #expect(store.payloadRootCount == 1)
        await environment.settled()
        let serverOnly = try TwoRepositories.environment(over: ScriptedTransport())
        try serverOnly.commitPayload(AddStarMutation(input: .init(clientMutationId: "again", starrableId: "R_a")),
                                     StarPayload.addStar("R_a", starred: true, count: 6))
        try DumpGolden.check(store, "two-layers-first-failed", serverOnly: serverOnly.store)
    }

    @Test func aCollectionUnderLayersKeepsWhatTheyHoldAndTheRevertFindsItsRecords() async throws {
        // Records nothing keeps, made first, so the collection renumbers the rest.
        try environment.commitPayload(RemoveStarMutation(input: .init(starrableId: "R_c")),
                                      StarPayload.removeStar("R_c", starred: false, count: 1))
        let star = AddStarMutation.Action(environment: environment)
        let starB = Task { try await star(input: .init(starrableId: "R_b")) }
        try await transport.nextRequest().respond(StarPayload.addStar("R_b", starred: true, count: 8))
        _ = try await starB.value

        // A layer that moves the payload's link from R_b to R_a, and one that makes a comment.
        let starA = Task { try await star(input: .init(starrableId: "R_a"), optimistic: StarPayload.optimistic("R_a", starred: true, count: 6)) }
        let starHeld = try await transport.nextRequest()
        let comment = AddCommentMutation.Action(environment: environment)
        let commenting = Task {
            try await comment(input: .init(body: "Soon", subjectId: "I_1"), connections: [], optimistic: .init(addComment: .init(commentEdge: .init(
                node: .init(id: "IC_new", author: .init(__typename: "User", login: "mona"), body: "Soon")))))
        }
        let commentHeld = try await transport.nextRequest()

        // The first layer dropped a link, so a collection ran under it; one more now.
        await environment.settled()
        environment.collect()
        #expect(try !StoreReading.holds(store, "Repository:R_c"))
        #expect(try !StoreReading.holds(store, "client:root:mutation:removeStar"))
        #expect(try StoreReading.holds(store, "IssueComment:IC_new"))
        #expect(try StoreReading.star(store, "R_a") == StarState(viewerHasStarred: true, stargazerCount: 6))

        try starHeld.refuse(ServerRefused())
        await #expect(throws: Failure.self) { try await starA.value }
        try commentHeld.refuse(ServerRefused())
        await #expect(throws: Failure.self) { try await commenting.value }
        await environment.settled()
        #expect(try StoreReading.star(store, "R_a") == StarState(viewerHasStarred: false, stargazerCount: 5))
        #expect(try !StoreReading.holds(store, "IssueComment:IC_new"))
        // The payload links to R_b again, under its new number.
        try DumpGolden.check(store, "collected-under-layers")
    }
}

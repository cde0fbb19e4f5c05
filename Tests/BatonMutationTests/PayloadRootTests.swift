import Baton
import BatonTesting
import GitHub
import Testing

/// Completed mutations' payloads are roots apart from the release buffer: one per
/// operation value, as many as the buffer holds, and a collection keeps them.
@MainActor
struct PayloadRootTests {
    let transport = ScriptedTransport()
    let environment: Environment

    init() {
        environment = Environment(store: Store(releaseBufferSize: 2), transport: transport)
    }

    private var store: Store { environment.store }

    /// Runs a mutation the scripted server answers with `payload`.
    private func complete<Value: Mutation>(_ mutation: Value, _ payload: Payload) async throws {
        let call = Task { try await environment.mutate(mutation) }
        try await transport.nextRequest().respond(payload)
        _ = try await call.value
    }

    @Test func payloadsStayUpToTheBufferSizeAndPushNoQueryOut() async throws {
        // A query's root waiting in the buffer, which the mutations must not push out.
        let query = environment.handle(for: RepositoryScreenQuery(owner: "octocat", name: "hello"))
        #expect(environment.bufferedRootCount == 1)

        try await complete(AddStarMutation(input: .init(starrableId: "R_a")), StarPayload.addStar("R_a", starred: true, count: 6))
        try await complete(RemoveStarMutation(input: .init(starrableId: "R_b")), StarPayload.removeStar("R_b", starred: false, count: 2))
        environment.collect()
        #expect(store.payloadRootCount == 2)
        #expect(try StoreReading.holds(store, "Repository:R_a"))
        #expect(try StoreReading.holds(store, "Repository:R_b"))

        // The same operation value again is the same root, made the newest.
        try await complete(AddStarMutation(input: .init(starrableId: "R_a")), StarPayload.addStar("R_a", starred: true, count: 7))
        #expect(store.payloadRootCount == 2)

        // A third value pushes the oldest payload out; its records go with the collection.
        try await complete(AddCommentMutation(input: .init(body: "Thanks!", subjectId: "I_1"), connections: []), Payload(json: """
            {"data":{"addComment":{"commentEdge":{"cursor":"Y3Vyc29yOjk=","node":{"id":"IC_9","author":{"__typename":"User","login":"mona","__isNode":"User","id":"U_MDpVc2VyOjEwMDE"},"body":"Thanks!","createdAt":"2026-11-29T12:00:00Z","url":"https://github.com/octocat/hello/issues/1#issuecomment-9"}},"subject":{"__typename":"Issue","id":"I_1","comments":{"totalCount":1}}}}}
            """))
        await environment.settled()
        environment.collect()
        #expect(store.payloadRootCount == 2)
        #expect(try !StoreReading.holds(store, "Repository:R_b"))
        #expect(try !StoreReading.holds(store, "client:root:mutation:removeStar"))
        #expect(try StoreReading.holds(store, "Repository:R_a"))
        #expect(try StoreReading.holds(store, "IssueComment:IC_9"))
        #expect(environment.handle(for: RepositoryScreenQuery(owner: "octocat", name: "hello")) === query)
        #expect(environment.bufferedRootCount == 1)
        #expect(transport.requests(.mutation).count == 4)
        try DumpGolden.check(store, "payload-roots")
    }
}

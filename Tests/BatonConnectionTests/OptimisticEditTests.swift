@_spi(Generated) @testable import Baton
import BatonTesting
import Testing

/// An edge directive in a mutation's optimistic response and in its answer: the
/// layer carries the insertion, the answer replaces it, a failure undoes it.
@Suite @MainActor
struct OptimisticEditTests {
    let transport = ScriptedTransport()
    let environment: Environment
    /// The query the connection's first page belongs to, held so that collection keeps it.
    let retention: Retention

    init() throws {
        environment = Environment(store: Store(), transport: transport)
        let query = Store.TestOperation(variables: ["first": .int(3)])
        retention = environment.handle(for: query).retain(.storeOnly)
        try MergeTests.commit(MergeTests.page([1, 2, 3]), query.variables, to: environment.store)
    }

    static func payload(cursor: String) -> Payload {
        Payload(json: #"{"data":{"addRepository":{"repositoryEdge":{"cursor":"\#(cursor)","node":{"id":"r7","name":"repo 7"}}}}}"#)
    }

    func mutate() -> Task<Store.TestData, any Error> {
        Task {
            try await environment.mutate(TestAddMutation(variables: [
                "connections": .list([.string(MergeTests.connectionKey.rawValue)]),
            ]), optimistic: Self.payload(cursor: "optimistic"))
        }
    }

    func insertedCursor() throws -> SlotValue {
        let edge = try #require(environment.store.record(for: RecordKey(MergeTests.connectionKey.rawValue + ":edges:0")))
        return edge.value(at: Registry.shared.slot(edge.type, "cursor").index)
    }

    @Test func theLayerInsertsTheEdgeAndTheAnswerConfirmsIt() async throws {
        let mutation = mutate()
        let request = try await transport.nextRequest()
        #expect(try MergeTests.nodes(environment.store) == ["r1", "r2", "r3", "r7"])
        #expect(try insertedCursor() == .string("optimistic"))
        try request.respond(Self.payload(cursor: "c7"))
        _ = try await mutation.value
        #expect(try MergeTests.nodes(environment.store) == ["r1", "r2", "r3", "r7"])
        #expect(try insertedCursor() == .string("c7"))
    }

    @Test func aFailureRevertsTheInsertion() async throws {
        let mutation = mutate()
        let request = try await transport.nextRequest()
        #expect(try MergeTests.nodes(environment.store) == ["r1", "r2", "r3", "r7"])
        try request.refuse(TransportError.unanswered("refused by the test"))
        await #expect(throws: Failure.self) { _ = try await mutation.value }
        #expect(try MergeTests.nodes(environment.store) == ["r1", "r2", "r3"])
    }
}

/// The test's mutation, as generated code writes one.
struct TestAddMutation: Mutation {
    typealias Data = Store.TestData
    static let name = "TestRepositoryMutation"
    static let document = RequestDocument.text("mutation TestRepositoryMutation { addRepository { id } }")
    static let plan = Plan(name: "TestRepositoryMutation", kind: .mutation, selections: [
        Selection(type: "Mutation", fields: [.link("addRepository", 1)]),
        Selection(type: "TestAddPayload", fields: [
            .link("repositoryEdge", 2, edit: Edit(.appendEdge, connections: .variable("connections"))),
        ]),
        Selection(type: "TestRepositoryEdge", fields: [.scalar("cursor", .string), .link("node", 3)]),
        Selection(type: "TestRepository", keyFields: ["id"], fields: [
            .scalar("id", .id, nullable: false), .scalar("name", .string, nullable: false),
        ]),
    ])
    let variables: Variables
}

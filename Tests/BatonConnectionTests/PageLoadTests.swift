@_spi(Generated) @testable import Baton
import BatonTesting
import Testing

/// A page load as generated code calls it, over a scripted transport: the
/// variables it composes, the loading flag per direction, and a prepended page.
@Suite @MainActor
struct PageLoadTests {
    let transport = ScriptedTransport()
    let environment: Environment
    let handle: OperationHandle<Store.TestOperation>
    let retention: Retention

    init() throws {
        environment = Environment(store: Store(), transport: transport)
        // The owner's variables: the page size and one the refetch query does not declare.
        handle = environment.handle(for: Store.TestOperation(variables: ["last": .int(2), "extra": .string("x")]))
        retention = handle.retain(.storeOnly)
        try MergeTests.commit(MergeTests.page([4, 5], hasNext: true, hasPrevious: true), ["last": .int(2)],
                              to: environment.store)
    }

    /// The connection's anchor as the generated connection lens holds it.
    var anchor: Anchor {
        get throws {
            let store = environment.store
            return Anchor(record: try #require(store.record(for: MergeTests.connectionKey)), owner: handle.data.anchor.owner,
                          origin: store.record(for: RecordKey("TestUser:u1")))
        }
    }

    func load(_ direction: PageDirection) throws -> Task<Void, any Error> {
        let anchor = try anchor
        return Task {
            try await anchor.loadPage(TestPaginationQuery.self, TestPaginationQuery.pagination, direction, count: 3,
                                      variables: ["after", "before", "first", "last"], identifier: nil)
        }
    }

    func flag(_ name: String) throws -> Bool {
        let connection = try #require(environment.store.record(for: MergeTests.connectionKey))
        return connection.value(at: Registry.shared.slot(connection.type, name).index) == .bool(true)
    }

    @Test func aPreviousPageIsFetchedBeforeTheStartCursorAndPrepended() async throws {
        let load = try load(.previous)
        let request = try await transport.nextRequest()
        #expect(request.request.operationName == "TestPaginationQuery")
        #expect(request.request.variables == ["last": .int(3), "before": .string("c4")])
        #expect(try flag("__isLoadingPrevious"))
        #expect(try !flag("__isLoadingNext"))
        try request.respond(json: MergeTests.page([1, 2, 3], hasNext: false, hasPrevious: false))
        try await load.value
        #expect(try MergeTests.nodes(environment.store) == ["r1", "r2", "r3", "r4", "r5"])
        #expect(try !flag("__isLoadingPrevious"))
        #expect(try MergeTests.pageInfo(environment.store, "hasPreviousPage") == .bool(false))
        #expect(try MergeTests.pageInfo(environment.store, "hasNextPage") == .bool(true))
        // Nothing before the start now: a load that way sends nothing.
        try await self.load(.previous).value
        #expect(transport.requests.count == 1)
    }

    @Test func eachDirectionHasItsOwnLoadInFlight() async throws {
        let previous = try load(.previous)
        let first = try await transport.nextRequest()
        let next = try load(.next)
        let second = try await transport.nextRequest()
        #expect(second.request.variables == ["first": .int(3), "after": .string("c5"), "last": .int(2)])
        #expect(try flag("__isLoadingPrevious") && flag("__isLoadingNext"))
        // A third load either way, while both are in flight, sends nothing.
        try await self.load(.next).value
        try await self.load(.previous).value
        #expect(transport.requests.count == 2)
        try second.respond(json: MergeTests.page([6], hasNext: false, hasPrevious: true))
        try first.respond(json: MergeTests.page([3], hasNext: true, hasPrevious: false))
        try await next.value
        try await previous.value
        #expect(try MergeTests.nodes(environment.store) == ["r3", "r4", "r5", "r6"])
        #expect(try !flag("__isLoadingPrevious") && !flag("__isLoadingNext"))
    }

    @Test func aRecordWithoutItsIdCannotBeFetchedAgainThroughNode() async throws {
        let anchor = try anchor
        await #expect {
            try await anchor.loadPage(TestPaginationQuery.self, TestPaginationQuery.pagination, .next, count: 3,
                                      variables: [], identifier: "login")
        } throws: { error in
            guard let failure = error as? Failure, failure.kind == .missingData,
                  let cause = failure.error as? RefetchError else { return false }
            return cause == RefetchError(operationName: "TestPaginationQuery", record: RecordKey("TestUser:u1"),
                                         identifierField: "login")
        }
        #expect(transport.requests.isEmpty)
        #expect(try !flag("__isLoadingNext"))
    }

    /// Loads `pages` pages forward, one repository each after the connection's
    /// end, the last saying there is no page after it.
    func loadForward(_ pages: Int) async throws {
        for number in 6..<(6 + pages) {
            let load = try load(.next)
            let request = try await transport.nextRequest()
            #expect(request.request.variables == ["first": .int(3), "after": .string("c\(number - 1)"), "last": .int(2)])
            try request.respond(json: MergeTests.page([number], hasNext: number < 5 + pages, hasPrevious: true))
            try await load.value
        }
    }

    @Test func aPageLoadIsNoRootAndPushesNoReleasedScreenOutOfTheBuffer() async throws {
        // A screen left earlier waits in the buffer for its user to come back.
        let left = environment.handle(for: Store.TestOperation(variables: ["last": .int(7)]))
        #expect(environment.rootCount == 2)
        #expect(environment.bufferedRootCount == 1)
        // More pages than the buffer holds: the connection owns them, and no page adds a root.
        let pages = environment.store.releaseBufferSize + 2
        try await loadForward(pages)
        await environment.settled()
        #expect(try MergeTests.nodes(environment.store) == (4..<(6 + pages)).map { "r\($0)" })
        #expect(environment.rootCount == 2)
        #expect(environment.bufferedRootCount == 1)
        #expect(environment.handle(for: Store.TestOperation(variables: ["last": .int(7)])) === left)
    }

    @Test func anAppendedPageAsksForNoCollectionAndAFirstPageAgainDoes() async throws {
        var requested = 0
        let schedule = environment.store.droppedLink
        environment.store.droppedLink = {
            requested += 1
            schedule?()
        }
        try await loadForward(3)
        #expect(requested == 0)
        // The screen's query answered again starts the connection over: the
        // earlier edges are dropped, and a collection removes them.
        try MergeTests.commit(MergeTests.page([1, 2], hasNext: true, hasPrevious: false), ["last": .int(2)],
                              to: environment.store)
        #expect(requested == 1)
        let before = environment.store.recordCount
        await environment.settled()
        #expect(try MergeTests.nodes(environment.store) == ["r1", "r2"])
        #expect(environment.events.contains(.collected(removedRecords: before - environment.store.recordCount)))
        #expect(environment.store.recordCount < before)
    }

    @Test func aRefusedLoadKeepsThePagesAndClearsItsFlag() async throws {
        let load = try load(.next)
        let request = try await transport.nextRequest()
        try request.refuse(TransportError.unanswered("refused by the test"))
        await #expect(throws: Failure.self) { try await load.value }
        #expect(try MergeTests.nodes(environment.store) == ["r4", "r5"])
        #expect(try !flag("__isLoadingNext"))
    }
}

/// A refetch query over the test's connection, as generated code writes one: it
/// pages forward and backward with the connection's own arguments.
struct TestPaginationQuery: Query {
    typealias Data = Store.TestData
    static let name = "TestPaginationQuery"
    static let document = RequestDocument.text("query TestPaginationQuery { viewer { id } }")
    static var plan: Plan { TestConnectionPlan.plan }
    static let pagination = PaginationInfo(
        path: ["repositories"], forward: PaginationInfo.Cursor(count: "first", cursor: "after"),
        backward: PaginationInfo.Cursor(count: "last", cursor: "before"))
    let variables: Variables
}

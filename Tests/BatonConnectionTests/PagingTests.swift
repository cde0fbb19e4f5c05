import Baton
import BatonInspector
import BatonTesting
import Foundation
import GitHub
import Testing

/// Paging the viewer's repositories through the generated connection lens against
/// a sample server of the test's own: the screen's query brings the first page,
/// `loadNext` the others through the refetch query.
@Suite(.serialized) @MainActor
struct PagingTests {
    let live: LiveServer
    let environment: Environment
    let handle: OperationHandle<ViewerRepositoriesScreenQuery>
    let retention: Retention

    init() async throws {
        live = try await LiveServer()
        environment = Environment(store: Store(), transport: live.transport)
        handle = environment.handle(for: ViewerRepositoriesScreenQuery())
        retention = handle.retain()
        try await handle.refetch()
    }

    var repositories: RepositoryList_viewer.Repositories {
        handle.data.viewer.repositoryList.repositories
    }

    @Test func threePagesAppendOnceEachInTheServersOrder() async throws {
        let edges = Observer { self.repositories.edges?.count ?? 0 }
        #expect(edges.last == 20)
        #expect(repositories.hasNext)
        let connectionID = repositories.connectionID
        #expect(connectionID == "\(repositories.recordID.rawValue)")
        #expect(connectionID.hasSuffix(#":__RepositoryList_repositories_connection(orderBy:{"direction":"DESC","field":"UPDATED_AT"})"#))

        var notifications: [Int] = []
        for page in 2...3 {
            let before = environment.store.notificationCount
            try await repositories.loadNext(20)
            notifications.append(environment.store.notificationCount - before)
            #expect(edges.wakes == page - 1, "one notification of the edges per page")
            edges.render()
            #expect(edges.last == page * 20)
            #expect(!repositories.isLoadingNext)
        }
        let ids = repositories.nodes.map(\.id)
        #expect(ids == (try await live.viewerRepositoryIDs()))
        #expect(Set(ids).count == 60)
        #expect(!repositories.hasNext)
        #expect(!repositories.hasPrevious)
        #expect(repositories.totalCount == 60)
        // Each page notifies six slots: the loading flag set and cleared; the
        // page's link on the viewer; the merged edges; the end cursor; and on the
        // second page the query root's `node(id:)` link, on the last `hasNextPage`.
        #expect(notifications == [6, 6])
        #expect(try await live.requestedOperations()
            == ["ViewerRepositoriesScreenQuery", "RepositoryListPaginationQuery", "RepositoryListPaginationQuery"])
        // At the end there is nothing to load: no request is sent.
        try await repositories.loadNext(20)
        #expect(try await live.requestedOperations().count == 3)
    }

    @Test func theStoreAfterPagingMatchesItsGolden() async throws {
        try await repositories.loadNext(20)
        try await repositories.loadNext(20)
        environment.collect()
        let name = "ViewerRepositoriesScreenQuery-3-pages"
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens/\(name).dump")
        let actual = StoreExport.text(of: environment.store)
        let expected = try String(contentsOf: golden, encoding: .utf8)
        if actual != expected {
            let written = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).dump")
            try actual.write(to: written, atomically: true, encoding: .utf8)
            Issue.record("the store differs from Goldens/\(name).dump; it is written to \(written.path)")
        }
        // The golden read apart from StoreExport and the lenses: its connection's
        // edges lead to the server's repositories, asked of it in one request.
        #expect(try connectionNodeIDs(dump: expected) == (try await live.viewerRepositoryIDs()))
    }

    /// The ids of the nodes of the viewer's repositories connection in a dump, in
    /// the order of its edges, following the dump's references from `client:root`.
    private func connectionNodeIDs(dump: String) throws -> [String] {
        let records = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: [String: Any]])
        func reference(_ value: Any?) throws -> [String: Any] {
            let key = try #require((value as? [String: Any])?["__ref"] as? String)
            return try #require(records[key], "no record \(key)")
        }
        let viewer = try reference(records["client:root"]?["viewer"])
        let handle = try #require(viewer.keys.first { $0.hasPrefix("__RepositoryList_repositories_connection") })
        let connection = try reference(viewer[handle])
        let edges = try #require((connection["edges"] as? [String: Any])?["__refs"] as? [String])
        return try edges.map { edge in
            try #require(try reference(records[edge]?["node"])["id"] as? String)
        }
    }

    @Test func collectionKeepsEveryPageWhileTheScreenRetainsItsQuery() async throws {
        try await repositories.loadNext(20)
        try await repositories.loadNext(20)
        // Push the page loads' roots out of the release buffer: only the connection keeps their records.
        for number in 0..<environment.store.releaseBufferSize {
            _ = environment.handle(for: IssueScreenQuery(owner: "nobody", name: "nothing", number: number))
        }
        environment.collect()
        #expect(environment.rootCount == environment.store.releaseBufferSize + 1)
        #expect(repositories.nodes.count == 60)
        #expect(repositories.nodes.allSatisfy { !$0.repositoryRow.nameWithOwner.isEmpty })
    }

    @Test func aFailedPageLoadKeepsThePagesAndThrowsItsFailure() async throws {
        try await repositories.loadNext(20)
        live.setFault("status=500")
        await #expect {
            try await repositories.loadNext(20)
        } throws: { error in
            (error as? Failure)?.kind == .transport
        }
        live.setFault(nil)
        #expect(repositories.nodes.count == 40)
        #expect(repositories.hasNext)
        #expect(!repositories.isLoadingNext)
        // The same page loads once the server answers again.
        try await repositories.loadNext(20)
        #expect(repositories.nodes.count == 60)
        #expect(!repositories.hasNext)
    }

    @Test func onePageLoadIsInFlightPerDirection() async throws {
        let loading = Observer { self.repositories.isLoadingNext }
        let first = Task { try await repositories.loadNext(20) }
        try await wait(until: { repositories.isLoadingNext }, "the first load to start")
        // While the first is in flight, a second returns at once and sends nothing.
        try await repositories.loadNext(20)
        #expect(repositories.isLoadingNext)
        try await first.value
        #expect(!repositories.isLoadingNext)
        #expect(loading.wakes == 1)
        #expect(repositories.nodes.count == 40)
        #expect(try await live.requestedOperations()
            == ["ViewerRepositoriesScreenQuery", "RepositoryListPaginationQuery"])
    }

    @Test func refetchStartsTheConnectionAgainFromItsFirstPageInPlace() async throws {
        try await repositories.loadNext(20)
        let connectionID = repositories.connectionID
        #expect(repositories.nodes.count == 40)
        try await handle.data.viewer.repositoryList.refetch()
        #expect(repositories.connectionID == connectionID)
        #expect(repositories.nodes.count == 20)
        #expect(repositories.hasNext)
        #expect(try await live.requestedOperations().last == "RepositoryListPaginationQuery")
    }

    @Test func aLensMadeByHandHasNoEnvironmentToLoadThrough() async throws {
        let byHand = environment.store.data(of: ViewerRepositoriesScreenQuery()).viewer.repositoryList.repositories
        await #expect {
            try await byHand.loadNext(20)
        } throws: { error in
            (error as? Failure)?.kind == .environment
        }
        #expect(byHand.nodes.count == 20)
    }
}

@_spi(Generated) import Baton
import Foundation
import GitHub
import Testing

/// GitHub's documents: an interface, a union read through `as<Type>`, enums with
/// an unknown case, and the response as the oracle.
@MainActor
@Suite struct GitHubLensTests {
    /// The store the response was committed to; a lens reads only while its store lives.
    private let store = Store()

    private func roundTrip<Value: Baton.Operation>(_ operation: Value, _ response: String) throws -> Value.Data {
        let recorded = try RecordedResponse(response)
        let data = try recorded.committed(for: operation, into: store).data(of: operation)
        let read = data.jsonValue
        #expect(read == (try recorded.data().withoutAddedFields(comparedTo: read)))
        return data
    }

    @Test func theViewerAndItsRepositories() throws {
        let viewer = try roundTrip(ViewerScreenQuery(), "github-viewer").viewer
        #expect(viewer.login == "mona")
        let rows = try #require(viewer.repositories.nodes)
        #expect(rows.count == 20)
        #expect(rows[0].repositoryRow.nameWithOwner == "mona/maze-ingest")
        #expect(rows[0].repositoryRow.visibility == .PUBLIC)
    }

    @Test func aRepositoryWithItsStarButtonAndOwnerInterface() throws {
        let data = try roundTrip(RepositoryScreenQuery(owner: "mona", name: "maze-ingest"), "github-repository")
        let repository = try #require(data.repository)
        #expect(repository.starButton.viewerHasStarred == false)
        #expect(repository.starButton.stargazerCount == 115)
        // The owner is a RepositoryOwner: its fields read through the concrete type's slots.
        #expect(repository.owner.login == "mona")
        #expect(repository.owner.recordID.rawValue.hasPrefix("User:"))
    }

    @Test func searchResultsReadThroughTheirConcreteType() throws {
        let search = try roundTrip(SearchScreenQuery(query: "a"), "github-search-baton").searchResults.search
        let nodes = search.nodes
        #expect(nodes.count == 20)
        for node in nodes {
            #expect((node.asRepository != nil) == (node.__typename == "Repository"))
        }
        #expect(nodes.contains { $0.asRepository?.repositoryRow.nameWithOwner == "baton-labs/query" })
        #expect(search.hasNext)
    }

    @Test func anEnumValueTheBuildDoesNotKnowReadsAsItself() throws {
        let text = String(decoding: try RecordedResponse("github-viewer").bytes, as: UTF8.self)
            .replacingOccurrences(of: "\"visibility\":\"PUBLIC\"", with: "\"visibility\":\"SECRET\"")
        let store = Store()
        store.commit(try Ingest.changeSet(for: Array(text.utf8), plan: ViewerScreenQuery.plan))
        let rows = try #require(store.data(of: ViewerScreenQuery()).viewer.repositories.nodes)
        #expect(rows.contains { $0.repositoryRow.visibility == .unknown("SECRET") })
        #expect(RepositoryVisibility(name: "SECRET").name == "SECRET")
    }
}

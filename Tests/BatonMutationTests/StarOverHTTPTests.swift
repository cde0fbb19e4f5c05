import Baton
import BatonTesting
import Foundation
import GitHub
import SampleServerSupport
import Testing

/// A star through the HTTP transport against the sample server, its answer
/// delayed: the optimistic values while the request is out, the server's after,
/// the original ones after a failure, and each mutation sent once.
@Suite(.sampleServer)
@MainActor
struct StarOverHTTPTests {
    struct Repository {
        let id: String
        let owner: String
        let name: String
        let stargazerCount: Int
    }

    let github: GitHubOverHTTP

    init() throws {
        github = try GitHubOverHTTP()
    }

    @Test func theLayerShowsWhileTheServerWaitsThenItsAnswerThenAFailureRevertsAnother() async throws {
        let unstarred = try await unstarredRepositories()
        let (starred, failed) = (unstarred[0], unstarred[1])
        for repository in [starred, failed] {
            let query = RepositoryScreenQuery(owner: repository.owner, name: repository.name)
            // A root, which keeps the repository's record through collections.
            _ = github.environment.handle(for: query)
            _ = try await github.environment.fetch(query)
            #expect(try StoreReading.star(github.store, repository.id) == StarState(viewerHasStarred: false, stargazerCount: repository.stargazerCount))
        }

        // The server sleeps before answering, so the call is still out when read.
        github.fault.set("delay=1500ms")
        let star = AddStarMutation.Action(environment: github.environment)
        // Started immediately: the layer is applied in the call's first turn, before any
        // I/O, so it is read here however long the machine takes to send the request.
        let call = Task.immediate {
            try await star(input: AddStarInput(starrableId: starred.id),
                           optimistic: StarPayload.optimistic(starred.id, starred: true, count: starred.stargazerCount + 1))
        }
        #expect(github.store.optimisticLayerCount == 1)
        #expect(star.isInFlight)
        #expect(try StoreReading.star(github.store, starred.id) == StarState(viewerHasStarred: true, stargazerCount: starred.stargazerCount + 1))
        let data = try await call.value
        #expect(!star.isInFlight)
        #expect(github.store.optimisticLayerCount == 0)
        #expect(data.addStar?.starrable?.viewerHasStarred == true)
        let answered = try await serverState(of: starred.id)
        #expect(answered == StarState(viewerHasStarred: true, stargazerCount: starred.stargazerCount + 1))
        #expect(try StoreReading.star(github.store, starred.id) == answered)
        #expect(github.store.payloadRootCount == 1)

        // A failure after the delay: the other repository reads as the server left it.
        github.fault.set("delay=500ms,status=500")
        let call2 = Task.immediate {
            try await star(input: AddStarInput(starrableId: failed.id),
                           optimistic: StarPayload.optimistic(failed.id, starred: true, count: failed.stargazerCount + 1))
        }
        #expect(github.store.optimisticLayerCount == 1)
        #expect(try StoreReading.star(github.store, failed.id) == StarState(viewerHasStarred: true, stargazerCount: failed.stargazerCount + 1))
        let failure = await #expect(throws: Failure.self) { try await call2.value }
        #expect(failure?.kind == .transport)
        github.fault.set(nil)
        #expect(github.store.optimisticLayerCount == 0)
        #expect(try StoreReading.star(github.store, failed.id) == StarState(viewerHasStarred: false, stargazerCount: failed.stargazerCount))
        #expect(try await serverState(of: failed.id) == StarState(viewerHasStarred: false, stargazerCount: failed.stargazerCount))
        // The first repository keeps the server's answer through the other's revert.
        #expect(try StoreReading.star(github.store, starred.id) == answered)

        // Each mutation reached the server once, the failed one too.
        let sent = try await github.mutationsSent()
        #expect(sent == ["AddStarMutation", "AddStarMutation"])
    }

    // MARK: The server, asked apart from the runtime

    private func unstarredRepositories() async throws -> [Repository] {
        let data = try await github.post("""
            { search(query: "user:octocat", type: REPOSITORY, first: 20) { nodes { ... on Repository {
              id name owner { login } stargazerCount viewerHasStarred } } } }
            """)
        let nodes = try #require((data["search"] as? [String: Any])?["nodes"] as? [[String: Any]])
        let found: [Repository] = nodes.compactMap { node in
            guard node["viewerHasStarred"] as? Bool == false, let id = node["id"] as? String, let name = node["name"] as? String,
                  let owner = (node["owner"] as? [String: Any])?["login"] as? String,
                  let count = (node["stargazerCount"] as? NSNumber)?.intValue
            else { return nil }
            return Repository(id: id, owner: owner, name: name, stargazerCount: count)
        }
        try #require(found.count >= 2, "octocat has two repositories mona has not starred")
        return found
    }

    private func serverState(of id: String) async throws -> StarState {
        let data = try await github.post("{ node(id: \"\(id)\") { ... on Repository { viewerHasStarred stargazerCount } } }")
        let node = try #require(data["node"] as? [String: Any])
        return StarState(viewerHasStarred: node["viewerHasStarred"] as? Bool,
                         stargazerCount: (node["stargazerCount"] as? NSNumber)?.intValue)
    }
}

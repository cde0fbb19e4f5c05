import Baton
import BatonTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHub
import SampleServerSupport
import Synchronization
import Testing

/// A star through the HTTP transport against the sample server, its answer
/// delayed: the optimistic values while the request is out, the server's after,
/// the original ones after a failure, and each mutation sent once.
@Suite(.sampleServer)
@MainActor
struct StarOverHTTPTests {
    /// The `X-Sample-Fault` header the next requests carry, if any.
    final class FaultHeader: Sendable {
        private let fault = Mutex<String?>(nil)

        func set(_ value: String?) { fault.withLock { $0 = value } }
        var value: String? { fault.withLock { $0 } }
    }

    struct Repository {
        let id: String
        let owner: String
        let name: String
        let stargazerCount: Int
    }

    let server: SampleServer
    let token: String
    let fault = FaultHeader()
    let environment: Environment

    init() throws {
        server = try SampleServer.required()
        token = try SampleServer.gitHubToken()
        let (token, fault) = (token, fault)
        environment = Environment(store: Store(), transport: HTTPTransport(endpoint: server.gitHubEndpoint) {
            var headers = ["Authorization": "bearer \(token)"]
            if let value = fault.value { headers["X-Sample-Fault"] = value }
            return headers
        })
    }

    private var store: Store { environment.store }

    @Test func theLayerShowsWhileTheServerWaitsThenItsAnswerThenAFailureRevertsAnother() async throws {
        let unstarred = try await unstarredRepositories()
        let (starred, failed) = (unstarred[0], unstarred[1])
        for repository in [starred, failed] {
            let query = RepositoryScreenQuery(owner: repository.owner, name: repository.name)
            // A root, which keeps the repository's record through collections.
            _ = environment.handle(for: query)
            _ = try await environment.fetch(query)
            #expect(try StoreReading.star(store, repository.id) == StarState(viewerHasStarred: false, stargazerCount: repository.stargazerCount))
        }

        // The server sleeps before answering, so the call is still out when read.
        fault.set("delay=1500ms")
        let star = AddStarMutation.Action(environment: environment)
        // Started immediately: the layer is applied in the call's first turn, before any
        // I/O, so it is read here however long the machine takes to send the request.
        let call = Task.immediate {
            try await star(input: AddStarInput(starrableId: starred.id),
                           optimistic: StarPayload.optimistic(starred.id, starred: true, count: starred.stargazerCount + 1))
        }
        #expect(store.optimisticLayerCount == 1)
        #expect(star.isInFlight)
        #expect(try StoreReading.star(store, starred.id) == StarState(viewerHasStarred: true, stargazerCount: starred.stargazerCount + 1))
        let data = try await call.value
        #expect(!star.isInFlight)
        #expect(store.optimisticLayerCount == 0)
        #expect(data.addStar?.starrable?.viewerHasStarred == true)
        let answered = try await serverState(of: starred.id)
        #expect(answered == StarState(viewerHasStarred: true, stargazerCount: starred.stargazerCount + 1))
        #expect(try StoreReading.star(store, starred.id) == answered)
        #expect(store.payloadRootCount == 1)

        // A failure after the delay: the other repository reads as the server left it.
        fault.set("delay=500ms,status=500")
        let call2 = Task.immediate {
            try await star(input: AddStarInput(starrableId: failed.id),
                           optimistic: StarPayload.optimistic(failed.id, starred: true, count: failed.stargazerCount + 1))
        }
        #expect(store.optimisticLayerCount == 1)
        #expect(try StoreReading.star(store, failed.id) == StarState(viewerHasStarred: true, stargazerCount: failed.stargazerCount + 1))
        let failure = await #expect(throws: Failure.self) { try await call2.value }
        #expect(failure?.kind == .transport)
        fault.set(nil)
        #expect(store.optimisticLayerCount == 0)
        #expect(try StoreReading.star(store, failed.id) == StarState(viewerHasStarred: false, stargazerCount: failed.stargazerCount))
        #expect(try await serverState(of: failed.id) == StarState(viewerHasStarred: false, stargazerCount: failed.stargazerCount))
        // The first repository keeps the server's answer through the other's revert.
        #expect(try StoreReading.star(store, starred.id) == answered)

        // Each mutation reached the server once, the failed one too.
        let sent = try await mutationsSent()
        #expect(sent == ["AddStarMutation", "AddStarMutation"])
    }

    // MARK: The server, asked apart from the runtime

    private func post(_ query: String) async throws -> [String: Any] {
        var request = URLRequest(url: server.gitHubEndpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("bearer \(token)", forHTTPHeaderField: "Authorization")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["query": query])
        let (body, _) = try await URLSession.shared.data(for: request)
        let response = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        return try #require(response["data"] as? [String: Any], "no data: \(response)")
    }

    private func unstarredRepositories() async throws -> [Repository] {
        let data = try await post("""
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
        let data = try await post("{ node(id: \"\(id)\") { ... on Repository { viewerHasStarred stargazerCount } } }")
        let node = try #require(data["node"] as? [String: Any])
        return StarState(viewerHasStarred: node["viewerHasStarred"] as? Bool,
                         stargazerCount: (node["stargazerCount"] as? NSNumber)?.intValue)
    }

    /// The mutations the server's request log holds, by operation name, in order.
    private func mutationsSent() async throws -> [String] {
        let url = server.controlEndpoint.appendingPathComponent("requests")
        let (body, _) = try await URLSession.shared.data(from: URL(string: url.absoluteString + "?endpoint=github")!)
        let log = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let requests = try #require(log["requests"] as? [[String: Any]])
        return requests.compactMap { $0["operationName"] as? String }.filter { $0.hasSuffix("Mutation") }
    }
}

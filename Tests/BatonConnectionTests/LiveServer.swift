import Baton
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SampleServerSupport

/// A sample server of the test's own, so that its data is the initial data
/// whatever other suites change on theirs, and a transport to its GitHub endpoint
/// whose `X-Sample-Fault` header the test sets and clears between requests.
final class LiveServer: Sendable {
    let server: SampleServer
    let token: String
    private let fault = FaultHeader()

    init() async throws {
        server = try await SampleServer.start()
        token = try SampleServer.gitHubToken()
    }

    deinit {
        server.stop()
    }

    /// The fault every later request carries, or none.
    func setFault(_ value: String?) {
        fault.value.withLock { $0 = value }
    }

    /// The token's header, and the fault's when one is set.
    var faultHeaders: [String: String] {
        var headers = ["Authorization": "Bearer \(token)"]
        if let value = fault.value.withLock({ $0 }) { headers["X-Sample-Fault"] = value }
        return headers
    }

    var transport: HTTPTransport {
        HTTPTransport(endpoint: server.gitHubEndpoint) { [self] in faultHeaders }
    }

    /// The operation names of the GitHub requests the server received, in order.
    func requestedOperations() async throws -> [String] {
        try await server.requestedOperations(on: .gitHub)
    }

    /// The ids of the viewer's repositories in the server's order, read apart from the runtime.
    func viewerRepositoryIDs() async throws -> [String] {
        var request = URLRequest(url: server.gitHubEndpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.httpBody = Data(#"{"query":"{ viewer { repositories(first: 100, orderBy: {field: UPDATED_AT, direction: DESC}) { nodes { id } } } }"}"#.utf8)
        let (body, _) = try await URLSession.shared.data(for: request)
        let object = try require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let data = try require(object["data"] as? [String: Any])
        let viewer = try require(data["viewer"] as? [String: Any])
        let repositories = try require(viewer["repositories"] as? [String: Any])
        let nodes = try require(repositories["nodes"] as? [[String: Any]])
        return nodes.compactMap { $0["id"] as? String }
    }
}

/// The `X-Sample-Fault` header's value, read per request.
private final class FaultHeader: Sendable {
    let value = Locked<String?>(nil)
}

/// A throwing unwrap for helpers outside a test's body.
private func require<Value>(_ value: Value?, _ what: String = #function) throws -> Value {
    guard let value else { throw LiveServerError.unexpectedResponse(what) }
    return value
}

enum LiveServerError: Error {
    case unexpectedResponse(String)
}

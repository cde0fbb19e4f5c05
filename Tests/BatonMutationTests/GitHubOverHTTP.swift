import Baton
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SampleServerSupport
import Testing

/// The sample server's GitHub API behind an environment over the HTTP transport,
/// with the fault its next requests carry, and the server asked apart from the
/// runtime: a query of its own, and the mutations its request log holds.
@MainActor
struct GitHubOverHTTP {
    /// The `X-Sample-Fault` header the next requests carry, if any.
    final class FaultHeader: Sendable {
        private let fault = Locked<String?>(nil)

        func set(_ value: String?) { fault.withLock { $0 = value } }
        var value: String? { fault.withLock { $0 } }
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

    var store: Store { environment.store }

    /// The `data` of the server's answer to `query`, sent without the runtime.
    func post(_ query: String) async throws -> [String: Any] {
        var request = URLRequest(url: server.gitHubEndpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("bearer \(token)", forHTTPHeaderField: "Authorization")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["query": query])
        let (body, _) = try await URLSession.shared.data(for: request)
        let response = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        return try #require(response["data"] as? [String: Any], "no data: \(response)")
    }

    /// The mutations the server's request log holds, by operation name, in order.
    func mutationsSent() async throws -> [String] {
        try await server.requestedOperations(on: .gitHub).filter { $0.hasSuffix("Mutation") }
    }
}

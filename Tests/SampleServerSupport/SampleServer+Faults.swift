import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Faults armed through the server's control API (`POST` and `DELETE
/// /control/faults`), for the tests that need a request held or failed.
extension SampleServer {
    /// One of the server's two GraphQL endpoints, as the control API names it.
    public enum GraphQLEndpoint: String, Sendable {
        case gitHub = "github"
        case rickAndMorty = "rickandmorty"
    }

    /// Arms `fault` (`delay=800ms`, `status=500`, or several joined by commas) for
    /// the next `times` requests to `endpoint` whose operation `match` names; a nil
    /// `match` takes any operation, and a nil `endpoint` either endpoint.
    public func armFault(
        _ fault: String, matching match: String?, on endpoint: GraphQLEndpoint? = .gitHub, times: Int = 1
    ) async throws(SampleServerError) {
        var body: [String: Any] = ["fault": fault, "times": times]
        if let match { body["match"] = match }
        if let endpoint { body["endpoint"] = endpoint.rawValue }
        try await control("POST", "faults", body: body, expecting: 201, "arm \(fault) for \(match ?? "every operation")")
    }

    /// Disarms every fault still armed.
    public func clearFaults() async throws(SampleServerError) {
        try await control("DELETE", "faults", body: nil, expecting: 200, "clear the armed faults")
    }

    /// A control request to `/control/<path>` that must answer `expected`.
    func control(
        _ method: String, _ path: String, body: [String: Any]?, expecting expected: Int, _ what: String
    ) async throws(SampleServerError) {
        var request = URLRequest(url: controlEndpoint.appendingPathComponent(path))
        request.httpMethod = method
        let status: Int?
        do {
            if let body {
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                request.httpBody = try JSONSerialization.data(withJSONObject: body)
            }
            let (_, response) = try await URLSession.shared.data(for: request)
            status = (response as? HTTPURLResponse)?.statusCode
        } catch {
            throw .controlFailed(what: what, status: nil, message: "\(error)")
        }
        guard status == expected else { throw .controlFailed(what: what, status: status, message: nil) }
    }
}

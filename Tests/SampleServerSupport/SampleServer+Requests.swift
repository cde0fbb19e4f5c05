import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The server's request log (`GET` and `DELETE /control/requests`): what the client
/// sent, counted by operation rather than timed.
extension SampleServer {
    /// The operation names of the GraphQL requests received, in arrival order; only
    /// those to `endpoint` when one is given.
    public func requestedOperations(on endpoint: GraphQLEndpoint? = nil) async throws(SampleServerError) -> [String] {
        var components = URLComponents(url: controlEndpoint.appendingPathComponent("requests"), resolvingAgainstBaseURL: false)
        components?.queryItems = endpoint.map { [URLQueryItem(name: "endpoint", value: $0.rawValue)] }
        guard let url = components?.url else {
            throw .controlFailed(what: "read the request log", status: nil, message: "no URL for the log")
        }
        do {
            let (body, _) = try await URLSession.shared.data(from: url)
            let log = try JSONSerialization.jsonObject(with: body) as? [String: Any]
            guard let requests = log?["requests"] as? [[String: Any]] else {
                throw SampleServerError.controlFailed(what: "read the request log", status: nil, message: "no requests in the answer")
            }
            return requests.compactMap { $0["operationName"] as? String }
        } catch let error as SampleServerError {
            throw error
        } catch {
            throw .controlFailed(what: "read the request log", status: nil, message: "\(error)")
        }
    }

    /// Empties the request log.
    public func clearRequests() async throws(SampleServerError) {
        var request = URLRequest(url: controlEndpoint.appendingPathComponent("requests"))
        request.httpMethod = "DELETE"
        let status: Int?
        do {
            let (_, response) = try await URLSession.shared.data(for: request)
            status = (response as? HTTPURLResponse)?.statusCode
        } catch {
            throw .controlFailed(what: "empty the request log", status: nil, message: "\(error)")
        }
        guard status == 200 else { throw .controlFailed(what: "empty the request log", status: status, message: nil) }
    }
}

extension SampleServer {
    /// How many subscriptions on the GitHub endpoint listen for events now. A request
    /// is logged before its subscription listens: a test waits on this, not the log,
    /// before it makes an event.
    public func gitHubSubscriberCount() async throws(SampleServerError) -> Int {
        do {
            let (body, _) = try await URLSession.shared.data(from: controlEndpoint.appendingPathComponent("subscribers"))
            let answer = try JSONSerialization.jsonObject(with: body) as? [String: Any]
            guard let count = (answer?["subscribers"] as? [String: Any])?["github"] as? Int else {
                throw SampleServerError.controlFailed(what: "count the subscribers", status: nil, message: "no count in the answer")
            }
            return count
        } catch let error as SampleServerError {
            throw error
        } catch {
            throw .controlFailed(what: "count the subscribers", status: nil, message: "\(error)")
        }
    }

    /// Until `count` subscriptions listen on the GitHub endpoint, for at most ten seconds.
    public func awaitGitHubSubscribers(_ count: Int) async throws {
        for _ in 0..<400 {
            if try await gitHubSubscriberCount() >= count { return }
            try await Task.sleep(for: .milliseconds(25))
        }
        throw SampleServerError.controlFailed(what: "wait for \(count) subscribers", status: nil, message: "they never listened")
    }
}

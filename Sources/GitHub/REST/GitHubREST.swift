import Baton
import BatonScreens
import Foundation

/// GitHub's REST API, for what its GraphQL API does not serve (a pull request's diff):
/// the same server, reached through the runtime's transfer loop with the token the
/// GraphQL requests carry. Each family of resources is an extension of its own.
struct GitHubREST: Sendable {
    /// Where the REST paths (`/repos/...`) start.
    let root: URL
    private let transport: RESTTransport

    /// The REST API of the server whose GraphQL endpoint is `endpoint`, reached with `token`.
    init(graphQLEndpoint endpoint: URL, token: String?, timeouts: HTTPTransport.Timeouts = HTTPTransport.Timeouts()) {
        root = Self.root(forGraphQL: endpoint)
        let authorization = APIDescription.headers(token)
        // GitHub refuses a REST request that names no client.
        transport = RESTTransport(timeouts: timeouts) { authorization().merging(["User-Agent": "baton-tui"]) { $1 } }
    }

    /// The REST root of a GraphQL endpoint: api.github.com's `/graphql` is served beside
    /// its REST paths; an Enterprise server's `/api/graphql` beside `/api/v3`; any other
    /// endpoint (the sample server's `/github/graphql`) beside its last `graphql` part.
    static func root(forGraphQL endpoint: URL) -> URL {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else { return endpoint }
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        if path == "/api/graphql", components.host?.lowercased() != GitHubToken.publicHost {
            path = "/api/v3"
        } else if path == "graphql" || path.hasSuffix("/graphql") {
            path.removeLast("graphql".count)
            while path.hasSuffix("/") { path.removeLast() }
        }
        components.path = path
        components.query = nil
        components.fragment = nil
        return components.url ?? endpoint
    }

    /// The client of the GitHub connection the app made; before it made one, the public
    /// API's without a token.
    @MainActor static var connected = GitHubREST(graphQLEndpoint: GitHubAPI.endpoint, token: nil)

    /// The resource at `path` under the root, each segment its own path component, as
    /// `accept` asks for it: its body, or why GitHub gave none.
    func get(_ path: [String], accept: String) async throws(GitHubRESTError) -> Data {
        let url = path.reduce(root) { $0.appendingPathComponent($1) }
        do {
            return try await transport.get(url, accept: accept).bytes
        } catch {
            throw GitHubRESTError(error)
        }
    }

    /// One request of `method` to `url` as GitHub's JSON API takes it, the response
    /// headers `reading` names read into the answer; a refusal in GitHub's words.
    func send(_ method: String, _ url: URL, body: Data? = nil, headers: [String: String] = [:],
              reading names: [String] = []) async throws(GitHubRESTError) -> Payload {
        do {
            return try await transport.send(method, url, accept: "application/vnd.github+json", body: body, headers: headers,
                                            reading: names)
        } catch {
            throw GitHubRESTError(error)
        }
    }
}

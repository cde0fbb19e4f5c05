import Baton
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SampleServerSupport
import Testing

/// The sample server's endpoint for one of the two APIs, and the headers it wants.
struct ServerAPI: Sendable {
    let endpoint: URL
    let headers: [String: String]
    /// The folder under `graphql/` that holds the API's documents.
    let documents: String

    static func rickAndMorty(_ server: SampleServer) -> ServerAPI {
        ServerAPI(endpoint: server.rickAndMortyEndpoint, headers: [:], documents: "rickandmorty")
    }

    static func gitHub(_ server: SampleServer) throws -> ServerAPI {
        ServerAPI(endpoint: server.gitHubEndpoint, headers: ["Authorization": "Bearer \(try SampleServer.gitHubToken())"],
                  documents: "github")
    }

    var transport: HTTPTransport {
        let headers = headers
        return HTTPTransport(endpoint: endpoint) { headers }
    }

    /// The server's raw response to an operation, fetched apart from the runtime,
    /// as the JSON object Foundation reads.
    func rawResponse(to operation: some Baton.Operation) async throws -> [String: Any] {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = RequestEncoding.standard.body(for: operation.request)
        let (body, _) = try await URLSession.shared.data(for: request)
        return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }
}

/// Where the lenses' reading departs from the server's `data`: a path and what
/// differs. A key the server sent that no lens reads is allowed only where the
/// compiler added it and the author did not select it: `id`, `__typename`, and a
/// connection's `cursor` and `pageInfo`, which its pages merge by.
func differences(lens: Any, server: Any, authored: AuthoredSelections, at path: String = "data") -> [String] {
    let compilerAdded: Set<String> = ["id", "__typename", "cursor", "pageInfo"]
    switch (lens, server) {
    case let (lens as [String: Any], server as [String: Any]):
        var found: [String] = []
        for (key, value) in lens {
            guard let other = server[key] else {
                found.append("\(path).\(key): read by the lens, absent from the response")
                continue
            }
            found += differences(lens: value, server: other, authored: authored, at: "\(path).\(key)")
        }
        for key in server.keys where lens[key] == nil {
            // `__isT`, the discriminator the text adds on an abstract type `T`: no author may alias so.
            if key.hasPrefix("__is") { continue }
            if compilerAdded.contains(key) && !authored.selected(key, at: path) { continue }
            found.append("\(path).\(key): in the response, not read by the lens")
        }
        return found
    case let (lens as [Any], server as [Any]):
        guard lens.count == server.count else { return ["\(path): \(lens.count) elements, not \(server.count)"] }
        return zip(lens, server).enumerated().flatMap {
            differences(lens: $1.0, server: $1.1, authored: authored, at: "\(path)[\($0)]")
        }
    default:
        return JSONScalar.same(lens, server) ? [] : ["\(path): \(JSONScalar.text(lens)), not \(JSONScalar.text(server))"]
    }
}

/// The lens's JSON rendering as the Foundation object the comparison reads.
@MainActor
func foundationJSON(of lens: some Lens) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(lens.jsonValue.json.utf8), options: [.fragmentsAllowed])
}

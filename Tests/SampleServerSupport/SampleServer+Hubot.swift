import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// hubot, the sample data's other person, acting through the server as anyone else
/// would: what the live tests watch another token do.
extension SampleServer {
    /// hubot's token on the GitHub endpoint.
    public static let hubotToken = "ghp_sampleHubotToken00000000000000000000"

    /// Sends `query` to the GitHub endpoint as hubot; throws when the server refuses it.
    public func asHubot(_ query: String) async throws {
        var request = URLRequest(url: gitHubEndpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("bearer \(Self.hubotToken)", forHTTPHeaderField: "Authorization")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["query": query])
        let (body, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode
        let text = String(decoding: body, as: UTF8.self)
        guard status == 200, !text.contains("\"errors\"") else {
            throw SampleServerError.controlFailed(what: "act as hubot", status: status, message: text)
        }
    }

    /// hubot stars (`addStar`) or unstars (`removeStar`) the starrable `id`.
    public func hubotStars(_ id: String, _ starred: Bool) async throws {
        try await asHubot("mutation { \(starred ? "addStar" : "removeStar")(input: {starrableId: \"\(id)\"}) { clientMutationId } }")
    }
}

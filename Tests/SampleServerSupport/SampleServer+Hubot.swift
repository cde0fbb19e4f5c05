import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// hubot, the sample data's other person, acting through the server as anyone else
/// would: what the live tests watch another token do.
extension SampleServer {
    /// hubot's token on the GitHub endpoint.
    public static let hubotToken = "ghp_sampleHubotToken00000000000000000000"

    /// Sends `query` to the GitHub endpoint as hubot; the response's text. Throws when
    /// the server refuses it.
    @discardableResult
    public func asHubot(_ query: String) async throws -> String {
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
        return text
    }

    /// The bodies of the last `count` comments on issue `number` of `owner/name`, as
    /// hubot reads them.
    public func commentBodies(on nameWithOwner: String, issue number: Int, last count: Int = 5) async throws -> [String] {
        let parts = nameWithOwner.split(separator: "/")
        let text = try await asHubot(
            "{ repository(owner: \"\(parts[0])\", name: \"\(parts[1])\") { issue(number: \(number)) "
                + "{ comments(last: \(count)) { nodes { body } } } } }")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let data = object?["data"] as? [String: Any]
        let issue = (data?["repository"] as? [String: Any])?["issue"] as? [String: Any]
        let nodes = (issue?["comments"] as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
        return nodes.compactMap { $0["body"] as? String }
    }

    /// hubot stars (`addStar`) or unstars (`removeStar`) the starrable `id`.
    public func hubotStars(_ id: String, _ starred: Bool) async throws {
        try await asHubot("mutation { \(starred ? "addStar" : "removeStar")(input: {starrableId: \"\(id)\"}) { clientMutationId } }")
    }
}

extension SampleServer {
    /// hubot comments `body` on issue or pull request `number` of `owner/name`, which
    /// notifies those who take part in it (their inboxes' next poll shows it).
    public func hubotComments(_ body: String, on nameWithOwner: String, number: Int, pullRequest: Bool) async throws {
        let parts = nameWithOwner.split(separator: "/")
        let field = pullRequest ? "pullRequest" : "issue"
        let text = try await asHubot("{ repository(owner: \"\(parts[0])\", name: \"\(parts[1])\") { \(field)(number: \(number)) { id } } }")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let repository = (object?["data"] as? [String: Any])?["repository"] as? [String: Any]
        guard let id = (repository?[field] as? [String: Any])?["id"] as? String else {
            throw SampleServerError.controlFailed(what: "find \(nameWithOwner)#\(number)", status: nil, message: text)
        }
        try await asHubot("mutation { addComment(input: {subjectId: \"\(id)\", body: \"\(body)\"}) { clientMutationId } }")
    }

    /// Sets the `X-Poll-Interval` the notifications inbox answers with, from now on.
    public func setPollInterval(seconds: Int) async throws {
        var request = URLRequest(url: controlEndpoint.appendingPathComponent("github/poll-interval"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["seconds": seconds])
        let (body, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode
        guard status == 200 else {
            throw SampleServerError.controlFailed(what: "set the poll interval", status: status, message: String(decoding: body, as: UTF8.self))
        }
    }
}

import Baton
import Foundation

/// GitHub's notifications inbox (`/notifications`), which its GraphQL API does not
/// serve: a page of threads, asked conditionally as GitHub asks (a 304 when nothing
/// changed since `Last-Modified`), and the marks a person puts on them.
extension GitHubREST {
    /// One page of the inbox, and what GitHub said of the next poll and page.
    struct NotificationsPage: Equatable {
        let threads: [InboxThreadJSON]
        /// `Last-Modified`, sent back as `If-Modified-Since` by the next poll.
        let lastModified: String?
        /// `X-Poll-Interval`: the least seconds before the next poll.
        let pollInterval: Int?
        /// The page `Link` names `next`; nil on the last.
        let nextPage: Int?
    }

    /// GitHub's most threads a page.
    static let threadsPerPage = 50

    /// Page `page` of every thread, read ones too, newest first (those the viewer takes
    /// part in alone, when `participating`); nil when GitHub says nothing changed since
    /// `ifModifiedSince` (304).
    func notifications(page: Int, participating: Bool = false, ifModifiedSince: String?) async throws(GitHubRESTError) -> NotificationsPage? {
        var components = URLComponents(url: root.appendingPathComponent("notifications"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "all", value: "true"), URLQueryItem(name: "participating", value: String(participating)),
                                  URLQueryItem(name: "page", value: String(page)),
                                  URLQueryItem(name: "per_page", value: String(Self.threadsPerPage))]
        guard let url = components?.url else { throw .transport(.invalidRequest("no address for page \(page) of the notifications")) }
        let answer = try await send("GET", url, headers: ifModifiedSince.map { ["If-Modified-Since": $0] } ?? [:],
                                    reading: ["Last-Modified", "X-Poll-Interval", "Link"])
        guard answer.status != 304 else { return nil }
        return NotificationsPage(threads: try InboxThreadJSON.page(answer.bytes), lastModified: answer.headers["Last-Modified"],
                                 pollInterval: answer.headers["X-Poll-Interval"].flatMap { Int($0) },
                                 nextPage: answer.headers["Link"].flatMap(Self.nextPage))
    }

    /// Marks a thread read (GitHub answers 205).
    func markThreadRead(_ id: String) async throws(GitHubRESTError) {
        _ = try await send("PATCH", root.appendingPathComponent("notifications/threads").appendingPathComponent(id))
    }

    /// Marks a thread done: it leaves the inbox (GitHub answers 204).
    func markThreadDone(_ id: String) async throws(GitHubRESTError) {
        _ = try await send("DELETE", root.appendingPathComponent("notifications/threads").appendingPathComponent(id))
    }

    /// Marks every thread read (GitHub answers 205, or 202 when it works on it after).
    func markAllRead() async throws(GitHubRESTError) {
        _ = try await send("PUT", root.appendingPathComponent("notifications"), body: Data(#"{"read":true}"#.utf8))
    }

    /// The page `rel="next"` of a `Link` header names: `<...&page=2&...>; rel="next"`.
    static func nextPage(in link: String) -> Int? {
        for part in link.split(separator: ",") where part.contains(#"rel="next""#) {
            guard let open = part.firstIndex(of: "<"), let close = part.firstIndex(of: ">"),
                  let url = URLComponents(string: String(part[part.index(after: open)..<close])) else { continue }
            return url.queryItems?.first { $0.name == "page" }?.value.flatMap { Int($0) }
        }
        return nil
    }
}

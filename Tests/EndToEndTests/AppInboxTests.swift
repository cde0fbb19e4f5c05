import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// The notifications inbox in the built binary, against a server of the test's own
/// polled every second: hubot's comment reaches mona's inbox at the next poll; a mark
/// read shows at once and stays, a mark done GitHub refuses comes back with its words;
/// the store's dump holds the threads under the inbox's types, and a relaunch with the
/// server down draws the inbox from the image.
@Suite(.sampleServer)
struct AppInboxTests {
    private func inbox(_ rows: [String]) -> Int? {
        guard let bar = rows.first(where: { $0.contains("Inbox (") }),
              let open = bar.range(of: "Inbox ("), let close = bar[open.upperBound...].firstIndex(of: ")") else { return nil }
        return Int(bar[open.upperBound..<close])
    }

    private func selected(_ rows: [String]) -> String? {
        rows.first { $0.hasPrefix("›") }
    }

    @Test func aCommentReachesTheInboxAndItsMarksShowAtOnce() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        try await server.setPollInterval(seconds: 1)
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let unread: Int
        var total = 0
        do {
            let app = try GitHubApp.launch(cache: cache, width: 140, height: 30, server: server, dashboard: true)
            try await app.waitFor("the dashboard") { inbox($0) != nil }
            // Before the first section is the last: the inbox.
            try await app.send("Left")
            let first = try await app.waitFor("the inbox") { rows in rows.contains { $0.contains("unread of") } && selected(rows) != nil }
            unread = try #require(inbox(first))

            try await server.hubotComments("Looks right to me", on: "mona/audio-dotfiles", number: 17, pullRequest: true)
            let commented = try await app.waitFor("hubot's comment at the next poll") { rows in
                selected(rows).map { $0.contains("● mona/audio-dotfiles") && $0.contains("commented") } == true
                    && inbox(rows) == unread + 1
            }
            // The tab's title counts them too.
            #expect(commented[0].contains("2 GitHub (\(unread + 1))"), "\(commented[0])")
            let heading = try #require(commented.first { $0.contains("\(unread + 1) unread of") })
            total = try #require(heading.split(separator: " ").last.flatMap { Int($0) })

            // Read at once, though GitHub takes four seconds to say so; then done, which GitHub refuses.
            try await server.armFault("delay=4s", matching: "notifications.read")
            try await app.send("m")
            let read = try await app.waitFor("read at once", timeout: .seconds(2)) { inbox($0) == unread }
            #expect(!read.contains { $0.hasPrefix("›● mona/audio-dotfiles") })
            try await Task.sleep(for: .seconds(5))
            try await app.waitFor("still read") { inbox($0) == unread }

            try await server.armFault("status=500", matching: "notifications.done")
            let before = try #require(selected(try await app.waitFor("a selection") { selected($0) != nil }))
            try await app.send("d")
            try await app.waitFor("the refusal, and the thread back") { rows in
                rows.contains { $0.contains("Could not mark done") } && selected(rows) == before
            }
            try await app.send("q")
            try await app.waitFor(text: "exited 0")
        }

        // The store's dump, read from the image the app left: the threads under the inbox's own types.
        let fetched = try BatonTUI.run(["fetch", "InboxQuery", "--api", "github", "--endpoint", server.gitHubEndpoint.absoluteString,
                                        "--cache-dir", cache.path, "--policy", "store-only", "--dump"],
                                       environment: ["GH_ENTERPRISE_TOKEN": try SampleServer.gitHubToken()])
        #expect(fetched.status == 0, "\(fetched.stderr)")
        let dump = fetched.stdout
        #expect(dump.contains("NotificationThread"), "\(dump.prefix(2000))")
        #expect(dump.contains("NotificationInbox"))
        #expect(dump.contains("Looks right") == false)
        server.stop()

        let offline = try GitHubApp.launch(cache: cache, width: 140, height: 30, server: server, dashboard: true)
        let rows = try await offline.waitFor("the inbox from the image, and the failure") { rows in
            rows.contains { $0.contains("unread of") } && rows.contains { $0.contains("cannot be reached") }
        }
        // As it was left: hubot's thread among them, read.
        #expect(rows.contains { $0.contains("\(unread) unread of \(total)") }, "\(rows)")
        #expect(inbox(rows) == unread)
        try await offline.send("C-c")
    }
}

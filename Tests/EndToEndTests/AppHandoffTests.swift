import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// `o`, `y` and `Y` in the built binary: the selected repository opened by `$BROWSER`
/// (a script that writes down what it was given), its link and its name put on the
/// clipboard through OSC 52 (tmux, with `set-clipboard on`, keeps them as its buffer),
/// each said in the status line; an issue's and a pull request's the same on their screens.
@Suite(.sampleServer)
struct AppHandoffTests {
    @Test func openCopyLinkAndCopyName() async throws {
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let (app, opened, name) = try await launched(in: cache)
        let url = "https://github.com/\(name)"

        try await expectHandedOn(url, name, by: app, browsed: opened)

        try await app.send("Enter")
        try await app.waitFor(text: "Open issues")
        try await app.send("Enter")
        let issue = try await app.waitFor("the issue") { rows in rows.contains { $0.contains("opened by") } }
        let number = try #require(issue.first { $0.hasPrefix("#") }?.split(separator: " ").first.map { String($0.dropFirst()) })
        try await app.send("Y")
        try await app.waitFor(text: "Copied \(name)#\(number)")
        #expect(try app.pasteBuffer() == "\(name)#\(number)")
        try await app.send("q", "q", "q")
        try await app.waitFor(text: "exited 0")
    }

    /// A repository's pull requests, one of them read to its end, opened and copied.
    @Test func aPullRequestOpenedAndCopied() async throws {
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let (app, opened, name) = try await launched(in: cache)

        try await app.send("Enter")
        try await app.waitFor(text: "Open issues")
        try await app.send("t")
        try await app.waitFor(text: "Open pull requests")
        try await app.send("Enter")
        let pullRequest = try await app.waitFor("the pull request") { rows in rows.contains { $0.contains("wants to merge") } }
        let number = try #require(pullRequest.first { $0.hasPrefix("#") }?.split(separator: " ").first.map { String($0.dropFirst()) })
        try await app.waitFor(text: "Comments (")
        try await app.send("G")
        let url = "https://github.com/\(name)/pull/\(number)"
        try await expectHandedOn(url, "\(name)#\(number)", by: app, browsed: opened)
        try await app.send("q", "q", "q")
        try await app.waitFor(text: "exited 0")
    }

    /// The app on the GitHub tab in `cache`, its `$BROWSER` a script that writes what it
    /// was given to the file returned, and tmux keeping OSC 52 copies as its buffer; once
    /// the repositories show, with the selected one's name (the row marked `›`).
    private func launched(in cache: URL) async throws -> (TmuxSession, URL, String) {
        let server = try SampleServer.required()
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let opened = cache.appendingPathComponent("opened.txt")
        let browser = cache.appendingPathComponent("browser")
        try "#!/bin/sh\necho \"$1\" >> \(opened.path)\n".write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        let app = try TmuxSession(["/usr/bin/env", "GH_ENTERPRISE_TOKEN=\(try SampleServer.gitHubToken())", "BROWSER=\(browser.path)",
                                   try BatonTUI.binary().path, "--api", "github", "--github-endpoint",
                                   server.gitHubEndpoint.absoluteString, "--cache-dir", cache.path], width: 120, height: 30)
        try app.setServerOption("set-clipboard", "on")
        let list = try await app.waitFor("the repositories") { rows in rows.contains { $0.contains("★ ") && $0.contains("/") } }
        let selected = try #require(list.first { $0.hasPrefix("›") })
        let name = try #require(selected.split(separator: " ").first { $0.contains("/") }.map(String.init))
        return (app, opened, name)
    }

    /// `o` opens `url` in the browser, `y` copies it and `Y` copies `reference`, each said
    /// in the status line.
    private func expectHandedOn(_ url: String, _ reference: String, by app: TmuxSession, browsed opened: URL) async throws {
        try await app.send("o")
        try await app.waitFor(text: "Opened \(url) in the browser")
        #expect(try await browsed(opened) == url + "\n")
        try await app.send("y")
        try await app.waitFor(text: "Copied \(url)")
        #expect(try app.pasteBuffer() == url)
        try await app.send("Y")
        try await app.waitFor(text: "Copied \(reference)")
        #expect(try app.pasteBuffer() == reference)
    }

    /// What the browser script wrote down. It runs apart from the app: its note may land
    /// a moment after the status line said it opened.
    private func browsed(_ opened: URL) async throws -> String? {
        var argument: String?
        for _ in 0..<100 where argument == nil {
            argument = try? String(contentsOf: opened, encoding: .utf8)
            if argument == nil { try await Task.sleep(for: .milliseconds(50)) }
        }
        return argument
    }
}

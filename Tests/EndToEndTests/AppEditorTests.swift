import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// Ctrl-E in the built binary's composer: the draft goes to `$EDITOR` (a script that
/// adds a line), the app takes the terminal back drawn whole, and the comment sent is
/// what the editor left. A Ctrl-C while the editor holds the terminal is the editor's.
/// On the way, the status line names the viewer.
@Suite(.sampleServer)
struct AppEditorTests {
    @Test func theDraftIsWrittenInTheEditorAndSent() async throws {
        let server = try SampleServer.required()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let editor = cache.appendingPathComponent("editor")
        // Interrupts its process group (the app's too) when the draft asks it to.
        try """
            if grep -q interrupt "$1"; then kill -INT 0; fi
            printf '\\nfrom the editor\\n' >> "$1"
            """.write(to: editor, atomically: true, encoding: .utf8)

        let app = try TmuxSession(["/usr/bin/env", "GH_ENTERPRISE_TOKEN=\(try SampleServer.gitHubToken())",
                                   "EDITOR=sh \(editor.path)", "VISUAL=",
                                   try BatonTUI.binary().path, "--api", "github", "--github-endpoint",
                                   server.gitHubEndpoint.absoluteString, "--cache-dir", cache.path], width: 100, height: 30)
        try await app.waitFor("the repositories") { rows in rows.contains { $0.contains("★ ") && $0.contains("/") } }
        // The status line names who is signed in, in place of the endpoint.
        let rows = try await app.waitFor("the viewer's login") { rows in rows.contains { $0.hasSuffix(" @mona  ? keys") } }
        #expect(!rows.contains { $0.contains("127.0.0.1") })
        try await app.send("Enter")
        try await app.waitFor(text: "Open issues")
        try await app.send("Enter")
        let issue = try await app.waitFor("the issue's comments") { rows in rows.contains { $0.hasPrefix("Comments (") } }
        // The trail ends with the issue's name: owner/name#N.
        let reference = try #require(issue.joined(separator: " ").split(separator: " ")
            .last { $0.contains("/") && $0.contains("#") })
        let nameWithOwner = String(reference.split(separator: "#")[0])
        let number = try #require(Int(reference.split(separator: "#")[1]))
        let word = "edited-\(UInt32.random(in: 0..<UInt32.max))"

        try await app.send("c")
        try await app.waitFor(text: "New comment")
        try await app.sendLiteral("interrupt")
        try await app.send("C-e")
        // The editor was interrupted: the app is still there, the draft as it was. (The
        // status line cuts the notice, "…ended with status 130: the draft is as it was",
        // after the script's long path.)
        try await app.waitFor(text: "The editor `sh \(editor.path.prefix(20))")
        #expect(try await app.screen().contains { $0.contains("interrupt") })
        for _ in "interrupt" { try await app.send("BSpace") }

        try await app.sendLiteral(word)
        try await app.send("C-e")
        // Back from the editor, the whole screen is drawn again with the editor's line.
        let back = try await app.waitFor("the edited draft") { rows in rows.contains { $0.contains("from the editor") } }
        #expect(back.contains { $0.hasPrefix("Comments (") })
        #expect(back.contains { $0.contains(word) })
        try await app.send("C-s")
        try await app.waitFor("the comment sent") { rows in
            !rows.contains { $0.contains("New comment") } && rows.contains { $0.contains(word) }
        }
        try await app.send("q", "q", "q")
        try await app.waitFor(text: "exited 0")
        let bodies = try await server.commentBodies(on: nameWithOwner, issue: number)
        #expect(bodies.last == "\(word)\nfrom the editor")
    }
}

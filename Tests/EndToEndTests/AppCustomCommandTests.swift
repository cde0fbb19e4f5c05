import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// The person's own commands in the built binary: a key the configuration gives runs its
/// command with the selected issue's values filled in, the terminal lent to it, and the
/// app drawn again after; a command that fails is said with its exit status.
@Suite(.sampleServer)
struct AppCustomCommandTests {
    @Test func aCommandGetsTheSelectedIssuesValuesAndAFailureIsSaid() async throws {
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let written = cache.appendingPathComponent("values")
        let file = cache.appendingPathComponent("config.yml")
        try """
            github:
              sections: []
            keybindings:
              custom:
                - key: U
                  name: print the values
                  command: "printf '%s %s %s' {{.RepoNameWithOwner}} {{.Number}} {{.Url}} > \(written.path)"
                - key: Z
                  name: fail
                  command: "exit 3"

            """.write(to: file, atomically: true, encoding: .utf8)
        let app = try GitHubApp.launch(cache: cache, arguments: ["--config", file.path])
        try await app.waitFor("the repositories") { rows in rows.contains { $0.contains("★ ") && $0.contains("/") } }
        try await app.send("?")
        try await app.waitFor(text: "run print the values")
        try await app.send("Escape")
        try await app.send("Enter")
        try await app.waitFor(text: "Open issues")
        // The trail ends with the repository's name; the first issue is selected.
        let rows = try await app.waitFor("the first issue") { rows in rows.contains { $0.contains("#") && $0.contains("open") } }
        let nameWithOwner = try #require(rows[1].split(separator: " ").last.map(String.init))
        try await app.send("U")
        let values = try await contents(of: written)
        let words = values.split(separator: " ").map(String.init)
        #expect(words.count == 3, "\(values)")
        #expect(words.first == nameWithOwner)
        let number = try #require(words.dropFirst().first.flatMap { Int($0) })
        #expect(rows.contains { $0.contains("#\(number) ") })
        #expect(words.last?.hasSuffix("/\(nameWithOwner)/issues/\(number)") == true)
        // Back from the command, the screen is drawn again whole.
        try await app.waitFor(text: "Open issues")

        try await app.send("Z")
        try await app.waitFor(text: "“fail” failed with exit status 3")
        try await app.send("C-c")
    }

    /// What the command wrote, once it is there.
    private func contents(of file: URL) async throws -> String {
        for _ in 0..<300 {
            if let text = try? String(contentsOf: file, encoding: .utf8), !text.isEmpty { return text }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw CocoaError(.fileNoSuchFile)
    }
}

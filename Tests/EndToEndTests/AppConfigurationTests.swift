import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// The configuration file in the built binary: the default place under
/// `XDG_CONFIG_HOME`, a key it rebinds working on the next launch, a broken file
/// refusing the launch with where it is broken, and `config` saying what stands.
@Suite(.sampleServer)
struct AppConfigurationTests {
    private func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baton-tui-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("baton-tui"), withIntermediateDirectories: true)
        return directory
    }

    @Test func aRebindingInTheDefaultFileQuitsWithItsKeyAndOpensOnItsTab() async throws {
        let home = try directory()
        defer { try? FileManager.default.removeItem(at: home) }
        try "defaults:\n  tab: rickandmorty\nkeybindings:\n  back: z\n"
            .write(to: home.appendingPathComponent("baton-tui/config.yml"), atomically: true, encoding: .utf8)
        let server = try SampleServer.required()
        let app = try TmuxSession(["/usr/bin/env", "XDG_CONFIG_HOME=\(home.path)", try BatonTUI.binary().path,
                                   "--rickandmorty-endpoint", server.rickAndMortyEndpoint.absoluteString,
                                   "--cache-dir", home.appendingPathComponent("cache").path], width: 100, height: 30)
        try await app.waitFor(text: "Rick Sanchez")
        try await app.send("?")
        let namesZ = { (rows: [String]) in rows.contains { $0.contains("z ") && $0.contains("back; on a tab's first screen, quit") } }
        try await app.waitFor("the help naming z", namesZ)
        try await app.send("Escape")
        try await app.waitFor("the help closed") { rows in !namesZ(rows) }
        // q is no longer back: the help it is followed by still opens, so the app did
        // not quit; then z quits from the first screen.
        try await app.send("q", "?")
        try await app.waitFor("the help after q", namesZ)
        try await app.send("Escape", "z")
        try await app.waitFor(text: "exited 0")
    }

    @Test func aThemesSelectionColorReachesTheTerminal() async throws {
        let home = try directory()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("theme.yml")
        try "theme:\n  selection: blue\n".write(to: file, atomically: true, encoding: .utf8)
        let server = try SampleServer.required()
        // A terminal with colors, whatever the test runner's environment says about them.
        let app = try TmuxSession(["/usr/bin/env", "-u", "NO_COLOR", "TERM=xterm-256color", try BatonTUI.binary().path,
                                   "--config", file.path, "--no-cache",
                                   "--rickandmorty-endpoint", server.rickAndMortyEndpoint.absoluteString], width: 100, height: 30)
        try await app.waitFor(text: "Rick Sanchez")
        let styled = try await app.styledScreen()
        // The selected row is drawn over blue (SGR 44), not reversed (SGR 7).
        let row = try #require(styled.first { $0.contains("Rick Sanchez") })
        #expect(row.contains("44m") || row.contains(";44"), "\(row.debugDescription)")
        #expect(!row.contains("[7m") && !row.contains(";7m"))
        try await app.send("C-c")

        // With NO_COLOR the selection is reversed again rather than lost.
        let plain = try TmuxSession(["/usr/bin/env", "NO_COLOR=1", "TERM=xterm-256color", try BatonTUI.binary().path,
                                     "--config", file.path, "--no-cache",
                                     "--rickandmorty-endpoint", server.rickAndMortyEndpoint.absoluteString], width: 100, height: 30)
        try await plain.waitFor(text: "Rick Sanchez")
        let reversed = try #require(try await plain.styledScreen().first { $0.contains("Rick Sanchez") })
        #expect(reversed.contains("7m") && !reversed.contains("44"), "\(reversed.debugDescription)")
        try await plain.send("C-c")
    }

    /// Configured sections are the dashboard's: a search of repositories (an entry
    /// without a type), then one of issues, each with its count, → showing the next.
    @Test func theConfiguredSectionsAreTheDashboards() async throws {
        let home = try directory()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("sections.yml")
        try """
            github:
              sections:
                - title: Mona's
                  query: "user:mona"
                - title: Assigned issues
                  type: issues
                  query: "is:open is:issue assignee:@me"
            """.write(to: file, atomically: true, encoding: .utf8)
        let server = try SampleServer.required()
        let app = try TmuxSession(["/usr/bin/env", "GH_ENTERPRISE_TOKEN=\(try SampleServer.gitHubToken())", try BatonTUI.binary().path,
                                   "--api", "github", "--config", file.path, "--no-cache",
                                   "--github-endpoint", server.gitHubEndpoint.absoluteString,
                                   "--rickandmorty-endpoint", server.rickAndMortyEndpoint.absoluteString], width: 120, height: 30)
        try await app.waitFor(text: "GitHub › Mona's")
        try await app.waitFor("the section's results") { rows in rows.contains { $0.hasPrefix("60 repositories") } }
        try await app.waitFor(text: "Mona's (60) │ Assigned issues (6) │ Your repositories")
        try await app.send("Right")
        try await app.waitFor(text: "GitHub › Assigned issues")
        let screen = try await app.waitFor("the issues") { rows in rows.contains { $0.hasPrefix("6 issues and pull requests") } }
        #expect(screen.filter { $0.contains(" open ") && $0.contains("#") }.count == 6)
        try await app.send("C-c")
    }

    @Test func aBrokenFileStopsTheLaunchWithWhereItIsBroken() throws {
        let home = try directory()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("broken.yml")
        try "keybindings:\n  star: j\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try BatonTUI.run(["--config", file.path, "--no-cache"])
        #expect(run.status == 2)
        #expect(run.stderr == """
            \(file.path):2:9: error: j is already the lists' “the next row”; “star” needs another key
              star: j
                    ^

            """)
        let check = try BatonTUI.run(["config", "--check", file.path])
        #expect(check.status == 1)
        #expect(check.stderr == run.stderr)
    }

    @Test func configSaysWhatStandsAndWhereItCameFrom() throws {
        let home = try directory()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("baton-tui/config.yml")
        try "keybindings:\n  star: \"*\"\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try BatonTUI.run(["config"], environment: ["XDG_CONFIG_HOME": home.path])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "# \(file.path) over the defaults")
        #expect(lines.contains { $0.hasPrefix("keybindings.star: *") && $0.hasSuffix("(\(file.path):2)") })
        #expect(lines.contains { $0.hasPrefix("keybindings.back: q") && $0.hasSuffix("(default)") })
        let none = try BatonTUI.run(["config"], environment: ["XDG_CONFIG_HOME": home.appendingPathComponent("none").path])
        #expect(none.stdout.hasPrefix("# the defaults: no configuration file\n"))
    }
}

import TerminalTesting
import Testing

/// The app's command line before any terminal is touched: help, and usage errors
/// that exit 2 with what is wrong.
struct AppUsageTests {
    @Test func helpListsTheAppsFlagsAndFetch() throws {
        let run = try BatonTUI.run(["--help"])
        #expect(run.status == 0)
        for flag in ["--api rickandmorty|github", "--rickandmorty-endpoint URL", "--github-endpoint URL",
                     "--cache-dir DIR", "--no-cache", "--log FILE", "fetch OPERATION"] {
            #expect(run.stdout.contains(flag), "\(flag)")
        }
    }

    @Test func badFlagsExitTwoAndSayWhy() throws {
        let conflicting = try BatonTUI.run(["--no-cache", "--cache-dir", "/tmp/x"])
        #expect(conflicting.status == 2)
        #expect(conflicting.stderr.contains("--cache-dir and --no-cache cannot be given together"))
        let endpoint = try BatonTUI.run(["--rickandmorty-endpoint", "ftp://example.com/graphql"])
        #expect(endpoint.status == 2)
        #expect(endpoint.stderr.contains("--rickandmorty-endpoint does not take `ftp://example.com/graphql`"))
        let api = try BatonTUI.run(["--api", "gitlab"])
        #expect(api.status == 2)
        #expect(api.stderr.contains("--api does not take `gitlab`"))
        let unknown = try BatonTUI.run(["--colour"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown option '--colour'"))
    }

    @Test func aTerminalThatCannotMoveTheCursorIsRefusedInWords() async throws {
        let app = try TmuxSession(["/usr/bin/env", "TERM=dumb", try BatonTUI.binary().path, "--no-cache",
                                   "--rickandmorty-endpoint", "http://127.0.0.1:9/graphql"], width: 100, height: 10)
        let screen = try await app.waitFor(text: "exited 1")
        #expect(screen.contains { $0.contains(#"the terminal type "dumb" cannot move the cursor"#) })
    }

    @Test func aLogFileThatCannotBeWrittenExitsOne() throws {
        let run = try BatonTUI.run(["--log", "/nonexistent-directory/baton-tui.log", "--no-cache"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot append to the log file /nonexistent-directory/baton-tui.log"))
    }
}

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

    /// Each command's `--help` is its own usage, on stdout, exit 0: its forms first,
    /// its own options, none of another command's.
    @Test(arguments: [
        ("fetch", "--dump", "--count"), ("subscribe", "--count N", "--dump"), ("config", "--check FILE", "--endpoint"),
    ])
    func eachCommandAnswersHelpWithItsOwnUsage(command: String, own: String, other: String) throws {
        for flag in ["--help", "-h"] {
            let run = try BatonTUI.run([command, flag])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.hasPrefix("usage: baton-tui \(command) "), "\(run.stdout)")
            #expect(run.stdout.contains(own) && run.stdout.contains("-h, --help"))
            #expect(!run.stdout.contains(other))
            #expect(!run.stdout.contains("The terminal app"))
            #expect(run.stderr.isEmpty)
        }
        // Help wins over what else is wrong with the line, as long as it reads.
        let beside = try BatonTUI.run([command, "--help", "Anything"])
        #expect(beside.status == 0 && beside.stdout.hasPrefix("usage: baton-tui \(command) "))
    }

    /// `--help` and `--version` anywhere among the app's flags, not only first.
    @Test func helpAndVersionAnswerAmongTheAppsFlags() throws {
        let help = try BatonTUI.run(["--no-cache", "-h"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("usage: baton-tui [--api"))
        for form in ["baton-tui fetch OPERATION", "baton-tui subscribe OPERATION", "baton-tui config --check FILE",
                     "baton-tui --help | --version", "--list-operations"] {
            #expect(help.stdout.contains(form), "\(form)")
        }
        let version = try BatonTUI.run(["--no-cache", "--version"])
        #expect(version.status == 0)
        #expect(version.stderr.isEmpty)
        #expect(version.stdout.wholeMatch(of: /baton-tui \d+\.\d+\.\d+ \(commit ([0-9a-f]{12,}(-modified)?|unknown)\)\n/) != nil,
                "\(version.stdout)")
    }

    /// What the shells' completions read: the names each command runs, of one API or both.
    @Test func listOperationsNamesWhatEachCommandRuns() throws {
        let queries = try BatonTUI.run(["fetch", "--list-operations"])
        #expect(queries.status == 0)
        let names = queries.stdout.split(separator: "\n").map(String.init)
        #expect(names.contains("CharactersScreenQuery") && names.contains("IssueScreenQuery"))
        #expect(!names.contains("StarCountSubscription"))
        let github = try BatonTUI.run(["subscribe", "--list-operations", "--api", "github"])
        #expect(github.status == 0)
        #expect(github.stdout.split(separator: "\n") == ["StarCountSubscription", "IssueCommentSubscription"])
        let rickAndMorty = try BatonTUI.run(["fetch", "--list-operations", "--api=rickandmorty"])
        #expect(rickAndMorty.stdout.contains("CharactersScreenQuery\n") && !rickAndMorty.stdout.contains("IssueScreenQuery"))
        let both = try BatonTUI.run(["fetch", "--list-operations", "CharactersScreenQuery"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--list-operations and an operation cannot be given together"))
        let none = try BatonTUI.run(["fetch", "--json"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("no operation named; --help gives the form, --list-operations the names"))
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

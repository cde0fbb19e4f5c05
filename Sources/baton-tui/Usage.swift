import CommandLineOptions

/// The help text of the app and its commands; the options' lines come from the
/// tables the parse reads.
enum Usage {
    static let text: String = {
        func lines(_ table: [CommandOption]) -> String {
            table.map { $0.helpLine(column: 24) }.joined(separator: "\n")
        }
        return """
            usage: baton-tui [--api rickandmorty|github] [--rickandmorty-endpoint URL]
                             [--github-endpoint URL] [--cache-dir DIR | --no-cache] [--log FILE]
                             [--no-mouse] [--live off|sse|websocket] [--config FILE]
                   baton-tui fetch OPERATION [options] (--dump | --json)
                   baton-tui subscribe OPERATION [options]
                   baton-tui config [--config FILE] | baton-tui config --check FILE
                   baton-tui --help | --version

            The terminal app:
            \(lines(AppOptions.table))
            Keys: ? in the app lists them.

            config prints the configuration the app runs with, each setting with where it
            came from; --check FILE checks a file:
            \(lines(ConfigCommand.table))

            fetch runs one compiled operation through the runtime (transport, ingest,
            commit, lenses) and prints the result:
            \(lines(FetchOptions.outputs))
            options:
            \(lines(FetchOptions.table))

            subscribe runs a compiled subscription through the runtime and prints each
            event's data read back through its lenses, one JSON line an event:
            \(lines(SubscribeOptions.table))

            Options take their value after a space or an `=`; `--` ends the options.
            The GitHub token is read from GITHUB_TOKEN, else GH_TOKEN, else `gh auth token`
            when the GitHub CLI is installed; it is never printed or logged.
            A failure exits 1 with its kind and message on stderr; bad usage exits 2.
            """
    }()
}

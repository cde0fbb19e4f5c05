import CommandLineOptions

/// The help texts of the app and of each command; the options' lines come from the
/// tables the parse reads.
enum Usage {
    static let app = CommandUsage(
        forms: ["""
            [--api rickandmorty|github] [--rickandmorty-endpoint URL]
            [--github-endpoint URL] [--allow-insecure] [--cache-dir DIR | --no-cache]
            [--log FILE] [--no-mouse] [--live off|sse|websocket] [--config FILE]
            """],
        about: "The terminal app (? in it lists its keys):",
        sections: [(nil, AppOptions.table)])

    static let fetch = CommandUsage(
        forms: ["fetch OPERATION [options] (--dump | --json)", "fetch --list-operations [--api rickandmorty|github]"],
        about: """
            fetch runs one compiled operation through the runtime (transport, ingest,
            commit, lenses) and prints the result:
            """,
        sections: [(nil, FetchOptions.outputs), ("options:", FetchOptions.table)])

    static let subscribe = CommandUsage(
        forms: ["subscribe OPERATION [options]", "subscribe --list-operations [--api rickandmorty|github]"],
        about: """
            subscribe runs a compiled subscription through the runtime and prints each
            event's data read back through its lenses, one JSON line an event:
            """,
        sections: [(nil, SubscribeOptions.table)])

    static let config = CommandUsage(
        forms: ["config [--config FILE]", "config --check FILE"],
        about: """
            config prints the configuration the app runs with, each setting with where it
            came from; --check FILE checks a file:
            """,
        sections: [(nil, ConfigCommand.table)])

    /// `baton-tui --help`: every form, then the app's options and each command's.
    static let text: String = {
        let commands = [app, config, fetch, subscribe]
        return CommandUsage.synopsis(commands.flatMap(\.forms) + ["--help | --version"]) + "\n\n"
            + commands.map(\.part).joined(separator: "\n\n") + "\n\n" + notes
    }()

    /// What holds for every command.
    static let notes = """
        Options take their value after a space or an `=`; `--` ends the options.
        The GitHub token is read from GITHUB_TOKEN, else GH_TOKEN, else `gh auth token`
        when the GitHub CLI is installed; at a host other than api.github.com (GitHub
        Enterprise), from GH_ENTERPRISE_TOKEN, else GITHUB_ENTERPRISE_TOKEN, else
        `gh auth token --hostname HOST`. It is never printed or logged.
        A failure exits 1 with its kind and message on stderr; bad usage exits 2.
        """
}

extension CommandOption {
    static let help = CommandOption("--help", short: "-h", summary: "show this help")
    static let version = CommandOption("--version", summary: "print the release and the commit it was built from")
}

import CommandLineOptions

/// The text `--help` prints, from the commands' tables.
enum Help {
    static let overview: String = {
        var text = """
            OVERVIEW: The Baton compiler: checks GraphQL documents against a schema and prints
            the compact text a server receives.

            USAGE: batonc <command> [options] <files...>
                   batonc --help | --version

            COMMANDS:

            """
        for command in Command.allCases {
            text += "  " + command.rawValue.padding(12) + command.summary + "\n"
        }
        text += "\nOPTIONS:\n" + [CommandOption.help, .version].map { $0.helpLine(column: 30) }.joined(separator: "\n") + "\n"
        text += "\nFiles are .graphql documents, or directories searched for them.\n"
        text += "See 'batonc <command> --help' for a command's options.\n"
        return text
    }()

    static func text(for command: Command) -> String {
        "OVERVIEW: \(command.summary)\n\nUSAGE: \(command.usage)\n\nOPTIONS:\n"
            + command.options.map { $0.helpLine(column: 30) }.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string followed by spaces up to a width, and at least one.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}

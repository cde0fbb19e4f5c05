/// The text `--help` prints.
enum Help {
    static let overview: String = {
        var text = """
            OVERVIEW: The Baton compiler: checks GraphQL documents against a schema and prints
            the compact text a server receives.

            USAGE: batonc <command> [options] <files...>

            COMMANDS:

            """
        for command in Command.allCases {
            text += "  " + command.rawValue.padding(12) + command.summary + "\n"
        }
        // `generate` reads its own options (GenerateOptions) and prints its own help.
        text += "  " + "generate".padding(12) + "Generate Swift from documents: a file per document and the shared file.\n"
        text += "\nFiles are .graphql documents, or directories searched for them.\n"
        text += "See 'batonc <command> --help' for a command's options.\n"
        return text
    }()

    static func text(for command: Command) -> String {
        var text = "OVERVIEW: \(command.summary)\n\nUSAGE: \(command.usage)\n\nOPTIONS:\n"
        for option in command.options {
            let spelling = ([option.shortName].compactMap { $0 } + [option.name]).joined(separator: ", ")
                + (option.valueName.map { " " + $0 } ?? "")
            text += "  " + spelling.padding(28) + option.summary + "\n"
        }
        return text
    }
}

extension String {
    /// The string followed by spaces up to a width, and at least one.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}

import CommandLineOptions

/// One command's part of the help: the forms it is called in, what it does, and its
/// options under their headings. `baton-tui COMMAND --help` prints it alone; the
/// app's `--help` puts every command's together.
struct CommandUsage {
    /// Each form after `baton-tui `; a form's further lines are its continuation.
    var forms: [String]
    /// What the command does, ending where its options follow.
    var about: String
    var sections: [(heading: String?, options: [CommandOption])]

    /// The command's help as `--help` prints it: its forms, its part, the common notes.
    var text: String {
        Self.synopsis(forms) + "\n\n" + part + "\n\n" + Usage.notes
    }

    /// What it does and its options, without the forms.
    var part: String {
        ([about] + sections.map { section in
            (section.heading.map { [$0] } ?? []) + section.options.map { $0.helpLine(column: 24) }
        }.flatMap { $0 }).joined(separator: "\n")
    }

    /// The forms as `usage:` lines, each after `baton-tui`, a form's continuation
    /// lines indented under its first.
    static func synopsis(_ forms: [String]) -> String {
        let indent = String(repeating: " ", count: "usage: baton-tui ".count)
        return forms.enumerated().map { index, form in
            let lines = form.split(separator: "\n").map(String.init)
            let first = (index == 0 ? "usage: " : "       ") + "baton-tui " + lines[0]
            return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}

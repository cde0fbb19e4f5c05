/// One option of a command line: its spellings, the name of its value (none for a
/// flag), what it does, and whether it may be given more than once. Both executables
/// describe their options as tables of these; parsing and help read the same table.
public struct CommandOption: Hashable, Sendable {
    public let name: String
    public let shortName: String?
    /// Shown after the name in help, as `<baton.json>` or `URL`; nil for a flag.
    public let valueName: String?
    /// What the option does; further lines continue it, indented under the first.
    public let summary: String
    public let repeatable: Bool

    public init(_ name: String, short shortName: String? = nil, value valueName: String? = nil,
                repeatable: Bool = false, summary: String) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.repeatable = repeatable
        self.summary = summary
    }

    public var takesValue: Bool { valueName != nil }

    var spellings: [String] { [name] + (shortName.map { [$0] } ?? []) }

    /// The option as help lists it: `-h, --help`, `--config <baton.json>`.
    public var synopsis: String {
        ([shortName].compactMap { $0 } + [name]).joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
    }

    /// The option's help line, its summary starting at `column`; a synopsis too long
    /// for that puts the summary on the next line.
    public func helpLine(column: Int) -> String {
        let head = "  " + synopsis
        let indent = String(repeating: " ", count: column)
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var text = head.count < column - 1
            ? head + String(repeating: " ", count: column - head.count) + lines[0]
            : head + "\n" + indent + lines[0]
        for line in lines.dropFirst() { text += "\n" + indent + line }
        return text
    }
}

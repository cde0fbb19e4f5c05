/// Keys and what they do as the help overlay shows them: the keys' names in one
/// column, each description after them, aligned; at any width a description stays
/// in its column (`laidOut(_:in:)`).
public enum KeyHelp {
    public struct Entry: Equatable, Sendable {
        /// The keys as named on screen, `j/↓`.
        public let names: String
        public let description: String

        public init(keys: [Key], description: String) {
            self.init(names: keys.map(\.displayName).joined(separator: "/"), description: description)
        }

        /// Keys named in words where they are not one key each: "1 / 2", "F12 or `".
        public init(names: String, description: String) {
            self.names = names
            self.description = description
        }
    }

    /// Between the names and the description: two spaces, which no name holds, so a
    /// line says where its description starts.
    static let gap = "  "
    /// The narrowest description column worth wrapping in; narrower, a line is cut.
    static let narrowestDescription = 10

    public static func lines(_ entries: [Entry]) -> [String] {
        let column = entries.reduce(0) { max($0, $1.names.displayWidth) }
        return entries.map { entry in
            entry.names + String(repeating: " ", count: column - entry.names.displayWidth) + gap + entry.description
        }
    }

    /// A line of `lines` in `width` columns, no part of it left of its column or past
    /// the width: the description wrapped under its own column, indented there, while
    /// that column is at least `narrowestDescription` wide; else the line cut with "…",
    /// since a description wrapped a word or two a line reads worse than a cut one.
    /// A line without names (a blank between sections) wraps as text.
    public static func laidOut(_ line: String, in width: Int) -> [String] {
        guard width > 0 else { return [] }
        guard line.displayWidth > width else { return [line] }
        guard let gap = line.range(of: gap) else { return line.wrapped(to: width) }
        let start = line[gap.lowerBound...].firstIndex { $0 != " " } ?? line.endIndex
        let names = line[..<start]
        let column = names.displayWidth
        guard width - column >= narrowestDescription else { return [line.truncated(to: width)] }
        let indent = String(repeating: " ", count: column)
        return line[start...].wrapped(to: width - column).enumerated().map { index, part in
            (index == 0 ? String(names) : indent) + part
        }
    }
}

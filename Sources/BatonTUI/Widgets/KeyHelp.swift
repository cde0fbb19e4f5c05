/// Keys and what they do as the help overlay shows them: the keys' names in one
/// column, each description after them, aligned.
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

    public static func lines(_ entries: [Entry]) -> [String] {
        let column = entries.reduce(0) { max($0, $1.names.displayWidth) }
        return entries.map { entry in
            entry.names + String(repeating: " ", count: column - entry.names.displayWidth + 2) + entry.description
        }
    }
}

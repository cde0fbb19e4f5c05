/// Keys and what they do, each with a description; it answers keys and shows itself as the
/// help overlay, so the keys on screen and the keys that work are the same list.
@MainActor
public final class KeyMap: KeyHandling {
    public struct Binding {
        public let keys: [Key]
        public let description: String
        public let action: @MainActor () -> Void
    }

    public private(set) var bindings: [Binding] = []
    private var index: [Key: Int] = [:]

    public init() {}

    /// Binds keys to an action. A key bound already is an error: one key, one meaning.
    public func bind(_ keys: Key..., description: String, action: @escaping @MainActor () -> Void) throws(KeyMapError) {
        try bind(keys: keys, description: description, action: action)
    }

    public func bind(keys: [Key], description: String, action: @escaping @MainActor () -> Void) throws(KeyMapError) {
        for key in keys {
            if let existing = index[key] {
                throw KeyMapError(key: key, existing: bindings[existing].description, attempted: description)
            }
        }
        for key in keys { index[key] = bindings.count }
        bindings.append(Binding(keys: keys, description: description, action: action))
    }

    public func handle(_ key: Key) -> Bool {
        guard let position = index[key] else { return false }
        bindings[position].action()
        return true
    }

    /// One line per binding: its keys, then its description, in aligned columns.
    public var helpLines: [String] {
        KeyHelp.lines(helpEntries)
    }

    public var helpEntries: [KeyHelp.Entry] {
        bindings.map { KeyHelp.Entry(keys: $0.keys, description: $0.description) }
    }

    /// The help overlay listing every binding.
    public func helpOverlay(title: String = "Keys", ascii: Bool = false) -> Overlay {
        Overlay(title: title, lines: helpLines, layout: .keyHelp, ascii: ascii)
    }
}

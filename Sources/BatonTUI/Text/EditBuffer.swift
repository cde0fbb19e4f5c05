/// Text being edited and its cursor, by grapheme cluster: what a one-line field and a
/// multi-line area share. A newline is a character like any other here; only the area
/// lets one in.
public struct EditBuffer: Equatable, Sendable {
    public private(set) var characters: [Character]
    /// The cursor's position, in grapheme clusters from the start.
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }

    /// Inserts `character` at the cursor. A combining mark joins the character before it;
    /// anything else without width (a control character) is refused. True when the text changed.
    @discardableResult
    public mutating func insert(_ character: Character) -> Bool {
        if character.displayWidth == 0, character != "\n" {
            guard cursor > 0, character.unicodeScalars.first?.properties.generalCategory.isMark == true else { return false }
            let joined = String(characters[cursor - 1]) + String(character)
            guard joined.count == 1, let combined = joined.first else { return false }
            characters[cursor - 1] = combined
        } else {
            characters.insert(character, at: cursor)
            cursor += 1
        }
        return true
    }

    /// Removes the characters of `range`, clamped to the text. True when the text changed.
    @discardableResult
    public mutating func delete(_ range: Range<Int>) -> Bool {
        let clamped = range.clamped(to: 0..<characters.count)
        guard !clamped.isEmpty else { return false }
        characters.removeSubrange(clamped)
        if cursor > clamped.lowerBound { cursor = max(clamped.lowerBound, cursor - clamped.count) }
        return true
    }

    public mutating func moveCursor(to position: Int) {
        cursor = min(max(0, position), characters.count)
    }

    /// Where the word before `position` starts: spaces skipped, then the word's characters.
    public func startOfWord(before position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1] == " " { index -= 1 }
        while index > 0, characters[index - 1] != " " { index -= 1 }
        return index
    }
}

private extension Unicode.GeneralCategory {
    var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}

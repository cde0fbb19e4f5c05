import Observation

/// A one-line text field for searches and filters. It edits by grapheme cluster and
/// measures by display width, scrolling sideways to keep the cursor in view.
///
/// Keys: characters insert; Backspace and Delete remove; Left/Right, Home/End (Ctrl-A,
/// Ctrl-E) move; Ctrl-U deletes to the start, Ctrl-K to the end, Ctrl-W the word before the
/// cursor; Enter submits, Escape cancels. Other keys are left to the caller.
@MainActor
@Observable
public final class TextInput: View, KeyHandling {
    public var prompt: String
    /// Dim text shown while the input is empty, saying what it is for.
    public var hint: String
    public var isFocused: Bool
    public var style: Style
    public var hintStyle: Style
    public var cursorStyle: Style
    /// The cursor's position, in grapheme clusters from the start.
    public private(set) var cursor = 0
    private var characters: [Character] = []
    @ObservationIgnored public var onSubmit: (@MainActor (String) -> Void)?
    @ObservationIgnored public var onCancel: (@MainActor () -> Void)?
    @ObservationIgnored public var onChange: (@MainActor (String) -> Void)?
    /// The first character shown, kept between renders so the text does not jump.
    @ObservationIgnored private var firstShown = 0

    public init(
        prompt: String = "", hint: String = "", text: String = "", isFocused: Bool = true,
        style: Style = .plain, hintStyle: Style = Style(dim: true), cursorStyle: Style = Style(reverse: true)
    ) {
        self.prompt = prompt
        self.hint = hint
        self.isFocused = isFocused
        self.style = style
        self.hintStyle = hintStyle
        self.cursorStyle = cursorStyle
        characters = Array(text)
        cursor = characters.count
    }

    /// The text; setting it puts the cursor at the end.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            cursor = characters.count
        }
    }

    // MARK: Editing

    public func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(character)
        case .backspace: delete(cursor - 1..<cursor)
        case .delete: delete(cursor..<cursor + 1)
        case .left: moveCursor(to: cursor - 1)
        case .right: moveCursor(to: cursor + 1)
        case .home, .control("a"): moveCursor(to: 0)
        case .end, .control("e"): moveCursor(to: characters.count)
        case .control("u"): delete(0..<cursor)
        case .control("k"): delete(cursor..<characters.count)
        case .control("w"): delete(startOfWord(before: cursor)..<cursor)
        case .enter: onSubmit?(text)
        case .escape: onCancel?()
        default: return false
        }
        return true
    }

    private func insert(_ character: Character) {
        if character.displayWidth == 0 {
            // A combining mark joins the character before it; anything else without width
            // (a control character) has no place in one line of text.
            guard cursor > 0, character.unicodeScalars.first?.properties.generalCategory.isMark == true else { return }
            let joined = String(characters[cursor - 1]) + String(character)
            guard joined.count == 1, let combined = joined.first else { return }
            characters[cursor - 1] = combined
        } else {
            characters.insert(character, at: cursor)
            cursor += 1
        }
        onChange?(text)
    }

    private func delete(_ range: Range<Int>) {
        let clamped = range.clamped(to: 0..<characters.count)
        guard !clamped.isEmpty else { return }
        characters.removeSubrange(clamped)
        if cursor > clamped.lowerBound { cursor = max(clamped.lowerBound, cursor - clamped.count) }
        onChange?(text)
    }

    private func moveCursor(to position: Int) {
        let target = min(max(0, position), characters.count)
        if target != cursor { cursor = target }
    }

    /// Where the word before `position` starts: spaces skipped, then the word's characters.
    private func startOfWord(before position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1] == " " { index -= 1 }
        while index > 0, characters[index - 1] != " " { index -= 1 }
        return index
    }

    // MARK: Rendering

    public func render(in region: inout CanvasRegion) {
        guard region.width > 0, region.height > 0 else { return }
        let start = region.draw(prompt, at: .zero, style: style, truncatingTo: region.width)
        let room = region.width - start
        guard room > 0 else { return }
        if characters.isEmpty, !hint.isEmpty {
            let hintStart = isFocused ? 1 : 0
            region.draw(hint, at: Point(x: start + hintStart, y: 0), style: hintStyle, truncatingTo: room - hintStart)
        }
        scrollToCursor(room: room)
        var x = start
        for index in firstShown..<characters.count {
            guard x < region.width else { break }
            let character = characters[index]
            let cellStyle = isFocused && index == cursor ? cursorStyle : style
            x = region.draw(String(character), at: Point(x: x, y: 0), style: cellStyle)
        }
        if isFocused, cursor == characters.count, x < region.width {
            region.draw(" ", at: Point(x: x, y: 0), style: cursorStyle)
        }
    }

    /// Moves `firstShown` as little as needed for the cursor's cell to fit in `room` columns.
    private func scrollToCursor(room: Int) {
        firstShown = min(firstShown, cursor)
        let cursorWidth = cursor < characters.count ? characters[cursor].displayWidth : 1
        var used = characters[firstShown..<cursor].reduce(0) { $0 + $1.displayWidth }
        while firstShown < cursor, used + cursorWidth > room {
            used -= characters[firstShown].displayWidth
            firstShown += 1
        }
    }
}

private extension Unicode.GeneralCategory {
    var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}

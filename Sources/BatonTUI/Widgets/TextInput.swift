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
    public var cursor: Int { buffer.cursor }
    private var buffer = EditBuffer()
    private var characters: [Character] { buffer.characters }
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
        buffer = EditBuffer(text)
    }

    /// The text; setting it puts the cursor at the end.
    public var text: String {
        get { buffer.text }
        set { buffer = EditBuffer(newValue) }
    }

    // MARK: Editing

    public func handle(_ key: Key) -> Bool {
        switch key {
        // One line: a newline has no place in it.
        case .character(let character) where character != "\n": if buffer.insert(character) { onChange?(text) }
        case .character: break
        case .backspace: delete(cursor - 1..<cursor)
        case .delete: delete(cursor..<cursor + 1)
        case .left: buffer.moveCursor(to: cursor - 1)
        case .right: buffer.moveCursor(to: cursor + 1)
        case .home, .control("a"): buffer.moveCursor(to: 0)
        case .end, .control("e"): buffer.moveCursor(to: characters.count)
        case .control("u"): delete(0..<cursor)
        case .control("k"): delete(cursor..<characters.count)
        case .control("w"): delete(buffer.startOfWord(before: cursor)..<cursor)
        case .enter: onSubmit?(text)
        case .escape: onCancel?()
        default: return false
        }
        return true
    }

    private func delete(_ range: Range<Int>) {
        if buffer.delete(range) { onChange?(text) }
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

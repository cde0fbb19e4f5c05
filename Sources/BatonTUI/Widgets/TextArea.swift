import Observation

/// A multi-line text field, for writing a comment. Lines wrap at the width; the rows
/// shown follow the cursor.
///
/// Keys: characters insert and Enter starts a new line; Backspace and Delete remove;
/// the arrows move (↑/↓ by a line of text, keeping the column); Home/End go to the
/// line's ends; Ctrl-U deletes to the line's start, Ctrl-W the word before the cursor;
/// Ctrl-S or Ctrl-D submits, Escape cancels, Ctrl-E asks for the outside editor
/// (`onEdit`). Other keys are left to the caller.
@MainActor
@Observable
public final class TextArea: View, KeyHandling {
    public var title: String
    public var hint: String
    public var style: Style
    public var cursorStyle: Style
    private var buffer = EditBuffer()
    @ObservationIgnored public var onSubmit: (@MainActor (String) -> Void)?
    @ObservationIgnored public var onCancel: (@MainActor () -> Void)?
    @ObservationIgnored public var onEdit: (@MainActor () -> Void)?
    /// The first row shown, kept between renders so the text does not jump.
    @ObservationIgnored private var firstShown = 0

    public init(title: String = "", hint: String = "", style: Style = .plain, cursorStyle: Style = Style(reverse: true)) {
        self.title = title
        self.hint = hint
        self.style = style
        self.cursorStyle = cursorStyle
    }

    /// The text; setting it puts the cursor at the end.
    public var text: String {
        get { buffer.text }
        set { buffer = EditBuffer(newValue) }
    }

    public var cursor: Int { buffer.cursor }

    // MARK: Editing

    public func handle(_ key: Key) -> Bool {
        let cursor = buffer.cursor
        switch key {
        case .character(let character): buffer.insert(character)
        case .enter: buffer.insert("\n")
        case .backspace: buffer.delete(cursor - 1..<cursor)
        case .delete: buffer.delete(cursor..<cursor + 1)
        case .left: buffer.moveCursor(to: cursor - 1)
        case .right: buffer.moveCursor(to: cursor + 1)
        case .up: buffer.moveCursor(to: position(lineOffset: -1))
        case .down: buffer.moveCursor(to: position(lineOffset: 1))
        case .home, .control("a"): buffer.moveCursor(to: lineStart(of: cursor))
        case .end: buffer.moveCursor(to: lineEnd(of: cursor))
        case .control("u"): buffer.delete(lineStart(of: cursor)..<cursor)
        case .control("w"): buffer.delete(buffer.startOfWord(before: cursor)..<cursor)
        case .control("s"), .control("d"): onSubmit?(text)
        case .control("e"): onEdit?()
        case .escape: onCancel?()
        default: return false
        }
        return true
    }

    private func lineStart(of position: Int) -> Int {
        var index = position
        while index > 0, buffer.characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    private func lineEnd(of position: Int) -> Int {
        var index = position
        while index < buffer.characters.count, buffer.characters[index] != "\n" { index += 1 }
        return index
    }

    /// The cursor's place `offset` lines of text up or down, at the same column or the line's end.
    private func position(lineOffset offset: Int) -> Int {
        let start = lineStart(of: buffer.cursor)
        let column = buffer.cursor - start
        if offset < 0 {
            guard start > 0 else { return 0 }
            let previousStart = lineStart(of: start - 1)
            return min(previousStart + column, start - 1)
        }
        let end = lineEnd(of: buffer.cursor)
        guard end < buffer.characters.count else { return buffer.characters.count }
        return min(end + 1 + column, lineEnd(of: end + 1))
    }

    // MARK: Rendering

    public func render(in region: inout CanvasRegion) {
        guard region.width > 0, region.height > 0 else { return }
        region.draw(title, at: .zero, style: Style(bold: true), truncatingTo: region.width)
        let rows = region.height - 1
        guard rows > 0 else { return }
        if buffer.characters.isEmpty {
            region.draw(" ", at: Point(x: 0, y: 1), style: cursorStyle)
            region.draw(hint, at: Point(x: 2, y: 1), style: Style(dim: true), truncatingTo: max(0, region.width - 2))
            return
        }
        let laidOut = layout(width: region.width)
        let cursorRow = laidOut.firstIndex { $0.contains(buffer.cursor) } ?? laidOut.count - 1
        firstShown = min(max(firstShown, cursorRow - rows + 1), cursorRow)
        for (row, cells) in laidOut.dropFirst(firstShown).prefix(rows).enumerated() {
            var x = 0
            for index in cells {
                let isCursor = index == buffer.cursor
                let character = index < buffer.characters.count && buffer.characters[index] != "\n" ? String(buffer.characters[index]) : " "
                x = region.draw(character, at: Point(x: x, y: row + 1), style: isCursor ? cursorStyle : style)
            }
        }
    }

    /// Each row's character positions, the text's lines wrapped at `width` columns; a
    /// row ends with the position of its newline (or the end), where the cursor can stand.
    private func layout(width: Int) -> [[Int]] {
        var rows: [[Int]] = []
        var row: [Int] = []
        var used = 0
        for (index, character) in buffer.characters.enumerated() {
            if character == "\n" {
                rows.append(row + [index])
                row = []
                used = 0
                continue
            }
            let characterWidth = max(1, character.displayWidth)
            if used + characterWidth > width, !row.isEmpty {
                rows.append(row)
                row = []
                used = 0
            }
            row.append(index)
            used += characterWidth
        }
        rows.append(row + [buffer.characters.count])
        return rows
    }
}

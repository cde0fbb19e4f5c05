/// One terminal cell: the grapheme cluster drawn in it and its style. A wide character
/// (width 2) is held by its leading cell; the cell to its right is a continuation, which
/// the terminal layer skips because drawing the leading cell already covered it.
public struct Cell: Hashable, Sendable {
    public var grapheme: Character
    public var style: Style
    /// Columns the cell's grapheme covers: 1 or 2, or 0 for a continuation cell.
    public var width: Int8

    public init(_ grapheme: Character, style: Style = .plain) {
        let width = grapheme.displayWidth
        self.grapheme = width == 0 ? " " : grapheme
        self.style = style
        self.width = Int8(width == 0 ? 1 : width)
    }

    init(grapheme: Character, style: Style, width: Int8) {
        self.grapheme = grapheme
        self.style = style
        self.width = width
    }

    /// An empty cell in the given style.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(grapheme: " ", style: style, width: 1)
    }

    /// The right half of a wide character.
    public static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: " ", style: style, width: 0)
    }

    public var isContinuation: Bool { width == 0 }
    public var isWide: Bool { width == 2 }
}

/// A cell buffer, row-major, the only thing views draw into. A value: the terminal layer
/// keeps the canvas it flushed last and asks the next one for the runs that changed.
public struct Canvas: Hashable, Sendable {
    public private(set) var size: Size
    private var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank()) {
        size = Size(width: max(0, width), height: max(0, height))
        cells = Array(repeating: fill, count: size.width * size.height)
    }

    public init(size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public var width: Int { size.width }
    public var height: Int { size.height }
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at a column and row inside the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        precondition(bounds.contains(Point(x: x, y: y)), "cell (\(x), \(y)) is outside a \(width)x\(height) canvas")
        return cells[y * width + x]
    }

    /// The cells of one row.
    public func cells(inRow y: Int) -> ArraySlice<Cell> {
        precondition(y >= 0 && y < height, "row \(y) is outside a canvas of height \(height)")
        return cells[(y * width)..<((y + 1) * width)]
    }

    // MARK: Drawing

    /// Writes `text` from `origin` on one row, keeping to `clip` (and the canvas). Characters
    /// of width zero on their own (controls, stray marks) are dropped; a wide character cut by
    /// the clip's edge becomes a space. Returns the column after the last one laid out,
    /// which stops at the clip's right edge (at most one column past it).
    @discardableResult
    public mutating func draw<Text: StringProtocol>(_ text: Text, at origin: Point, style: Style, clip: Rect) -> Int {
        let area = clip.intersection(bounds)
        var x = origin.x
        guard origin.y >= area.minY, origin.y < area.maxY else { return x }
        for (character, characterWidth) in text.displayGraphemes {
            if x >= area.maxX { break }
            defer { x += characterWidth }
            if x + characterWidth <= area.minX { continue }
            if x < area.minX || x + characterWidth > area.maxX {
                store(.blank(style), at: max(x, area.minX), y: origin.y)
                continue
            }
            store(Cell(grapheme: character, style: style, width: Int8(characterWidth)), at: x, y: origin.y)
        }
        return x
    }

    /// Writes `text` cut to `width` columns with an ellipsis when it does not fit.
    @discardableResult
    public mutating func draw<Text: StringProtocol>(
        _ text: Text, at origin: Point, style: Style, clip: Rect, truncatingTo width: Int
    ) -> Int {
        let (fitting, _) = text.prefix(fittingWidth: width)
        if fitting.endIndex == text.endIndex {
            return draw(text, at: origin, style: style, clip: clip)
        }
        guard width > 0 else { return origin.x }
        let (prefix, _) = text.prefix(fittingWidth: width - 1)
        let shorter = Substring(prefix).droppingTrailingSpaces
        let end = draw(shorter, at: origin, style: style, clip: clip)
        return draw(Self.ellipsisText, at: Point(x: end, y: origin.y), style: style, clip: clip)
    }

    private static let ellipsisText = String(ellipsis)

    /// Fills the rectangle (clipped to the canvas) with a character of width one, or spaces.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let cell = character.displayWidth == 1 ? Cell(grapheme: character, style: style, width: 1) : .blank(style)
        for y in area.minY..<area.maxY {
            // The edges first: their repairs of cut wide characters reach one cell inward,
            // which the interior then overwrites.
            store(cell, at: area.maxX - 1, y: y)
            store(cell, at: area.minX, y: y)
            let row = y * width
            for x in (area.minX + 1)..<max(area.minX + 1, area.maxX - 1) { cells[row + x] = cell }
        }
    }

    /// Writes one cell, splitting no wide character: a wide character partly overwritten
    /// leaves a space in the half that remains.
    private mutating func store(_ cell: Cell, at x: Int, y: Int) {
        let row = y * width
        if cells[row + x].isContinuation, x > 0 {
            cells[row + x - 1] = .blank(cells[row + x - 1].style)
        }
        let end = x + Int(cell.width)
        if end < width, cells[row + end].isContinuation {
            cells[row + end] = .blank(cells[row + end].style)
        }
        cells[row + x] = cell
        if cell.isWide { cells[row + x + 1] = .continuation(cell.style) }
    }

    // MARK: Changes

    /// The runs of cells that differ from `previous`; every row whole when the sizes differ.
    public func changedRuns(since previous: Canvas) -> [RowRun] {
        guard previous.size == size else {
            return (0..<height).map { RowRun(row: $0, columns: 0..<width) }
        }
        var runs: [RowRun] = []
        for y in 0..<height {
            let row = y * width
            var x = 0
            while x < width {
                guard cells[row + x] != previous.cells[row + x] else {
                    x += 1
                    continue
                }
                var start = x
                while x < width, cells[row + x] != previous.cells[row + x] { x += 1 }
                if cells[row + start].isContinuation, start > 0 { start -= 1 }
                if cells[row + x - 1].isWide, x < width { x += 1 }
                if let last = runs.last, last.row == y, last.columns.upperBound >= start {
                    runs[runs.count - 1].columns = last.columns.lowerBound..<x
                } else {
                    runs.append(RowRun(row: y, columns: start..<x))
                }
            }
        }
        return runs
    }

    // MARK: Reading, for tests and dumps

    /// The row's text: each cell's grapheme, continuation cells contributing nothing.
    public func text(ofRow y: Int) -> String {
        var line = ""
        for cell in cells(inRow: y) where !cell.isContinuation {
            line.append(cell.grapheme)
        }
        return line
    }

    /// Every row's text, trailing spaces kept.
    public var lines: [String] {
        (0..<height).map { text(ofRow: $0) }
    }

    /// The style of the cell at a column and row.
    public func style(atX x: Int, y: Int) -> Style {
        self[x, y].style
    }
}

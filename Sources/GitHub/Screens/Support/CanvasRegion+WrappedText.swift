import BatonTUI

extension CanvasRegion {
    /// Draws `text` wrapped to the region's width from row `top` down; the last row that
    /// fits ends with an ellipsis when text is left over.
    mutating func drawWrappedText(_ text: String, from top: Int, style: Style = .plain) {
        let rows = max(0, height - top)
        guard rows > 0, width > 0 else { return }
        let lines = text.wrapped(to: width)
        for (offset, line) in lines.prefix(rows).enumerated() {
            let isCut = offset == rows - 1 && lines.count > rows
            draw(isCut ? line + " …" : line, at: Point(x: 0, y: top + offset), style: style, truncatingTo: width)
        }
    }
}

import BatonTUI
import Foundation
import Markdown
import Testing

/// Bodies from `Corpus/`, laid out at two widths, drawn into a canvas and compared with
/// `Goldens/`: each row as the terminal shows it, its styled runs marked
/// `⟦attributes|text⟧`. `BATON_UPDATE_GOLDENS=1` writes them afresh, to be read by eye.
@Suite struct MarkdownGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let styles = MarkdownStyles(theme: .standard)

    @Test(arguments: ["constructs", "hostile"], [60, 24])
    @MainActor func aBodyDrawsAsItsGolden(name: String, width: Int) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("Corpus/\(name).md"), encoding: .utf8)
        let lines = MarkdownLayout(styles: Self.styles).lines(of: text, width: width)
        var canvas = Canvas(width: width, height: lines.count)
        CanvasRegion.draw(lines, in: &canvas)
        let produced = Self.marked(canvas).joined(separator: "\n") + "\n"
        let golden = Self.directory.appendingPathComponent("Goldens/\(name)-\(width).txt")
        if ProcessInfo.processInfo.environment["BATON_UPDATE_GOLDENS"] == "1" {
            try produced.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("wrote \(golden.lastPathComponent); review it, then run again without BATON_UPDATE_GOLDENS")
            return
        }
        #expect(produced == (try String(contentsOf: golden, encoding: .utf8)),
                "\(golden.lastPathComponent) differs; rerun with BATON_UPDATE_GOLDENS=1 and review")
    }

    /// Each row's cells, runs of one style together, a styled run marked with its attributes.
    static func marked(_ canvas: Canvas) -> [String] {
        (0..<canvas.height).map { y in
            var row = ""
            var run = ""
            var runStyle = Style.plain
            func close() {
                row += runStyle == .plain ? run : "⟦\(attributes(runStyle))|\(run)⟧"
                run = ""
            }
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                if cell.isContinuation { continue }
                if cell.style != runStyle { close(); runStyle = cell.style }
                run.append(cell.grapheme)
            }
            close()
            return row.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
        }
    }

    static func attributes(_ style: Style) -> String {
        var names: [String] = []
        if let color = style.foreground { names.append("\(color)") }
        if style.bold { names.append("bold") }
        if style.dim { names.append("dim") }
        if style.italic { names.append("italic") }
        if style.underline { names.append("underline") }
        return names.joined(separator: ",")
    }
}

extension CanvasRegion {
    /// Draws `lines` one a row from the canvas's top.
    static func draw(_ lines: [StyledLine], in canvas: inout Canvas) {
        var region = CanvasRegion(canvas: canvas, bounds: canvas.bounds)
        for (row, line) in lines.enumerated() { region.draw(line, at: Point(x: 0, y: row)) }
        canvas = region.canvas
    }
}

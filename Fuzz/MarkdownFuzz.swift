import BatonTUI

/// Fuzz target `markdown`: any bytes as a GitHub body, parsed by cmark-gfm and laid
/// out at a width the first byte picks. Nothing may trap or recurse without bound,
/// no line but a code block's may be wider than asked, and no control character may
/// reach a line the terminal would be handed.
func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let width = Int(data[0]) % 120 + 1
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let lines = MainActor.assumeIsolated { MarkdownLayout(styles: MarkdownStyles(theme: .standard)).lines(of: text, width: width) }
    for line in lines {
        // A code line (its bar, after any list or quote marks before it) is never wrapped.
        let isCode = line.spans.contains { $0.text == "▎ " }
        precondition(isCode || line.displayWidth <= width, "a line wider than \(width): \(line.text)")
    }
    var canvas = Canvas(width: width, height: min(lines.count, 200))
    var region = CanvasRegion(canvas: canvas, bounds: canvas.bounds)
    for (row, line) in lines.prefix(200).enumerated() { region.draw(line, at: Point(x: 0, y: row)) }
    canvas = region.canvas
    for row in canvas.lines {
        precondition(!row.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "a control character drawn")
    }
    return 0
}

import BatonTUI

/// The baseline the UI kit's frames are compared with, timed once a run whichever
/// benchmark asks first: forty lines of a list's rows drawn straight into a 120x40
/// canvas, nothing laid out, observed or diffed.
@MainActor
enum CanvasBaseline {
    static let drawLines = "canvas.draw_lines"
    static let size = Size(width: 120, height: 40)

    /// The text of a benchmark list's row `index`.
    static func title(_ index: Int) -> String {
        "Character \(index + 1) · Alive · Human · Earth (C-137) · Citadel of Ricks · S01E01"
    }

    static func measure(in session: Session) throws {
        let lines = (0..<size.height).map(title)
        try session.measure(drawLines) {
            var canvas = Canvas(size: size)
            for (y, line) in lines.enumerated() {
                canvas.draw(line, at: Point(x: 0, y: y), style: .plain, clip: canvas.bounds, truncatingTo: size.width)
            }
            blackHole(canvas)
        }
    }
}

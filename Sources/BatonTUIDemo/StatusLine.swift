import BatonTUI

/// The bottom line: the selection, the render counts and the terminal size.
@MainActor
final class StatusLine: View {
    private let model: DemoModel
    private let figures: StatusFigures

    init(model: DemoModel, figures: StatusFigures) {
        self.model = model
        self.figures = figures
    }

    func render(in region: inout CanvasRegion) {
        // Colored when the terminal has colors; bold either way (NO_COLOR keeps attributes).
        let style = Style(foreground: .brightWhite, background: .blue, bold: true)
        region.fill(style: style)
        let ticking = model.tickingIndex + 1
        let size = figures.screenSize
        let text = "sel \(model.selection + 1)/\(model.items.count) · renders: row \(ticking) \(figures.tickingRowRenders)"
            + " · row \(ticking + 1) \(figures.neighbourRenders) · all \(figures.otherRenders) · \(size.width)x\(size.height)"
        region.draw(text, at: .zero, style: style, truncatingTo: region.width)
    }
}

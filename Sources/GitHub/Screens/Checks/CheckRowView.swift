import BatonTUI

/// One check in the checks list: its mark and word in the outcome's color, its name,
/// and on the right how long it ran; the word's column lines up down the list.
@MainActor
final class CheckRowView: View {
    private let check: Check
    private let state: ListRowState

    init(_ check: Check, state: ListRowState) {
        self.check = check
        self.state = state
    }

    /// "✗ in progress " is the widest mark and word a check run has.
    static let outcomeWidth = 15

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let base = state.baseStyle
        state.drawSelection(in: &region)
        let trailing = check.duration ?? ""
        let trailingStart = max(0, region.width - trailing.displayWidth)
        var trailingStyle = base
        trailingStyle.dim = !selected
        region.draw(trailing, at: Point(x: trailingStart, y: 0), style: trailingStyle)

        let words = check.outcome.mark + " " + check.words
        let outcome = words + String(repeating: " ", count: max(1, Self.outcomeWidth - words.displayWidth))
        var outcomeStyle = base
        if !selected { outcomeStyle.foreground = check.outcome.color }
        if !selected, check.outcome == .skipped { outcomeStyle.dim = true }
        let start = ListRowState.contentStart
        var x = region.draw(outcome, at: Point(x: start, y: 0), style: outcomeStyle, truncatingTo: max(0, trailingStart - start))
        x = region.draw(check.name, at: Point(x: x, y: 0), style: base, truncatingTo: max(0, trailingStart - x - 1))
        // A commit status's description follows its name, dimmed.
        if let detail = check.detail {
            var dim = base
            dim.dim = !selected
            region.draw("  " + detail, at: Point(x: x, y: 0), style: dim, truncatingTo: max(0, trailingStart - x - 1))
        }
    }
}

import BatonScreens
import BatonTUI

/// What a screen shows in place of its data while it has none: that it is loading, or
/// why the fetch failed and how to retry.
@MainActor
final class EmptyStateView: View {
    private let status: @MainActor () -> ScreenStatus
    private let subject: String

    /// `subject` names what is loading: "repositories", "the issue".
    init(subject: String, status: @escaping @MainActor () -> ScreenStatus) {
        self.subject = subject
        self.status = status
    }

    func render(in region: inout CanvasRegion) {
        switch status() {
        case .failed(let kind, let message):
            region.draw("Could not load \(subject) (\(kind))", at: .zero, style: Style(foreground: .red, bold: true), truncatingTo: region.width)
            let words = message + " Press r to retry."
            for (row, line) in words.wrapped(to: region.width).prefix(max(0, region.height - 1)).enumerated() {
                region.draw(line, at: Point(x: 0, y: row + 1))
            }
        case .loading, .refreshing, .stale, .ready:
            region.draw("Loading \(subject)…", at: .zero, style: Style(dim: true), truncatingTo: region.width)
        }
    }
}

import BatonTUI

/// What a screen of either tab shows in place of its data while it has none: that it
/// is loading, why the fetch failed and how to retry, or that there is nothing.
@MainActor
public final class EmptyStateView: View {
    private let status: @MainActor () -> ScreenStatus
    private let subject: String

    /// `subject` names what is loading: "repositories", "the issue".
    public init(subject: String, status: @escaping @MainActor () -> ScreenStatus) {
        self.subject = subject
        self.status = status
    }

    public func render(in region: inout CanvasRegion) {
        switch status() {
        case .failed(let kind, let message):
            region.draw("Could not load \(subject) (\(kind))", at: .zero, style: Style(.failure, bold: true), truncatingTo: region.width)
            let words = message + " Press r to retry."
            for (row, line) in words.wrapped(to: region.width).prefix(max(0, region.height - 1)).enumerated() {
                region.draw(line, at: Point(x: 0, y: row + 1))
            }
        case .loading, .refreshing, .stale:
            region.draw("Loading \(subject)…", at: .zero, style: Style(dim: true), truncatingTo: region.width)
        case .ready:
            region.draw("Nothing to show.", at: .zero, style: Style(dim: true), truncatingTo: region.width)
        }
    }
}

import Observation

/// One line of segments, some from the left edge and some from the right, over a
/// background. The right segments keep their room first; the left ones are cut with an
/// ellipsis when the line runs out.
@MainActor
@Observable
public final class StatusBar: View {
    /// A piece of text on the bar, in its own style or the bar's.
    public struct Segment: Hashable, Sendable {
        public var text: String
        public var style: Style?

        public init(_ text: String, style: Style? = nil) {
            self.text = text
            self.style = style
        }
    }

    public var left: @MainActor () -> [Segment]
    public var right: @MainActor () -> [Segment]
    public var style: Style
    /// Cells between two segments.
    public var spacing: Int

    public init(
        style: Style = Style(reverse: true), spacing: Int = 2,
        left: @escaping @MainActor () -> [Segment],
        right: @escaping @MainActor () -> [Segment] = { [] }
    ) {
        self.left = left
        self.right = right
        self.style = style
        self.spacing = spacing
    }

    public func render(in region: inout CanvasRegion) {
        guard region.width > 0, region.height > 0 else { return }
        region.fill(Rect(x: 0, y: 0, width: region.width, height: 1), style: style)
        let rightSegments = right()
        let rightWidth = width(of: rightSegments)
        let rightStart = max(0, region.width - rightWidth)
        draw(rightSegments, from: rightStart, to: region.width, in: &region)
        let leftEnd = rightWidth > 0 ? max(0, rightStart - spacing) : region.width
        draw(left(), from: 0, to: leftEnd, in: &region)
    }

    private func width(of segments: [Segment]) -> Int {
        guard !segments.isEmpty else { return 0 }
        return segments.reduce(0) { $0 + $1.text.displayWidth } + spacing * (segments.count - 1)
    }

    /// Draws segments from column `start`, cutting the one that reaches `end`.
    private func draw(_ segments: [Segment], from start: Int, to end: Int, in region: inout CanvasRegion) {
        var x = start
        for segment in segments {
            guard x < end else { return }
            x = region.draw(segment.text, at: Point(x: x, y: 0), style: segment.style ?? style, truncatingTo: end - x)
            x += spacing
        }
    }
}

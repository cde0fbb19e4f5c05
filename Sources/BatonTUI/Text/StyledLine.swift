/// A piece of text in one style.
public struct StyledSpan: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// One row of styled text, as a pager shows it: spans drawn one after another.
public struct StyledLine: Hashable, Sendable {
    public var spans: [StyledSpan]

    public init(_ spans: [StyledSpan] = []) {
        self.spans = spans
    }

    public init(_ text: String, style: Style = .plain) {
        self.spans = [StyledSpan(text, style: style)]
    }

    public static let empty = StyledLine()

    /// The line's text without its styles.
    public var text: String { spans.map(\.text).joined() }

    public var displayWidth: Int { spans.reduce(0) { $0 + $1.text.displayWidth } }

    /// This line after `prefix`'s spans.
    public func prefixed(by prefix: [StyledSpan]) -> StyledLine {
        StyledLine(prefix + spans)
    }
}

extension CanvasRegion {
    /// Draws a styled line from a local point, clipped to the region; returns the column after it.
    @discardableResult
    public mutating func draw(_ line: StyledLine, at point: Point) -> Int {
        var x = point.x
        for span in line.spans where x < width {
            x = draw(span.text, at: Point(x: x, y: point.y), style: span.style)
        }
        return x
    }
}

import Observation

/// Text in a rectangle: one line per line of the text, each cut with an ellipsis when it
/// is wider than the rectangle. The text is a closure, so a label can show what a model
/// holds and render again when that changes.
@MainActor
@Observable
public final class Label: View {
    public enum Alignment: Hashable, Sendable {
        case leading, center, trailing
    }

    public var content: @MainActor () -> String
    public var style: Style
    public var alignment: Alignment

    public init(style: Style = .plain, alignment: Alignment = .leading, _ content: @escaping @MainActor () -> String) {
        self.content = content
        self.style = style
        self.alignment = alignment
    }

    public convenience init(_ text: String, style: Style = .plain, alignment: Alignment = .leading) {
        self.init(style: style, alignment: alignment) { text }
    }

    /// The text shown; setting it replaces the content with a constant.
    public var text: String {
        get { content() }
        set { content = { newValue } }
    }

    public func render(in region: inout CanvasRegion) {
        guard region.width > 0 else { return }
        let text = content()
        var row = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard row < region.height else { break }
            let shownWidth = min(line.displayWidth, region.width)
            let x = switch alignment {
            case .leading: 0
            case .center: (region.width - shownWidth) / 2
            case .trailing: region.width - shownWidth
            }
            region.draw(line, at: Point(x: x, y: row), style: style, truncatingTo: region.width - x)
            row += 1
        }
    }
}

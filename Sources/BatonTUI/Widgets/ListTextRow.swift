/// A list row that shows one line of text, reversed while selected.
@MainActor
public final class ListTextRow: View {
    public let state: ListRowState
    private let content: @MainActor () -> String
    private let style: Style
    private let selectedStyle: Style

    public init(
        _ state: ListRowState, style: Style = .plain, selectedStyle: Style = Style(reverse: true),
        _ content: @escaping @MainActor () -> String
    ) {
        self.state = state
        self.content = content
        self.style = style
        self.selectedStyle = selectedStyle
    }

    public func render(in region: inout CanvasRegion) {
        let style = state.isSelected ? selectedStyle : style
        if state.isSelected { region.fill(style: style) }
        region.draw(content(), at: .zero, style: style, truncatingTo: region.width)
    }
}

import Observation

/// A bordered box with a title around one view.
@MainActor
@Observable
public final class Pane: View {
    public var content: any View
    public var title: String
    public var characters: BorderCharacters
    public var style: Style
    public var titleStyle: Style

    public init(
        title: String = "", ascii: Bool = false,
        style: Style = Style(dim: true), titleStyle: Style = Style(bold: true),
        _ content: any View
    ) {
        self.content = content
        self.title = title
        characters = ascii ? .ascii : .box
        self.style = style
        self.titleStyle = titleStyle
    }

    public func layout(in bounds: Rect) -> [Placement] {
        [Placement(content, in: bounds.inset(by: EdgeInsets(all: 1)))]
    }

    public func render(in region: inout CanvasRegion) {
        region.drawBorder(characters, title: title, style: style, titleStyle: titleStyle)
    }
}

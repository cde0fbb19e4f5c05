import Observation

/// Keeps empty space around one view.
@MainActor
@Observable
public final class Padding: View {
    public var content: any View
    public var insets: EdgeInsets

    public init(_ insets: EdgeInsets, _ content: any View) {
        self.content = content
        self.insets = insets
    }

    public func layout(in bounds: Rect) -> [Placement] {
        [Placement(content, in: bounds.inset(by: insets))]
    }

    public func render(in region: inout CanvasRegion) {}
}

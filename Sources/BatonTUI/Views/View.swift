/// Something drawn in a rectangle of the canvas. A view is a reference: its identity is the
/// object's, so the host keeps its place, its render count and its observation across passes.
///
/// The host calls `layout(in:)` and `render(in:)` inside `withObservationTracking`: whatever
/// `Observable` state either reads, a change to it lays the view out or renders it again,
/// and nothing else does.
@MainActor
public protocol View: AnyObject {
    /// The views inside this one and their rectangles (canvas coordinates, within `bounds`),
    /// in drawing order: a later child is drawn over an earlier one it overlaps.
    func layout(in bounds: Rect) -> [Placement]

    /// Draws the view's own content. The region is cleared before the call and excludes the
    /// children's rectangles, which the children draw themselves.
    func render(in region: inout CanvasRegion)
}

extension View {
    public func layout(in bounds: Rect) -> [Placement] { [] }
}

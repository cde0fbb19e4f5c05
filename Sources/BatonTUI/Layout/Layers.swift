import Observation

/// A view with another laid over it: the base fills the bounds, the overlay, when there is
/// one, takes the rectangle it asks for and is drawn on top.
@MainActor
@Observable
public final class Layers: View {
    public var base: any View
    public var overlay: (any OverlayContent)?

    public init(base: any View, overlay: (any OverlayContent)? = nil) {
        self.base = base
        self.overlay = overlay
    }

    public func layout(in bounds: Rect) -> [Placement] {
        var placements = [Placement(base, in: bounds)]
        if let overlay {
            placements.append(Placement(overlay, in: overlay.frame(in: bounds)))
        }
        return placements
    }

    public func render(in region: inout CanvasRegion) {}
}

/// A view that sizes itself when laid over another.
@MainActor
public protocol OverlayContent: View {
    /// The rectangle it takes inside `bounds`. Reads are observed as layout reads.
    func frame(in bounds: Rect) -> Rect
}

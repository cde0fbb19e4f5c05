/// A child view and the rectangle its parent gave it.
public struct Placement {
    public var view: any View
    public var rect: Rect

    public init(_ view: any View, in rect: Rect) {
        self.view = view
        self.rect = rect
    }
}

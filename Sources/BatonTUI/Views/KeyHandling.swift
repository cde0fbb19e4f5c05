/// A view that responds to keys: it returns whether it used the key, so the caller can
/// offer an unused key to the next handler (a focused widget, then the screen's key map).
@MainActor
public protocol KeyHandling: AnyObject {
    func handle(_ key: Key) -> Bool
}

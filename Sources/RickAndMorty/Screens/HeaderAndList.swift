import BatonTUI

/// A header of fixed height above a list that takes the rest, the way every detail
/// screen is laid out.
@MainActor
func headerAndList(_ header: any View, height: Int, _ list: ListView, in bounds: Rect) -> [Placement] {
    Stack.vertical([.init(header, .fixed(height)), .init(list)]).layout(in: bounds)
}

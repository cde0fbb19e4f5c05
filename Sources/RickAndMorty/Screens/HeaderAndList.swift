import BatonTUI

/// A header of fixed height above a list that takes the rest, the way every detail
/// screen is laid out.
@MainActor
func headerAndList(_ header: any View, height: Int, _ list: ListView, in bounds: Rect) -> [Placement] {
    let headerHeight = min(height, bounds.height)
    return [
        Placement(header, in: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: headerHeight)),
        Placement(list, in: Rect(x: bounds.minX, y: bounds.minY + headerHeight, width: bounds.width,
                                 height: bounds.height - headerHeight)),
    ]
}

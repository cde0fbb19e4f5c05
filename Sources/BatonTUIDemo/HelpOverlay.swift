import BatonTUI

/// The keys, in a box over the list.
@MainActor
final class HelpOverlay: OverlayContent {
    static let bindings: [(keys: [Key], action: String)] = [
        ([.character("j"), .down], "next row"),
        ([.character("k"), .up], "previous row"),
        ([.pageDown, .control("d")], "next page"),
        ([.pageUp, .control("u")], "previous page"),
        ([.character("g"), .home], "first row"),
        ([.character("G"), .end], "last row"),
        ([.character("?")], "this help"),
        ([.character("q")], "quit"),
    ]

    func frame(in bounds: Rect) -> Rect {
        bounds.centered(Size(width: 36, height: Self.bindings.count + 2))
    }

    func render(in region: inout CanvasRegion) {
        region.drawBorder(.box, title: "Keys", titleStyle: Style(bold: true))
        for (row, binding) in Self.bindings.enumerated() {
            let keys = binding.keys.map(\.displayName).joined(separator: " ")
            region.draw(keys, at: Point(x: 2, y: row + 1), style: Style(bold: true), truncatingTo: 12)
            region.draw(binding.action, at: Point(x: 15, y: row + 1), truncatingTo: max(0, region.width - 16))
        }
    }
}

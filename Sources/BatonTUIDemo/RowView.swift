import BatonTUI
import Foundation

/// One row of the list: reads its item's count and selection, nothing else.
@MainActor
final class RowView: View {
    let item: Item

    init(item: Item) {
        self.item = item
    }

    func render(in region: inout CanvasRegion) {
        let marker = item.isSelected ? "▸" : " "
        let style = item.isSelected ? Style(reverse: true) : .plain
        if item.isSelected { region.fill(style: style) }
        let text = "\(marker) Row \(String(format: "%04d", item.number))  count \(item.count)"
        region.draw(text, at: .zero, style: style, truncatingTo: region.width)
    }
}

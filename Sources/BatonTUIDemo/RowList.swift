import BatonTUI

/// The rows that fit, from the model's top row down. Only visible rows are laid out, so
/// only they render; each keeps one view for its life, so a row's render count follows it.
@MainActor
final class RowList: View {
    private let model: DemoModel
    private var rowViews: [Int: RowView] = [:]
    /// Rows that fit in the last layout; paging moves by this much.
    private(set) var visibleRows = 1

    init(model: DemoModel) {
        self.model = model
    }

    /// The view of row `index`, made the first time it is asked for.
    func rowView(at index: Int) -> RowView {
        if let view = rowViews[index] { return view }
        let view = RowView(item: model.items[index])
        rowViews[index] = view
        return view
    }

    func layout(in bounds: Rect) -> [Placement] {
        visibleRows = max(1, bounds.height)
        let top = model.top
        let end = min(model.items.count, top + bounds.height)
        return (top..<max(top, end)).map { index in
            Placement(rowView(at: index), in: Rect(x: bounds.minX, y: bounds.minY + index - top, width: bounds.width, height: 1))
        }
    }

    func render(in region: inout CanvasRegion) {}
}

import BatonTUI

/// A list over rows a model computes: the rows are computed again in each layout,
/// which runs when what they read changes, and the row views are made again only
/// when the rows came out different, so a batch that changed nothing shown draws
/// nothing.
@MainActor
final class RowList: View, KeyHandling {
    private(set) var rows: [InspectorRow] = []
    private let source: @MainActor () -> [InspectorRow]
    /// Called with the selected row on Enter.
    var onActivate: (@MainActor (InspectorRow) -> Void)?

    lazy var list = ListView(rowCount: 0, emptyText: emptyText) { [unowned self] index, state in
        let row = index < rows.count ? rows[index] : InspectorRow(text: "")
        return ListTextRow(state, style: row.style) { row.text }
    }
    private let emptyText: String

    init(emptyText: String, _ source: @escaping @MainActor () -> [InspectorRow]) {
        self.emptyText = emptyText
        self.source = source
    }

    var selectedRow: InspectorRow? {
        rows.indices.contains(list.selection) ? rows[list.selection] : nil
    }

    func layout(in bounds: Rect) -> [Placement] {
        let fresh = source()
        if fresh != rows {
            rows = fresh
            list.rowCount = fresh.count
            list.reloadRows()
        }
        return [Placement(list, in: bounds)]
    }

    func render(in region: inout CanvasRegion) {}

    func handle(_ key: Key) -> Bool {
        guard key == .enter else { return list.handle(key) }
        guard let row = selectedRow, row.target != nil, let onActivate else { return false }
        onActivate(row)
        return true
    }
}

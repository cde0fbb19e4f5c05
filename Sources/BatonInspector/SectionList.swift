import BatonTUI

/// One section's rows in the debug pane, computed from the store: computed again in
/// each layout, which runs when what they read changes, and shown through the kit's
/// row list, so a batch that changed nothing shown draws nothing.
@MainActor
final class SectionList: View, KeyHandling {
    private let source: @MainActor () -> [InspectorRow]
    private let shown: RowList<InspectorRow>
    /// Called with the selected row on Enter.
    var onActivate: (@MainActor (InspectorRow) -> Void)?

    init(emptyText: String, _ source: @escaping @MainActor () -> [InspectorRow]) {
        self.source = source
        shown = RowList(emptyText: emptyText) { row, state in
            ListTextRow(state, style: row.style) { row.text }
        }
    }

    var list: ListView { shown.view }

    /// The rows as the last layout computed them.
    var rows: [InspectorRow] { shown.rows }

    var selectedRow: InspectorRow? { shown.selected }

    func layout(in bounds: Rect) -> [Placement] {
        shown.show(source())
        return [Placement(shown.view, in: bounds)]
    }

    func render(in region: inout CanvasRegion) {}

    func handle(_ key: Key) -> Bool {
        guard key == .enter else { return shown.view.handle(key) }
        guard let row = selectedRow, row.target != nil, let onActivate else { return false }
        onActivate(row)
        return true
    }
}

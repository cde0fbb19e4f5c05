extension ListRowState {
    /// The column a screen's row starts its content at: the first is the selection mark's.
    public nonisolated static let contentStart = 1

    /// The style of a row's text: the theme's selection while the row is selected.
    public var baseStyle: Style { Style().selected(isSelected) }

    /// The one look of a selected row on every screen: its first line in the theme's
    /// selection (reverse video unless the theme gives a color), and `›` in the first
    /// column, so the selection shows without color or attributes.
    public func drawSelection(in region: inout CanvasRegion) {
        guard isSelected else { return }
        region.fill(Rect(x: 0, y: 0, width: region.width, height: min(1, region.height)), style: baseStyle)
        region.draw("›", at: .zero, style: Style(bold: true).selected(true))
    }
}

import BatonTUI

/// The dashboard's sections in one line, each with its count once known, the shown one
/// marked; on a line too narrow for all, the ones around the shown one.
@MainActor
final class SectionBar: View {
    /// One section as the bar says it.
    struct Entry: Equatable {
        let title: String
        let count: Int?

        var text: String { count.map { "\(title) (\($0))" } ?? title }
    }

    private let entries: @MainActor () -> [Entry]
    private let shown: @MainActor () -> Int

    /// Both are read as the bar renders, so a count arriving renders the bar again.
    init(entries: @escaping @MainActor () -> [Entry], shown: @escaping @MainActor () -> Int) {
        self.entries = entries
        self.shown = shown
    }

    static let separator = " │ "

    func render(in region: inout CanvasRegion) {
        let entries = entries()
        let shown = shown()
        guard entries.indices.contains(shown) else { return }
        let first = Self.firstShown(entries.map { $0.text.displayWidth }, shown: shown, width: region.width)
        var x = 1
        for index in first..<entries.count where x < region.width {
            if index > first {
                x = region.draw(Self.separator, at: Point(x: x, y: 0), style: Style(dim: true))
            }
            let style = index == shown ? Style(bold: true, underline: true) : Style(dim: true)
            x = region.draw(entries[index].text, at: Point(x: x, y: 0), style: style, truncatingTo: max(0, region.width - x))
        }
    }

    /// The first entry to draw so that the shown one fits: the first entry unless the
    /// ones before it would push it past the edge.
    static func firstShown(_ widths: [Int], shown: Int, width: Int) -> Int {
        var first = 0
        func span() -> Int { widths[first...shown].reduce(0, +) + (shown - first) * separator.count + 1 }
        while first < shown, span() > width { first += 1 }
        return first
    }
}

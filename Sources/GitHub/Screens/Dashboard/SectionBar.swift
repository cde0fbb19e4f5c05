import BatonTUI

/// The dashboard's sections in one line, each with its count once known, the shown one
/// marked. On a line too narrow for all, the ones around the shown one, whole, with how
/// many are left out on either side.
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
        let window = Self.window(entries.map { $0.text.displayWidth }, shown: shown, width: region.width - 1)
        var x = 1
        let dim = Style(dim: true)
        if window.lowerBound > 0 { x = region.draw("‹ \(window.lowerBound)" + Self.separator, at: Point(x: x, y: 0), style: dim) }
        for index in window {
            if index > window.lowerBound { x = region.draw(Self.separator, at: Point(x: x, y: 0), style: dim) }
            let style = index == shown ? Style(bold: true, underline: true) : dim
            x = region.draw(entries[index].text, at: Point(x: x, y: 0), style: style, truncatingTo: max(0, region.width - x))
        }
        let after = entries.count - 1 - window.upperBound
        if after > 0 { region.draw(Self.separator + "\(after) more ›", at: Point(x: x, y: 0), style: dim, truncatingTo: max(0, region.width - x)) }
    }

    /// The entries drawn whole: the shown one, then its neighbours, the next one first,
    /// while they fit beside the marks of how many are left out.
    static func window(_ widths: [Int], shown: Int, width: Int) -> ClosedRange<Int> {
        func span(_ range: ClosedRange<Int>) -> Int {
            let entries = widths[range].reduce(0, +) + (range.count - 1) * separator.count
            let before = range.lowerBound > 0 ? "‹ \(range.lowerBound)".count + separator.count : 0
            let after = range.upperBound < widths.count - 1 ? separator.count + "\(widths.count - 1 - range.upperBound) more ›".count : 0
            return entries + before + after
        }
        var range = shown...shown
        while true {
            if range.upperBound + 1 < widths.count, span(range.lowerBound...(range.upperBound + 1)) <= width {
                range = range.lowerBound...(range.upperBound + 1)
            } else if range.lowerBound > 0, span((range.lowerBound - 1)...range.upperBound) <= width {
                range = (range.lowerBound - 1)...range.upperBound
            } else {
                return range
            }
        }
    }
}

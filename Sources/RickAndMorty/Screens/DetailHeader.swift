import BatonTUI

/// The lines above a detail screen's list: a bold title line, then label and value
/// pairs, each read when it renders so a changed field renders the header again.
/// Without data the screen shows its empty state instead, so that nothing reads as a
/// value the store does not hold.
@MainActor
final class DetailHeader: View {
    struct Line {
        let label: String
        let value: @MainActor () -> String?
        let style: @MainActor () -> Style
    }

    private let heading: @MainActor () -> String
    private let lines: [Line]

    init(heading: @escaping @MainActor () -> String, lines: [Line]) {
        self.heading = heading
        self.lines = lines
    }

    /// The heading, the lines and a blank line before the list.
    var height: Int { lines.count + 2 }

    func render(in region: inout CanvasRegion) {
        guard region.width > 1 else { return }
        region.draw(heading(), at: Point(x: 1, y: 0), style: Style(bold: true, underline: true), truncatingTo: region.width - 1)
        let labelWidth = lines.reduce(0) { max($0, $1.label.displayWidth) } + 2
        for (offset, line) in lines.enumerated() where offset + 1 < region.height {
            let y = offset + 1
            region.draw(line.label, at: Point(x: 1, y: y), style: Style(dim: true), truncatingTo: region.width - 1)
            guard labelWidth + 1 < region.width else { continue }
            region.draw(line.value() ?? "—", at: Point(x: labelWidth + 1, y: y), style: line.style(),
                        truncatingTo: region.width - labelWidth - 1)
        }
    }
}

extension DetailHeader.Line {
    init(_ label: String, style: Style = .plain, _ value: @escaping @MainActor () -> String?) {
        self.init(label: label, value: value, style: { style })
    }
}

import BatonTUI

/// The lines above a detail screen's list: a bold title line, then label and value
/// pairs, each read when it renders so a changed field renders the header again.
/// Without data, one line in their place says why, so that nothing reads as a value
/// the store does not hold.
@MainActor
final class DetailHeader: View {
    struct Line {
        let label: String
        let value: @MainActor () -> String?
        let style: @MainActor () -> Style
    }

    private let heading: @MainActor () -> String
    private let lines: [Line]
    private let absence: @MainActor () -> String?

    /// `absence` is nil while there is data, else the words said in place of the lines.
    init(heading: @escaping @MainActor () -> String, lines: [Line], absence: @escaping @MainActor () -> String?) {
        self.heading = heading
        self.lines = lines
        self.absence = absence
    }

    /// The heading, the lines and a blank line before the list.
    var height: Int { lines.count + 2 }

    func render(in region: inout CanvasRegion) {
        guard region.width > 1 else { return }
        region.draw(heading(), at: Point(x: 1, y: 0), style: Style(bold: true, underline: true), truncatingTo: region.width - 1)
        if let absence = absence() {
            if region.height > 1 { region.draw(absence, at: Point(x: 1, y: 1), style: Style(dim: true), truncatingTo: region.width - 1) }
            return
        }
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

import Observation

/// Styled lines read top to bottom: a document laid out again at each width, a part at a
/// time as far as it is read (`Document`), scrolled by `LineScroll`'s keys. Sections (an
/// issue's body, each comment) start at marked lines that `nextSection`/`previousSection`
/// jump between. When the last line shown comes within `nearEndThreshold` lines of the
/// end, `onNearEnd` is called once for that length: time to page more in. A resize keeps
/// the first line shown in view.
@MainActor
@Observable
public final class Pager: View, KeyHandling {
    public typealias Layout = @MainActor (_ width: Int) -> Document

    /// The first line shown.
    public private(set) var top = 0
    /// The section `]`/`[` last moved to, its first line drawn selected, until the view
    /// scrolls otherwise: the end of the document cannot come to the top, so the section
    /// a person moved to is kept rather than read from where the view stopped.
    public private(set) var focusedSection: Int?
    /// Bumped when the content is replaced, so the pager renders again.
    private var revision = 0
    public var emptyText: String
    public var nearEndThreshold: Int
    @ObservationIgnored public var onNearEnd: (@MainActor () -> Void)?

    @ObservationIgnored private var layout: Layout
    @ObservationIgnored private var laidOut: (width: Int, revision: Int, document: Document)?
    @ObservationIgnored private var rows = 0
    @ObservationIgnored private var nearEndReportedAt: Int?
    /// A first line read back on a relaunch, placed once the document reaches it.
    @ObservationIgnored private var restoredTop: Int?
    /// A section to open at (a diff at one of its files), moved to once the document has it.
    @ObservationIgnored private var openingSection: Int?

    public init(emptyText: String = "", nearEndThreshold: Int = 0, layout: @escaping Layout = { _ in Document(lines: []) }) {
        self.emptyText = emptyText
        self.nearEndThreshold = nearEndThreshold
        self.layout = layout
    }

    /// Replaces what the pager shows, keeping the place read.
    public func show(_ layout: @escaping Layout) {
        self.layout = layout
        revision += 1
    }

    /// The document at the width last drawn (or `width`).
    public func document(width: Int) -> Document {
        if let laidOut, laidOut.width == width, laidOut.revision == revision { return laidOut.document }
        let document = layout(width)
        if let previous = laidOut, previous.width != width, let place = previous.document.place(of: top) {
            // The same place in the text at the new width: as far into the same part.
            top = document.line(at: place)
        }
        laidOut = (width, revision, document)
        return document
    }

    /// "lines 21–40 of 120", or "all 12 lines" when everything fits; "lines 21–40, more
    /// below" while the rest is not laid out, its length unknown.
    public var position: String {
        guard let document = laidOut?.document else { return "" }
        // The line after the screenful says whether more follow.
        document.layOut(through: top + rows)
        let count = document.lines.count
        let last = min(count, top + rows)
        guard document.isComplete else { return "lines \(top + 1)–\(last), more below" }
        return last >= count && top == 0 ? "all \(count) lines" : "lines \(top + 1)–\(last) of \(count)"
    }

    /// The first line shown, or the one still waited for, as a relaunch should restore it.
    public var recordedTop: Int { restoredTop ?? top }

    /// Shows line `line` first once the document is that long; a move by the person ends the wait.
    public func restore(top line: Int) {
        restoredTop = line
        openingSection = nil
        focusedSection = nil
    }

    /// Moves to section `section` as `]` would, once the document has it; a move by the
    /// person, or a first line restored, ends the wait.
    public func open(atSection section: Int) {
        openingSection = section
        restoredTop = nil
    }

    public func handle(_ key: Key) -> Bool {
        guard let target = LineScroll.target(for: key, top: top, page: rows) else { return false }
        restoredTop = nil
        openingSection = nil
        focusedSection = nil
        scroll(to: target)
        return true
    }

    /// The section being read: the one `]`/`[` moved to, else the one the first line
    /// shown is in (the last to start at or above it); nil above the first one's start,
    /// or in a document without sections.
    public var currentSection: Int? {
        focusedSection ?? (laidOut?.document.sectionStarts ?? []).lastIndex { $0 <= top }
    }

    /// Moves to the start of the next section (or the end, past the last).
    public func nextSection() {
        restoredTop = nil
        openingSection = nil
        let document = laidOut?.document
        let next = currentSection.map { $0 + 1 } ?? document?.section(after: top)
        if let next { document?.layOut(toSection: next) }
        let starts = document?.sectionStarts ?? []
        guard let next, starts.indices.contains(next) else {
            focusedSection = nil
            scroll(to: Int.max)
            return
        }
        focusedSection = next
        scroll(to: starts[next])
    }

    /// Moves to the start of the section before the one moved to, else of the one the
    /// first line shown is in (or of the one before, when that line starts it).
    public func previousSection() {
        restoredTop = nil
        openingSection = nil
        let starts = laidOut?.document.sectionStarts ?? []
        let previous = focusedSection.map { $0 - 1 } ?? starts.lastIndex { $0 < top }
        guard let previous, starts.indices.contains(previous), starts[previous] > 0 else {
            focusedSection = nil
            scroll(to: 0)
            return
        }
        focusedSection = previous
        scroll(to: starts[previous])
    }

    private func scroll(to target: Int) {
        // Laid out through the screenful the target shows: the end, when it comes first, is known.
        laidOut?.document.layOut(through: min(target, Int.max - rows) + rows)
        let count = laidOut?.document.lines.count ?? 0
        let clamped = min(max(0, target), max(0, count - rows))
        if clamped != top { top = clamped }
        checkNearEnd()
    }

    private func checkNearEnd() {
        guard let onNearEnd, let document = laidOut?.document else { return }
        // Laid out through the threshold's last line: the end, when it comes first, is known.
        document.layOut(through: top + rows + nearEndThreshold)
        let count = document.lines.count
        guard count > 0, top + rows >= count - nearEndThreshold, nearEndReportedAt != count else { return }
        nearEndReportedAt = count
        onNearEnd()
    }

    public func render(in region: inout CanvasRegion) {
        _ = revision
        let document = document(width: region.width)
        rows = region.height
        document.layOut(through: top + rows)
        guard !document.lines.isEmpty else {
            region.draw(emptyText, at: .zero, style: Style(dim: true), truncatingTo: region.width)
            return
        }
        if let restoredTop {
            document.layOut(through: restoredTop)
            if restoredTop < document.lines.count {
                self.restoredTop = nil
                scroll(to: restoredTop)
            }
        }
        if let openingSection {
            document.layOut(toSection: openingSection)
            if document.sectionStarts.indices.contains(openingSection) {
                self.openingSection = nil
                focusedSection = openingSection
                scroll(to: document.sectionStarts[openingSection])
            }
        }
        let first = min(top, max(0, document.lines.count - rows))
        let focusedLine = focusedSection.flatMap { document.sectionStarts.indices.contains($0) ? document.sectionStarts[$0] : nil }
        for (row, line) in document.lines.dropFirst(first).prefix(rows).enumerated() {
            if first + row == focusedLine {
                region.fill(Rect(x: 0, y: row, width: region.width, height: 1), style: Style().selected(true))
                region.draw(StyledLine(line.spans.map { StyledSpan($0.text, style: $0.style.selected(true)) }), at: Point(x: 0, y: row))
            } else {
                region.draw(line, at: Point(x: 0, y: row))
            }
        }
        checkNearEnd()
    }
}

import Observation

/// Styled lines read top to bottom: a document laid out again at each width, scrolled by
/// `LineScroll`'s keys. Sections (an issue's body, each comment) start at marked lines
/// that `nextSection`/`previousSection` jump between. When the last line shown comes
/// within `nearEndThreshold` lines of the end, `onNearEnd` is called once for that
/// length: time to page more in. A resize keeps the first line shown in view.
@MainActor
@Observable
public final class Pager: View, KeyHandling {
    /// A document at a width: its lines and the lines where its sections start.
    public struct Document {
        public var lines: [StyledLine]
        public var sectionStarts: [Int]

        public init(lines: [StyledLine], sectionStarts: [Int] = []) {
            self.lines = lines
            self.sectionStarts = sectionStarts
        }
    }

    public typealias Layout = @MainActor (_ width: Int) -> Document

    /// The first line shown.
    public private(set) var top = 0
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
        if let previous = laidOut, previous.width != width, !previous.document.lines.isEmpty {
            // The same place in the text at the new width, by its share of the whole.
            top = top * document.lines.count / previous.document.lines.count
        }
        laidOut = (width, revision, document)
        return document
    }

    /// "lines 21–40 of 120", or "all 12 lines" when everything fits.
    public var position: String {
        guard let laidOut else { return "" }
        let count = laidOut.document.lines.count
        let last = min(count, top + rows)
        return last >= count && top == 0 ? "all \(count) lines" : "lines \(top + 1)–\(last) of \(count)"
    }

    /// The first line shown, or the one still waited for, as a relaunch should restore it.
    public var recordedTop: Int { restoredTop ?? top }

    /// Shows line `line` first once the document is that long; a move by the person ends the wait.
    public func restore(top line: Int) {
        restoredTop = line
    }

    public func handle(_ key: Key) -> Bool {
        guard let target = LineScroll.target(for: key, top: top, page: rows) else { return false }
        restoredTop = nil
        scroll(to: target)
        return true
    }

    /// Moves to the start of the next section (or the end), or of the one before.
    public func nextSection() {
        restoredTop = nil
        let starts = laidOut?.document.sectionStarts ?? []
        scroll(to: starts.first { $0 > top } ?? Int.max)
    }

    public func previousSection() {
        restoredTop = nil
        let starts = laidOut?.document.sectionStarts ?? []
        scroll(to: starts.last { $0 < top } ?? 0)
    }

    private func scroll(to target: Int) {
        let count = laidOut?.document.lines.count ?? 0
        let clamped = min(max(0, target), max(0, count - rows))
        if clamped != top { top = clamped }
        checkNearEnd(count: count)
    }

    private func checkNearEnd(count: Int) {
        guard let onNearEnd, count > 0, top + rows >= count - nearEndThreshold, nearEndReportedAt != count else { return }
        nearEndReportedAt = count
        onNearEnd()
    }

    public func render(in region: inout CanvasRegion) {
        _ = revision
        let document = document(width: region.width)
        rows = region.height
        guard !document.lines.isEmpty else {
            region.draw(emptyText, at: .zero, style: Style(dim: true), truncatingTo: region.width)
            return
        }
        if let restoredTop, restoredTop < document.lines.count {
            self.restoredTop = nil
            scroll(to: restoredTop)
        }
        let first = min(top, max(0, document.lines.count - rows))
        for (row, line) in document.lines.dropFirst(first).prefix(rows).enumerated() {
            region.draw(line, at: Point(x: 0, y: row))
        }
        checkNearEnd(count: document.lines.count)
    }
}

/// What a relaunch must draw again of the screen a quit left: the screens the heading
/// under the tab bar names, the selected row, and the rows next to it. Rows are compared by their
/// leading text, which leaves out their ages (which tick) and counts at the end.
struct ExplorerShownScreen: Equatable {
    let heading: String
    /// The selected row's leading text, where a row is selected and its rows must come back.
    let selected: String?
    /// The rows up to two above and below the selected one, by their distance from it:
    /// a row that came back, or went, around the selection shows here even when the
    /// relaunch scrolls the list otherwise. (A row that came back at the top of the
    /// rows shown looks like the list scrolled: that is not judged.)
    let neighbours: [Int: String]
    /// Whether an overlay covered the heading's end: a relaunch does not open an overlay
    /// again, so its heading need only begin with what showed.
    let headingCut: Bool

    static let leadingCharacters = 24
    static let reach = 2

    /// The screen as a relaunch must draw it again; nil when no frame of the app's shows.
    init?(_ screen: [String]) {
        guard ExplorerSession.isDrawn(screen), !ExplorerSession.showsTooSmall(screen), screen.count > 1 else { return nil }
        // The debug pane, beside the screen from the rule on, is not made again.
        let heading = screen[1].split(maxSplits: 1, omittingEmptySubsequences: false) { $0 == "│" || $0 == "╭" }[0]
        var segments = heading.trimmingCharacters(in: .whitespaces).components(separatedBy: " › ")
        let pickers = [" labels", " assignees", " reviewers"]
        // A search (GitHub's, or a repository's filter) is made again once it was asked,
        // one still being typed is not, and its field's line tells neither apart: the
        // screens under it are compared. A picker is not made again either (a relaunch is
        // no time to go on choosing labels), so the screens under it must come back,
        // their rows unread.
        let searching = segments.last == "Search" && screen.contains { $0.hasPrefix("Search:") }
            || segments.last?.hasSuffix(": filter") == true && screen.contains { $0.hasPrefix("Filter:") }
        if let top = segments.last, searching || pickers.contains(where: top.hasSuffix) {
            segments.removeLast()
            self.init(heading: segments.joined(separator: " › "), selected: nil, neighbours: [:])
            return
        }
        // An overlay (the keys' list, `?`, from the tab bar, the heading's own line beside
        // the debug pane, or below the heading) covers the heading's end or the rows: only
        // the heading's beginning is judged. Only overlays have rounded corners. Over a
        // picker, the heading's end still names it: the picker goes first (seed 8473).
        if screen.contains(where: { $0.contains("╭") }) {
            self.init(heading: heading.trimmingCharacters(in: .whitespaces), selected: nil, neighbours: [:], headingCut: true)
            return
        }
        let rows = Array(screen.dropFirst(2))
        guard let at = rows.firstIndex(where: { $0.hasPrefix("›") }) else {
            self.init(heading: segments.joined(separator: " › "), selected: nil, neighbours: [:])
            return
        }
        var neighbours: [Int: String] = [:]
        for step in [-1, 1] {
            var run: [String] = []
            var index = at + step
            while rows.indices.contains(index), let row = Self.listRow(rows[index]) {
                run.append(row)
                index += step
            }
            // The first line of the rows above may be the list's column headings, which
            // stay while the list scrolls under them: it is not compared.
            if step < 0 { run = Array(run.dropLast()) }
            for (offset, row) in run.prefix(Self.reach).enumerated() { neighbours[step * (offset + 1)] = row }
        }
        self.init(heading: segments.joined(separator: " › "), selected: Self.leading(rows[at]),
                  neighbours: neighbours)
    }

    private init(heading: String, selected: String?, neighbours: [Int: String], headingCut: Bool = false) {
        // Each screen by its name, without what it says of its data after " · " (a
        // diff's "· 15 files"): a screen under another may read its data only on a relaunch.
        var segments = heading.components(separatedBy: " › ").map { $0.components(separatedBy: " · ")[0] }
        // A heading cut at its beginning may be cut inside a screen's data ("…15 files"),
        // which the other width's heading shows whole and leaves out here (seeds 7434 and
        // 7446): the cut screen's name is not compared, the ones after it are.
        if segments[0].hasPrefix("…") { segments[0] = "…" }
        self.heading = segments.joined(separator: " › ")
        self.selected = selected
        self.neighbours = neighbours
        self.headingCut = headingCut
    }

    /// A row's first characters, without the blanks that end a short one: a terminal
    /// pads a line only where something (the debug pane) is drawn after it.
    private static func leading(_ line: String) -> String {
        var text = Substring(line.prefix(leadingCharacters))
        while text.last == " " { text.removeLast() }
        return String(text)
    }

    /// A line of the list around the selection: not blank where the list is (a preview
    /// beside it may go on below the rows loaded), not a heading of its own (rows begin
    /// with the selection mark's column), and not a row saying a page or a refresh is on
    /// its way, which the network, not the image, decides.
    private static func listRow(_ line: String) -> String? {
        let text = leading(line)
        guard line.hasPrefix(" "), !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        guard !["oading", "efreshing"].contains(where: line.contains) else { return nil }
        return text
    }

    /// Whether `relaunched` draws this screen again: the same stack, and (when rows were
    /// kept) the same selected row with the same rows around it, where both show them.
    func isDrawnAgain(by relaunched: ExplorerShownScreen, rowsKept: Bool) -> Bool {
        if headingCut { return relaunched.heading.hasPrefix(heading) }
        guard ExplorerSession.sameStack(relaunched.heading, heading) else { return false }
        guard rowsKept, let selected else { return true }
        guard let again = relaunched.selected, Self.sameRow(again, selected) else { return false }
        return neighbours.allSatisfy { distance, row in relaunched.neighbours[distance].map { Self.sameRow($0, row) } ?? true }
    }

    /// Whether two rows' leading texts are one row's: a column cut with "…" to the
    /// width left beside a preview or the debug pane is compared up to its cut, since a
    /// relaunch draws the preview where the quit had the debug pane.
    static func sameRow(_ one: String, _ other: String) -> Bool {
        let (a, b) = (one.prefix { $0 != "…" }, other.prefix { $0 != "…" })
        guard a.count < one.count || b.count < other.count else { return a == b }
        return a.count < b.count ? b.hasPrefix(a) : a.hasPrefix(b)
    }
}

import Observation

/// A virtualized list: only the rows on screen exist, each a view the row factory makes for
/// its index when it scrolls in and drops when it scrolls out. A row observes its own data,
/// so a change to one row renders that row alone.
///
/// Keys (its `motions`): j/k and the arrows move the selection, g/G and Home/End jump to
/// the ends (G following the end while pages load), PageUp/PageDown move a page, Ctrl-U/Ctrl-D half a page; Enter activates. The view scrolls
/// to keep the selection visible. When the selection comes within `nearEndThreshold` rows
/// of the end, `onNearEnd` is called once for that row count: time to fetch the next page.
@MainActor
@Observable
public final class ListView: View, KeyHandling {
    public typealias RowFactory = @MainActor (_ index: Int, _ state: ListRowState) -> any View

    /// How many rows the list has; it may grow as pages arrive, or shrink. Never negative.
    public var rowCount: Int {
        didSet {
            if rowCount < 0 {
                rowCount = 0
                return
            }
            if selection >= rowCount { select(max(0, rowCount - 1)) }
            if let pending = pendingPageStart, pending < rowCount {
                pendingPageStart = nil
                select(pending)
            }
            if followsEnd {
                // A list started again (a refresh) is no longer the end that was asked for.
                if rowCount < oldValue { followsEnd = false } else { select(rowCount - 1) }
            }
            checkNearEnd()
        }
    }
    /// Whether the selection follows the list's end as rows arrive: `G` or End asked for
    /// the last row, so each page that lands moves it there and asks for the next, until
    /// no page comes. Any other move, a click or the wheel lets it go.
    public private(set) var followsEnd = false
    public private(set) var selection = 0
    /// Shown when the list has no rows.
    public var emptyText: String
    public var emptyStyle: Style
    public var nearEndThreshold: Int
    @ObservationIgnored public var onNearEnd: (@MainActor () -> Void)?
    /// Whether rows that do not fill the list's height from the first row asked for count
    /// as near the end, so a list with more to load asks for it until a tall terminal is
    /// full, or the rows a relaunch scrolls back to are there.
    @ObservationIgnored public var fillsHeight = false
    @ObservationIgnored public var onActivate: (@MainActor (_ index: Int) -> Void)?
    /// Called as the selection moves, before the frame that shows it is drawn: what
    /// follows the selection (a preview) is in that frame too.
    @ObservationIgnored public var onSelect: (@MainActor (_ index: Int) -> Void)?

    /// The first row asked for; layout keeps the selection in view whatever this says.
    private var top = 0
    /// Bumped to make every row again.
    private var generation = 0
    /// Bumped when some row views were dropped, so the next layout makes them again.
    private var rowsDropped = 0
    @ObservationIgnored private let rowHeight: Int
    @ObservationIgnored private let makeRow: RowFactory
    @ObservationIgnored private var rows: [Int: (view: any View, state: ListRowState)] = [:]
    @ObservationIgnored private var builtGeneration = 0
    @ObservationIgnored private var viewportRows = 0
    @ObservationIgnored private var shownTop = 0
    /// Where the rows were laid out last, in canvas cells, for a click to find its row.
    @ObservationIgnored private var shownBounds = Rect.zero
    @ObservationIgnored private var nearEndReportedAt: Int?
    /// The first row of a page asked for before its rows arrived, selected when they do.
    @ObservationIgnored private var pendingPageStart: Int?
    /// Whether a page turned to (`]`) waits for its rows: a move of the person's that the
    /// selection, still on the last row, does not show.
    public var turnsPage: Bool { pendingPageStart != nil }

    public init(
        rowCount: Int, rowHeight: Int = 1, nearEndThreshold: Int = 0,
        emptyText: String = "", emptyStyle: Style = Style(dim: true),
        row makeRow: @escaping RowFactory
    ) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = max(1, rowHeight)
        self.nearEndThreshold = nearEndThreshold
        self.emptyText = emptyText
        self.emptyStyle = emptyStyle
        self.makeRow = makeRow
    }

    /// The rows on screen, by index.
    public var visibleRows: Range<Int> {
        let end = min(rowCount, shownTop + viewportRows)
        return min(shownTop, end)..<end
    }

    /// The first row on screen at the last layout; nil before the first.
    public var firstShownRow: Int? { viewportRows > 0 ? shownTop : nil }

    /// The view showing row `index`, if it is on screen.
    public func rowView(at index: Int) -> (any View)? {
        rows[index]?.view
    }

    /// Drops every row view so the factory makes them again, for data replaced wholesale.
    public func reloadRows() {
        generation += 1
    }

    /// Drops the views of the rows on screen that `changed` names, so the factory makes
    /// those again and no other: it is asked of the rows on screen alone, whatever the
    /// row count.
    public func reloadRows(where changed: (_ index: Int) -> Bool) {
        let stale = rows.keys.filter(changed)
        guard !stale.isEmpty else { return }
        for index in stale { rows[index] = nil }
        rowsDropped += 1
    }

    // MARK: Selection

    public func select(_ index: Int) {
        let target = min(max(0, index), max(0, rowCount - 1))
        if target != selection {
            rows[selection]?.state.isSelected = false
            rows[target]?.state.isSelected = true
            selection = target
            onSelect?(target)
        }
        scrollToSelection()
        checkNearEnd()
    }

    /// Lets the end go, as a page that could not be loaded does: no later page comes to follow.
    public func stopFollowingEnd() {
        followsEnd = false
    }

    /// Selects the last row and follows the end from there (`followsEnd`).
    func followEnd() {
        followsEnd = true
        select(rowCount - 1)
    }

    /// Selects the first row of the page `step` pages from the selection's, a page
    /// being `size` rows. Returns false when that page lies past the rows there are:
    /// the last row is selected meanwhile, and the page's first row once it arrives.
    @discardableResult
    public func turnPage(by step: Int, size: Int) -> Bool {
        let size = max(1, size)
        let target = max(0, (selection / size + step) * size)
        pendingPageStart = nil
        followsEnd = false
        guard target < rowCount else {
            pendingPageStart = target
            select(rowCount - 1)
            return false
        }
        select(target)
        return true
    }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handle(event) }
        if let motion = Self.motions.first(where: { $0.keys.contains(key) }) {
            pendingPageStart = nil
            followsEnd = false
            motion.move(self)
            return true
        }
        guard key == .enter, let onActivate, rowCount > 0 else { return false }
        onActivate(selection)
        return true
    }

    /// A click selects the row under it and a double click opens it too; the wheel moves
    /// the rows and the selection three at a time. An event outside the list is not its.
    private func handle(_ event: MouseEvent) -> Bool {
        guard shownBounds.contains(event.point) else { return false }
        pendingPageStart = nil
        followsEnd = false
        switch event.action {
        case .wheelUp: movePage(by: -Self.wheelRows)
        case .wheelDown: movePage(by: Self.wheelRows)
        case .click, .doubleClick:
            let index = shownTop + (event.point.y - shownBounds.minY) / rowHeight
            guard index < rowCount else { return true }
            select(index)
            if event.action == .doubleClick { onActivate?(index) }
        }
        return true
    }

    public static let wheelRows = 3

    /// The rows a page moves: as many as are on screen.
    var page: Int { max(1, viewportRows) }

    /// Moves the selection and the view together, as a pager does.
    func movePage(by rows: Int) {
        top = clampedTop(top + rows)
        select(selection + rows)
    }

    /// Scrolls so that `row` is first on screen, as near as the rows there are and the
    /// selection, which stays in view, allow; before the first layout, that layout does,
    /// and no row past the selection is first (a record saying so is not one a list wrote).
    public func scroll(toFirstRow row: Int) {
        let newTop = viewportRows > 0 ? topKeepingSelection(from: row) : min(max(0, row), selection)
        if newTop != top { top = newTop }
    }

    /// Keeps the selection in view. The first row asked for is not held to the rows there
    /// are, which layout does: rows that arrive later (a page restored one at a time)
    /// scroll back under it rather than from wherever fewer rows put it.
    private func scrollToSelection() {
        // Before the first layout the height is not known; that layout keeps the selection
        // in view, rather than a height of one row putting it first.
        guard viewportRows > 0 else { return }
        let newTop = topKeepingSelection(from: top)
        if newTop != top { top = newTop }
    }

    /// The first row nearest `proposed` that keeps the rows on screen within the list and
    /// the selection among them.
    private func topShowingSelection(from proposed: Int) -> Int {
        topKeepingSelection(from: clampedTop(proposed))
    }

    /// The first row nearest `proposed` that keeps the selection on screen.
    private func topKeepingSelection(from proposed: Int) -> Int {
        let shown = max(1, viewportRows)
        var first = proposed
        if selection < first { first = selection }
        if selection >= first + shown { first = selection - shown + 1 }
        return max(0, first)
    }

    private func clampedTop(_ proposed: Int) -> Int {
        max(0, min(proposed, rowCount - max(1, viewportRows)))
    }

    /// Says again whether the selection is near the end, though this row count was told:
    /// the last report came while a page was loading, and was refused.
    public func checkNearEndAgain() {
        nearEndReportedAt = nil
        checkNearEnd()
    }

    private func checkNearEnd() {
        guard rowCount > 0, rowCount - 1 - selection <= nearEndThreshold || rowsShortOfHeight,
              nearEndReportedAt != rowCount else { return }
        nearEndReportedAt = rowCount
        onNearEnd?()
    }

    /// Whether the rows, in a list that fills its height, end before the screen does
    /// from the first row asked for.
    private var rowsShortOfHeight: Bool {
        fillsHeight && viewportRows > 0 && rowCount < top + viewportRows
    }

    // MARK: Layout and rendering

    public func layout(in bounds: Rect) -> [Placement] {
        if builtGeneration != generation {
            builtGeneration = generation
            rows = [:]
        }
        // Read so that rows dropped since make this view lay out again.
        _ = rowsDropped
        viewportRows = bounds.height / rowHeight
        shownBounds = bounds
        if rowsShortOfHeight, rowCount > 0, nearEndReportedAt != rowCount {
            nearEndReportedAt = rowCount
            // Layout only measures: the next page is asked for once this frame is drawn.
            Task { @MainActor [weak self] in self?.onNearEnd?() }
        }
        shownTop = topShowingSelection(from: top)
        let visible = visibleRows
        rows = rows.filter { visible.contains($0.key) }
        var placements: [Placement] = []
        placements.reserveCapacity(visible.count)
        for index in visible {
            let row: (view: any View, state: ListRowState)
            if let existing = rows[index] {
                row = existing
            } else {
                let state = ListRowState(index: index, isSelected: index == selection)
                row = (makeRow(index, state), state)
                rows[index] = row
            }
            let y = bounds.minY + (index - shownTop) * rowHeight
            placements.append(Placement(row.view, in: Rect(x: bounds.minX, y: y, width: bounds.width, height: rowHeight)))
        }
        return placements
    }

    public func render(in region: inout CanvasRegion) {
        guard rowCount == 0, !emptyText.isEmpty else { return }
        region.draw(emptyText, at: .zero, style: emptyStyle, truncatingTo: region.width)
    }
}

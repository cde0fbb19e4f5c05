import Observation
import Testing
@testable import BatonTUI

/// A list row that reads one field of its model and its selection.
@MainActor
private final class ModelRow: View {
    let row: TestRow
    let state: ListRowState

    init(_ row: TestRow, _ state: ListRowState) {
        self.row = row
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        region.draw((state.isSelected ? "> " : "  ") + row.title, at: .zero, truncatingTo: region.width)
    }
}

@MainActor
@Suite struct WidgetListTests {
    @Test func onlyVisibleRowsExistAndRender() {
        var made = 0
        let list = ListView(rowCount: 1_000) { index, state in
            made += 1
            return ListTextRow(state) { "item \(index)" }
        }
        let host = renderedHost(list, width: 20, height: 10)
        #expect(made == 10)
        #expect(host.viewCount == 11)
        #expect(host.totalRenderCount == 11)
        #expect(host.canvas.text(ofRow: 0) == "item 0              ")
        #expect(host.canvas.style(atX: 0, y: 0) == Style(reverse: true))
        #expect(host.canvas.style(atX: 19, y: 0) == Style(reverse: true))
        #expect(host.canvas.style(atX: 0, y: 1) == .plain)
        #expect(host.canvas.text(ofRow: 9) == "item 9              ")
    }

    /// A selection put back before the list's first layout (a relaunch's, from the
    /// image) scrolls no further than the list's height asks: the rows above it stay.
    @Test func aSelectionBeforeTheFirstLayoutKeepsTheRowsAboveIt() {
        let list = ListView(rowCount: 100) { index, state in ListTextRow(state) { "item \(index)" } }
        list.select(4)
        let scheduler = ManualScheduler()
        let host = renderedHost(list, width: 20, height: 10, scheduler: scheduler)
        #expect(list.visibleRows == 0..<10)
        #expect(host.canvas.text(ofRow: 4) == "item 4              ")
        list.select(5)
        scheduler.runTurn()
        #expect(list.visibleRows == 0..<10)
        #expect(host.canvas.text(ofRow: 5) == "item 5              ")
    }

    /// A list that fills its height asks for rows until it is full, and asks again once a
    /// load it was refused for is over: a page the rows' owner could not load at the
    /// first ask (another was loading) is not given up.
    @Test func aListThatFillsItsHeightAsksAgainAfterARefusal() async {
        let list = ListView(rowCount: 2, nearEndThreshold: 0) { index, state in ListTextRow(state) { "item \(index)" } }
        list.fillsHeight = true
        var asked = 0
        list.onNearEnd = { asked += 1 }
        let scheduler = ManualScheduler()
        _ = renderedHost(list, width: 20, height: 10, scheduler: scheduler)
        await Task.yield()
        #expect(asked == 1)
        // Refused: no rows came. Asked again, the list still wants them.
        list.checkNearEndAgain()
        #expect(asked == 2)
        list.rowCount = 10
        list.checkNearEndAgain()
        #expect(asked == 2)
    }

    @Test func changingOneRowsFieldRendersThatRowOnly() {
        let scheduler = ManualScheduler()
        let rows = (0..<200).map { TestRow(title: "row \($0)") }
        let list = ListView(rowCount: 200) { index, state in ModelRow(rows[index], state) }
        let host = renderedHost(list, width: 20, height: 200, scheduler: scheduler)
        let before = host.totalRenderCount
        #expect(before == 201)

        rows[120].title = "changed"
        scheduler.runTurn()
        let changed = list.rowView(at: 120)!
        #expect(host.renderCount(of: changed) == 2)
        #expect(host.totalRenderCount == before + 1)
        #expect(host.renderCount(of: list) == 1)
        #expect(host.canvas.text(ofRow: 120).hasPrefix("  changed"))

        rows[5].unread = 3
        #expect(scheduler.pending.isEmpty)

        for step in 0..<10 { rows[7].title = "step \(step)" }
        #expect(scheduler.pending.count == 1)
        scheduler.runTurn()
        #expect(host.renderCount(of: list.rowView(at: 7)!) == 2)
        #expect(host.totalRenderCount == before + 2)
    }

    @Test func movingTheSelectionRendersTheTwoRowsItTouches() {
        let scheduler = ManualScheduler()
        let rows = (0..<50).map { TestRow(title: "row \($0)") }
        let list = ListView(rowCount: 50) { index, state in ModelRow(rows[index], state) }
        let host = renderedHost(list, width: 12, height: 5, scheduler: scheduler)
        let before = host.totalRenderCount
        #expect(list.handle(.character("j")))
        scheduler.runTurn()
        #expect(list.selection == 1)
        #expect(host.totalRenderCount == before + 2)
        #expect(host.canvas.lines.prefix(2) == ["  row 0     ", "> row 1     "])
    }

    @Test func scrollingAThousandRowsRendersOnlyVisibleRows() {
        let scheduler = ManualScheduler()
        var made = 0
        let list = ListView(rowCount: 1_000) { index, state in
            made += 1
            return ListTextRow(state) { "item \(index)" }
        }
        let host = renderedHost(list, width: 20, height: 10, scheduler: scheduler)
        for _ in 0..<15 {
            let before = host.totalRenderCount
            #expect(list.handle(.character("j")))
            scheduler.runTurn()
            #expect(host.totalRenderCount - before <= 11)
            #expect(host.viewCount == 11)
        }
        #expect(list.selection == 15)
        #expect(list.visibleRows == 6..<16)
        #expect(host.canvas.text(ofRow: 9) == "item 15             ")
        #expect(host.canvas.style(atX: 0, y: 9) == Style(reverse: true))

        for _ in 0..<3 {
            let before = host.totalRenderCount
            #expect(list.handle(.pageDown))
            scheduler.runTurn()
            #expect(host.totalRenderCount - before <= 11)
        }
        #expect(list.selection == 45)
        #expect(list.visibleRows == 36..<46)
        #expect(host.viewCount == 11)
        #expect(made <= 10 + 15 + 30)

        #expect(list.handle(.character("k")))
        scheduler.runTurn()
        #expect(list.selection == 44)
        #expect(list.visibleRows == 36..<46)

        #expect(list.handle(.end))
        scheduler.runTurn()
        #expect(list.visibleRows == 990..<1_000)
        #expect(host.canvas.text(ofRow: 9) == "item 999            ")
        #expect(list.handle(.character("g")))
        scheduler.runTurn()
        #expect(list.visibleRows == 0..<10)
        #expect(host.canvas.text(ofRow: 0) == "item 0              ")
    }

    @Test func halfPagesAndPageUp() {
        let list = ListView(rowCount: 100) { _, state in ListTextRow(state) { "" } }
        let scheduler = ManualScheduler()
        let host = renderedHost(list, width: 10, height: 10, scheduler: scheduler)
        #expect(list.handle(.control("d")))
        scheduler.runTurn()
        #expect(list.selection == 5)
        #expect(list.handle(.pageDown))
        scheduler.runTurn()
        #expect(list.selection == 15)
        #expect(list.handle(.control("u")))
        scheduler.runTurn()
        #expect(list.selection == 10)
        #expect(list.handle(.pageUp))
        scheduler.runTurn()
        #expect(list.selection == 0)
        #expect(list.visibleRows == 0..<10)
        #expect(host.canvas.style(atX: 0, y: 0) == Style(reverse: true))
        #expect(list.handle(.up))
        #expect(list.selection == 0)
        #expect(!list.handle(.character("x")))
    }

    @Test func nearingTheEndAsksForMoreOncePerRowCount() {
        let scheduler = ManualScheduler()
        var requests = 0
        let list = ListView(rowCount: 20, nearEndThreshold: 3) { index, state in ListTextRow(state) { "row \(index)" } }
        list.onNearEnd = { requests += 1 }
        let host = renderedHost(list, width: 10, height: 5, scheduler: scheduler)
        for _ in 0..<15 { _ = list.handle(.down) }
        #expect(requests == 0)
        _ = list.handle(.down)
        #expect(list.selection == 16)
        #expect(requests == 1)
        _ = list.handle(.down)
        #expect(requests == 1)

        list.rowCount = 40
        scheduler.runTurn()
        #expect(requests == 1)
        _ = list.handle(.end)
        #expect(requests == 2)
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 4) == "row 39    ")
    }

    @Test func capitalGFollowsTheEndAsPagesArriveUntilAnotherMoveLetsGo() {
        let scheduler = ManualScheduler()
        var requests = 0
        let list = ListView(rowCount: 20, nearEndThreshold: 3) { index, state in ListTextRow(state) { "row \(index)" } }
        list.onNearEnd = { requests += 1 }
        let host = renderedHost(list, width: 10, height: 5, scheduler: scheduler)

        _ = list.handle(.character("G"))
        #expect(list.followsEnd)
        #expect(list.selection == 19)
        #expect(requests == 1)
        // Each page that lands moves the selection to its end, which asks for the next.
        for count in [40, 60] {
            list.rowCount = count
            #expect(list.selection == count - 1)
        }
        #expect(requests == 3)
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 4) == "row 59    ")

        // A move of the person's own lets go: the next page leaves the selection where it is.
        _ = list.handle(.character("k"))
        #expect(!list.followsEnd)
        list.rowCount = 80
        #expect(list.selection == 58)

        // A list started again is not the end asked for.
        _ = list.handle(.end)
        #expect(list.followsEnd)
        list.rowCount = 20
        #expect(!list.followsEnd)
        list.rowCount = 40
        #expect(list.selection == 19)
    }

    @Test func theRowCountMayGrowAndShrink() {
        let scheduler = ManualScheduler()
        let list = ListView(rowCount: 2, emptyText: "No results") { index, state in ListTextRow(state) { "row \(index)" } }
        let host = renderedHost(list, width: 12, height: 4, scheduler: scheduler)
        #expect(host.canvas.lines == ["row 0       ", "row 1       ", "            ", "            "])
        list.rowCount = 3
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 2) == "row 2       ")
        _ = list.handle(.end)
        list.rowCount = 0
        scheduler.runTurn()
        #expect(list.selection == 0)
        #expect(host.canvas.lines == ["No results  ", "            ", "            ", "            "])
        #expect(host.canvas.style(atX: 0, y: 0) == Style(dim: true))
        list.rowCount = -5
        #expect(list.rowCount == 0)
        #expect(list.visibleRows.isEmpty)
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 0) == "No results  ")
    }

    @Test func enterActivatesTheSelectedRow() {
        var activated: [Int] = []
        let list = ListView(rowCount: 5) { _, state in ListTextRow(state) { "" } }
        #expect(!list.handle(.enter))
        list.onActivate = { activated.append($0) }
        _ = list.handle(.down)
        #expect(list.handle(.enter))
        #expect(activated == [1])
    }

    @Test func reloadingMakesEveryVisibleRowAgain() {
        let scheduler = ManualScheduler()
        var made = 0
        let list = ListView(rowCount: 10) { _, state in
            made += 1
            return ListTextRow(state) { "x" }
        }
        let host = renderedHost(list, width: 5, height: 3, scheduler: scheduler)
        #expect(made == 3)
        list.reloadRows()
        #expect(scheduler.pending.count == 1)
        scheduler.runTurn()
        #expect(made == 6)
        #expect(host.viewCount == 4)
    }

    @Test func aResizeShowsMoreRowsAndKeepsTheSelectionVisible() {
        let list = ListView(rowCount: 100) { index, state in ListTextRow(state) { "row \(index)" } }
        let scheduler = ManualScheduler()
        let host = renderedHost(list, width: 10, height: 10, scheduler: scheduler)
        list.select(9)
        scheduler.runTurn()
        host.resize(to: Size(width: 8, height: 4))
        #expect(list.visibleRows == 6..<10)
        #expect(host.canvas.text(ofRow: 3) == "row 9   ")
        host.resize(to: Size(width: 10, height: 20))
        #expect(list.visibleRows.count == 20)
        #expect(list.visibleRows.contains(9))
        #expect(host.viewCount == 21)
    }
}

@MainActor
@Suite struct WidgetListShrinkTests {
    @Test func shrinkingBelowTheRowsOnScreenReadsSafelyBeforeTheNextLayout() {
        let scheduler = ManualScheduler()
        let list = ListView(rowCount: 100) { index, state in ListTextRow(state) { "row \(index)" } }
        let host = renderedHost(list, width: 8, height: 3, scheduler: scheduler)
        _ = list.handle(.end)
        scheduler.runTurn()
        #expect(list.visibleRows == 97..<100)
        list.rowCount = 2
        #expect(list.visibleRows.isEmpty)
        #expect(list.selection == 1)
        scheduler.runTurn()
        #expect(list.visibleRows == 0..<2)
        #expect(host.canvas.lines == ["row 0   ", "row 1   ", "        "])
    }
}

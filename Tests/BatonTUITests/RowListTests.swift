import Testing
@testable import BatonTUI

/// The row list keeps the views of rows that stay in their places and makes again the
/// view of a row changed in its place, and of a place the list no longer has.
@MainActor
@Suite struct RowListTests {
    private func list(counting made: @escaping (String) -> Void) -> RowList<String> {
        RowList(emptyText: "none") { row, state in
            made(row)
            return ListTextRow(state) { row }
        }
    }

    private func shown(_ host: RenderHost, rows: Int) -> [String] {
        (0..<rows).map { host.canvas.text(ofRow: $0).trimmingCharacters(in: .whitespaces) }
    }

    @Test func rowsAppendedBelowKeepTheViewsShown() {
        var made: [String] = []
        let rows = list { made.append($0) }
        rows.show(["a", "b"])
        let scheduler = ManualScheduler()
        let host = renderedHost(rows.view, width: 10, height: 5, scheduler: scheduler)
        #expect(made == ["a", "b"])

        rows.show(["a", "b", "c"])
        scheduler.runTurn()
        #expect(made == ["a", "b", "c"])
        #expect(shown(host, rows: 3) == ["a", "b", "c"])
    }

    @Test func aRowChangedInItsPlaceOrAShorterListMakesTheViewsAgain() {
        var made: [String] = []
        let rows = list { made.append($0) }
        rows.show(["a", "b"])
        let scheduler = ManualScheduler()
        let host = renderedHost(rows.view, width: 10, height: 5, scheduler: scheduler)

        rows.show(["a", "x"])
        scheduler.runTurn()
        #expect(made == ["a", "b", "x"])
        #expect(shown(host, rows: 2) == ["a", "x"])

        // Emptied while a page loads, then filled with another page: no view of the
        // rows that left stands in for the new ones.
        made = []
        rows.show([])
        scheduler.runTurn()
        rows.show(["p", "q"])
        scheduler.runTurn()
        #expect(made == ["p", "q"])
        #expect(shown(host, rows: 2) == ["p", "q"])
        #expect(rows.selected == "p")
    }

    @Test func aLongListGivenAgainWithOneRowChangedMakesThatRowsViewAlone() {
        var made: [String] = []
        let rows = list { made.append($0) }
        var titles = (0..<10_000).map { "row \($0)" }
        rows.show(titles)
        let scheduler = ManualScheduler()
        let host = renderedHost(rows.view, width: 12, height: 5, scheduler: scheduler)
        #expect(made.count == 5)

        made = []
        titles[3] = "changed"
        rows.show(titles)
        scheduler.runTurn()
        #expect(made == ["changed"])
        #expect(shown(host, rows: 5) == ["row 0", "row 1", "row 2", "changed", "row 4"])

        // A row off screen has no view to make again; it is made when it scrolls in.
        made = []
        titles[9_000] = "far"
        rows.show(titles)
        scheduler.runTurn()
        #expect(made.isEmpty)
    }

    @Test func aShorterListThenALongerOneMakesTheRefilledPlacesAgain() {
        var made: [String] = []
        let rows = list { made.append($0) }
        rows.show(["a", "b", "c"])
        let scheduler = ManualScheduler()
        let host = renderedHost(rows.view, width: 10, height: 5, scheduler: scheduler)

        // Both before one frame: the views of b and c stand for no row of the new list.
        made = []
        rows.show(["a"])
        rows.show(["a", "y", "z"])
        scheduler.runTurn()
        #expect(made == ["y", "z"])
        #expect(shown(host, rows: 3) == ["a", "y", "z"])
    }
}

import Testing
@testable import BatonTUI

/// The row list keeps the views of rows that stay in their places and makes them
/// again when a row changed in its place or the list got shorter.
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
        #expect(made == ["a", "b", "a", "x"])

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
}

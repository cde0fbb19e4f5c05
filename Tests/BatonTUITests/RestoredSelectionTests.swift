import Testing
@testable import BatonTUI

/// A selection read back on a relaunch: drawn with the image's rows in the first frame,
/// held while the refresh may start the list again, given up at the person's move.
@MainActor
@Suite struct RestoredSelectionTests {
    private func list() -> RowList<Int> {
        RowList(emptyText: "none") { row, state in ListTextRow(state) { "\(row)" } }
    }

    @Test func theImagesRowsShowTheSelectionBeforeTheRefreshAnswers() {
        let rows = list()
        rows.restore(ListPlace(selection: 3))
        rows.show(Array(0..<10), settled: false)
        #expect(rows.view.selection == 3)
        rows.show(Array(0..<10), settled: true)
        #expect(rows.view.selection == 3)
        #expect(rows.recordedPlace.selection == 3)
    }

    @Test func aRefreshThatStartsTheListAgainPagesBackToTheRow() {
        let rows = list()
        rows.restore(ListPlace(selection: 30))
        rows.show(Array(0..<40), settled: false)
        #expect(rows.view.selection == 30)
        // The refresh's first page: the selection waits on its last row, still recording 30.
        rows.show(Array(0..<20), settled: true)
        #expect(rows.view.selection == 19)
        #expect(rows.recordedPlace.selection == 30)
        rows.show(Array(0..<40), settled: true)
        #expect(rows.view.selection == 30)
    }

    /// Pages fetched apart (Rick and Morty's) come from the image one by one as the
    /// selection waits on the last row: each is asked for at once, not after the refresh
    /// of the one before answers, which offline it never does.
    @Test func beforeTheRefreshAnswersTheWaitOnTheLastRowAsksForTheNextPage() {
        let rows = list()
        var asked = 0
        rows.view.onNearEnd = { asked += 1 }
        rows.restore(ListPlace(selection: 45))
        for pages in 1...2 {
            rows.show(Array(0..<(pages * 20)), settled: false)
            #expect(rows.view.selection == pages * 20 - 1)
            #expect(asked == pages)
        }
        rows.show(Array(0..<60), settled: false)
        #expect(rows.view.selection == 45)
        #expect(rows.recordedPlace.selection == 45)
    }

    @Test func aMoveOfThePersonsEndsTheWait() {
        let rows = list()
        rows.restore(ListPlace(selection: 3))
        rows.show(Array(0..<10), settled: false)
        rows.view.select(5)
        #expect(rows.recordedPlace.selection == 5)
        rows.show(Array(0..<10), settled: true)
        #expect(rows.view.selection == 5)
        // A row waited for past the rows shown gives way to a move too.
        rows.restore(ListPlace(selection: 30))
        rows.show(Array(0..<20), settled: true)
        rows.view.select(4)
        rows.show(Array(0..<40), settled: true)
        #expect(rows.view.selection == 4)
    }

    /// `]` on the last row while the selection waits there for its place: the page the
    /// person turned to is where the selection goes when it lands, not the place.
    @Test func aPageTurnedToWhileTheWaitIsOnTheLastRowEndsTheWait() {
        let rows = list()
        rows.restore(ListPlace(selection: 30))
        rows.show(Array(0..<20), settled: false)
        #expect(rows.view.selection == 19)
        rows.view.turnPage(by: 1, size: 20)
        #expect(rows.view.selection == 19)
        #expect(rows.recordedPlace.selection == 19)
        rows.show(Array(0..<40), settled: false)
        #expect(rows.view.selection == 20)
        #expect(rows.recordedPlace.selection == 20)
    }

    /// A list scrolled past its first screen comes back on the same lines: the first row
    /// recorded is the first drawn, not only the selection somewhere in view.
    @Test func theFirstRowOnScreenComesBackWithTheSelection() {
        let rows = list()
        rows.restore(ListPlace(selection: 35, firstRow: 30))
        rows.show(Array(0..<20), settled: false)
        rows.show(Array(0..<60), settled: false)
        let scheduler = ManualScheduler()
        let host = renderedHost(rows.view, width: 10, height: 10, scheduler: scheduler)
        #expect(rows.view.visibleRows == 30..<40)
        #expect(host.canvas.text(ofRow: 0).hasPrefix("30"))
        #expect(rows.recordedPlace == ListPlace(selection: 35, firstRow: 30))
        // The refresh settles on the same rows: nothing moves, and the list records itself.
        rows.show(Array(0..<60), settled: true)
        scheduler.runTurn()
        #expect(rows.view.visibleRows == 30..<40)
        #expect(rows.recordedPlace == ListPlace(selection: 35, firstRow: 30))
        // On a shorter terminal the selection stays in view all the same.
        let short = list()
        short.restore(ListPlace(selection: 35, firstRow: 30))
        short.show(Array(0..<60), settled: true)
        _ = renderedHost(short.view, width: 10, height: 4)
        #expect(short.view.visibleRows == 32..<36)
    }

    /// A first row past the selection (a record no list wrote) is the selection's: the
    /// list asks for no page to reach rows it will not show.
    @Test func aFirstRowPastTheSelectionIsTheSelections() async {
        let rows = list()
        rows.view.fillsHeight = true
        var asked = 0
        rows.view.onNearEnd = { asked += 1 }
        rows.restore(ListPlace(selection: 5, firstRow: 9_999))
        rows.show(Array(0..<60), settled: true)
        _ = renderedHost(rows.view, width: 10, height: 10)
        // Layout asks for more rows a turn after it, when it asks.
        await Task.yield()
        #expect(rows.view.visibleRows == 5..<15)
        #expect(asked == 0)
    }

    /// A list never laid out records its selection alone: where it would scroll is not known.
    @Test func aListNeverDrawnRecordsNoFirstRow() {
        let rows = list()
        rows.show(Array(0..<60), settled: true)
        rows.view.select(35)
        #expect(rows.recordedPlace == ListPlace(selection: 35, firstRow: nil))
    }
}

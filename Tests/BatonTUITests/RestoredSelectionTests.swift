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
        rows.restore(selection: 3)
        rows.show(Array(0..<10), settled: false)
        #expect(rows.view.selection == 3)
        rows.show(Array(0..<10), settled: true)
        #expect(rows.view.selection == 3)
        #expect(rows.recordedSelection == 3)
    }

    @Test func aRefreshThatStartsTheListAgainPagesBackToTheRow() {
        let rows = list()
        rows.restore(selection: 30)
        rows.show(Array(0..<40), settled: false)
        #expect(rows.view.selection == 30)
        // The refresh's first page: the selection waits on its last row, still recording 30.
        rows.show(Array(0..<20), settled: true)
        #expect(rows.view.selection == 19)
        #expect(rows.recordedSelection == 30)
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
        rows.restore(selection: 45)
        for pages in 1...2 {
            rows.show(Array(0..<(pages * 20)), settled: false)
            #expect(rows.view.selection == pages * 20 - 1)
            #expect(asked == pages)
        }
        rows.show(Array(0..<60), settled: false)
        #expect(rows.view.selection == 45)
        #expect(rows.recordedSelection == 45)
    }

    @Test func aMoveOfThePersonsEndsTheWait() {
        let rows = list()
        rows.restore(selection: 3)
        rows.show(Array(0..<10), settled: false)
        rows.view.select(5)
        #expect(rows.recordedSelection == 5)
        rows.show(Array(0..<10), settled: true)
        #expect(rows.view.selection == 5)
        // A row waited for past the rows shown gives way to a move too.
        rows.restore(selection: 30)
        rows.show(Array(0..<20), settled: true)
        rows.view.select(4)
        rows.show(Array(0..<40), settled: true)
        #expect(rows.view.selection == 4)
    }
}

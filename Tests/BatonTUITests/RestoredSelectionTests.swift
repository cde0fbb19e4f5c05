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

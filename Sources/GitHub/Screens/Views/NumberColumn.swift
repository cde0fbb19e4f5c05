import BatonTUI
import Observation

/// The width of one list's column of numbers: the widest its rows have drawn, and a
/// space. A row that draws a wider number (#10000 after #9999) widens it, and the rows
/// on screen, which read it as they render, draw again with their titles in one column.
@MainActor
@Observable
final class NumberColumn {
    /// "#9999" and a space.
    private(set) var width = 6

    /// Widens the column to hold `number` and a space.
    func fit(_ number: String) {
        let needed = number.displayWidth + 1
        if needed > width { width = needed }
    }
}

import Observation

/// One row's data. Rows read `count` and `isSelected`; a change to either redraws that
/// row's view and no other.
@MainActor
@Observable
final class Item {
    let number: Int
    var count = 0
    var isSelected = false

    init(number: Int) {
        self.number = number
    }
}

/// The demo's state: the rows, the selection and the scroll position, and whether the
/// help overlay is up.
@MainActor
@Observable
final class DemoModel {
    let items: [Item]
    /// The row the timer changes every second.
    let tickingIndex = 2
    private(set) var selection = 0
    /// The first visible row.
    var top = 0
    var showsHelp = false

    init(rowCount: Int) {
        items = (1...rowCount).map(Item.init(number:))
        items.first?.isSelected = true
    }

    /// Moves the selection (clamped to the rows) and scrolls so `visibleRows` rows around
    /// it stay on screen.
    func select(_ index: Int, visibleRows: Int) {
        let clamped = min(max(0, index), items.count - 1)
        if clamped != selection {
            items[selection].isSelected = false
            items[clamped].isSelected = true
            selection = clamped
        }
        let rows = max(1, visibleRows)
        if selection < top {
            top = selection
        } else if selection >= top + rows {
            top = selection - rows + 1
        }
    }

    func tick() {
        items[tickingIndex].count += 1
    }
}

import Observation

/// One row's data. Its row reads `count`; a change to it renders that row alone.
@MainActor
@Observable
final class Item {
    let number: Int
    var count = 0

    init(number: Int) {
        self.number = number
    }
}

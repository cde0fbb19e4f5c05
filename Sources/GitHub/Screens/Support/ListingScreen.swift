import Baton
import BatonScreens
import BatonTUI

/// A screen that is a search: its query line, its results and their paging are a
/// `SearchListing`'s, and the screen adds its own keys and what Enter opens.
@MainActor
protocol ListingScreen: Screen {
    associatedtype Query: Baton.Query
    associatedtype Row: Equatable
    var listing: SearchListing<Query, Row> { get }
    var keys: KeyMap { get }
}

extension ListingScreen {
    var status: ScreenStatus { listing.status }
    var fetchTime: ContinuousClock.Instant? { listing.fetchTime }
    var capturesText: Bool { listing.capturesText }
    /// The query the results are for; empty before the first search.
    var query: String { listing.query }
    var results: RowList<Row> { listing.results }

    func handle(_ key: Key) -> Bool {
        listing.handle(key, screenKeys: keys)
    }

    func retry() {
        dismissNotice()
        listing.retry()
    }

    func close() {
        listing.close()
    }

    func layout(in bounds: Rect) -> [Placement] {
        listing.layout(in: bounds)
    }
}

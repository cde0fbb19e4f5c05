import BatonScreens
import BatonTUI

/// A screen the dashboard shows as one of its sections: it counts what it lists for
/// the section bar, and records and restores its list's place.
@MainActor
protocol DashboardSection: Screen {
    /// How many things the section lists, beyond the pages loaded; nil before it knows.
    var count: Int? { get }
    /// Where the list is, to record on quitting.
    var recordedPlace: ListPlace { get }
    /// Puts back a place recorded at an earlier quit, once the rows settled.
    func restore(_ place: ListPlace)
}

extension ListingScreen {
    var count: Int? { listing.total }
    var recordedPlace: ListPlace { results.recordedPlace }
    func restore(_ place: ListPlace) { results.restore(place) }
}

extension ConversationSectionScreen: DashboardSection {}
extension SearchScreen: DashboardSection {}

extension RepositoriesScreen: DashboardSection {
    var recordedPlace: ListPlace { rows.recordedPlace }
    func restore(_ place: ListPlace) { rows.restore(place) }
}

extension InboxScreen: DashboardSection {
    var recordedPlace: ListPlace { rows.recordedPlace }
    func restore(_ place: ListPlace) { rows.restore(place) }
}

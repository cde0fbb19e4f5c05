import BatonScreens

/// A screen the dashboard shows as one of its sections: it counts what it lists for
/// the section bar, and records and restores its list's selection.
@MainActor
protocol DashboardSection: Screen {
    /// How many things the section lists, beyond the pages loaded; nil before it knows.
    var count: Int? { get }
    /// The selection to record on quitting.
    var recordedSelection: Int { get }
    /// Puts back a selection recorded at an earlier quit, once the rows settled.
    func restore(selection: Int)
}

extension ListingScreen {
    var count: Int? { listing.total }
    var recordedSelection: Int { results.recordedSelection }
    func restore(selection: Int) { results.restore(selection: selection) }
}

extension ConversationSectionScreen: DashboardSection {}
extension SearchScreen: DashboardSection {}

extension RepositoriesScreen: DashboardSection {
    var recordedSelection: Int { rows.recordedSelection }
    func restore(selection: Int) { rows.restore(selection: selection) }
}

extension InboxScreen: DashboardSection {
    var recordedSelection: Int { rows.recordedSelection }
    func restore(selection: Int) { rows.restore(selection: selection) }
}

import Baton
import BatonScreens

/// A row that is one issue or pull request: what opens and previews it, its page and
/// short name, and the values a person's command fills in.
@MainActor
protocol ConversationListed: Equatable {
    var reference: ConversationReference? { get }
    var link: Handoff.Link { get }
    var commandValues: [String: String] { get }
}

extension DashboardItem: ConversationListed {}
extension ConversationHit: ConversationListed {}

/// A search screen of issues and pull requests: Enter opens the selected one, and a
/// person's command gets its values.
@MainActor
protocol ConversationListingScreen: ListingScreen where Row: ConversationListed {
    var environment: Environment { get }
    var navigator: (any Navigator)? { get }
}

extension ConversationListingScreen {
    var helpLines: [String] { keys.helpLines }
    /// The selected issue or pull request, for the person's own commands.
    var commandValues: [String: String] { results.selected?.commandValues ?? [:] }

    func openSelected() {
        guard let reference = results.selected?.reference else { return }
        navigator?.open(reference.screen(in: environment))
    }
}

import Baton
import BatonScreens
import BatonTUI

/// A row that is one issue or pull request: what opens and previews it, its page and
/// short name, and the values a person's command fills in.
@MainActor
protocol ConversationListed: Equatable {
    var reference: ConversationReference? { get }
    var target: ActionTarget? { get }
    var link: Handoff.Link { get }
    var commandValues: [String: String] { get }
}

extension DashboardItem: ConversationListed {}
extension ConversationHit: ConversationListed {}

/// A search screen of issues and pull requests: Enter opens the selected one, the
/// actions act on it, `F` and `d` open a pull request's files and diff, and a person's
/// command gets its values.
@MainActor
protocol ConversationListingScreen: ListingScreen where Row: ConversationListed {
    var environment: Environment { get }
    var navigator: (any Navigator)? { get }
    var actions: ConversationActions { get }
    var changes: PullRequestChanges { get }
}

extension ConversationListingScreen {
    var helpLines: [String] { keys.helpLines }
    /// While an action asks first, its question takes the next key.
    var capturesText: Bool { listing.capturesText || actions.isAsking }
    var asksQuestion: Bool { actions.isAsking }

    func handle(_ key: Key) -> Bool {
        actions.handle(key) || listing.handle(key, screenKeys: keys)
    }

    /// Binds the actions on the selected issue or pull request, and its files' and diff's keys.
    func bindActions(to keys: KeyMap) throws(KeyMapError) {
        try actions.bind(to: keys, navigator: { [unowned self] in navigator }) { [unowned self] in results.selected?.target }
        try changes.bind(to: keys) { [unowned self] in results.selected?.reference }
    }
    /// The selected issue or pull request, for the person's own commands.
    var commandValues: [String: String] { results.selected?.commandValues ?? [:] }

    func openSelected() {
        guard let reference = results.selected?.reference else { return }
        navigator?.open(reference.screen(in: environment, navigator: navigator))
    }
}

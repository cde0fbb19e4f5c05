import BatonTUI

/// What a key means on every screen of both tabs. A screen binds an action by name,
/// so `]` is the next page wherever there are pages and `/` narrows wherever a list
/// can be narrowed; the words a screen gives it say what it does there. The keys are
/// the defaults unless the configuration file binds others.
public enum ScreenAction: String, CaseIterable, Sendable {
    case nextPage
    case previousPage
    /// Filters or searches the screen's list.
    case narrow
    case star
    case comment
    /// Switches between the lists a screen holds.
    case switchList
    /// Switches a screen's lists between the open things and the closed ones.
    case switchState
    /// Opens the selected thing in the browser.
    case openInBrowser
    /// Copies the selected thing's link.
    case copyLink
    /// Copies the selected thing's short name (`owner/name#12`).
    case copyReference
    /// Shows the next section of a screen of sections (the GitHub dashboard's).
    case nextSection
    /// Shows the section before.
    case previousSection
    /// Opens or closes the preview beside a list.
    case togglePreview
    /// Moves the keys into the preview, to scroll it.
    case focusPreview
    /// Closes the selected issue or pull request, once confirmed.
    case close
    /// Reopens the selected closed issue or pull request.
    case reopen
    /// Merges the selected pull request, once confirmed.
    case merge
    /// Approves the selected pull request.
    case approve
    /// Reviews the pull request shown: approve, comment, or request changes with a body.
    case review
    /// Marks the selected draft pull request ready for review, or a ready one a draft.
    case toggleDraft
    /// Opens the selected pull request's checks.
    case checks
    /// Opens the picker of the selected item's labels.
    case labels
    /// Opens the picker of the selected item's assignees.
    case assign
    /// Opens the picker of the reviewers the selected pull request asks.
    case requestReviews
    /// Lists the files the selected pull request changes.
    case files
    /// Shows the selected pull request's diff.
    case diff
    /// Marks the selected notification thread read.
    case markRead
    /// Marks the selected notification thread done: it leaves the inbox.
    case markDone
    /// Marks every notification thread read.
    case markAllRead

    public var defaultKeys: [Key] {
        switch self {
        case .nextPage: [.character("]")]
        case .previousPage: [.character("[")]
        case .narrow: [.character("/")]
        case .star: [.character("s")]
        case .comment: [.character("c")]
        case .switchList: [.character("t")]
        case .switchState: [.character("S")]
        case .openInBrowser: [.character("o")]
        case .copyLink: [.character("y")]
        case .copyReference: [.character("Y")]
        case .nextSection: [.right, .character(">")]
        case .previousSection: [.left, .character("<")]
        case .togglePreview: [.character("p")]
        case .focusPreview: [.character("P")]
        case .close: [.character("x")]
        case .reopen: [.character("X")]
        case .merge: [.character("m")]
        case .approve: [.character("v")]
        case .review: [.character("V")]
        case .toggleDraft: [.character("W")]
        case .checks: [.character("K")]
        case .labels: [.character("L")]
        case .assign: [.character("a")]
        case .requestReviews: [.character("A")]
        case .files: [.character("F")]
        case .diff: [.character("d")]
        case .markRead: [.character("m")]
        case .markDone: [.character("d")]
        case .markAllRead: [.character("M")]
        }
    }

    /// Where an action is bound: on every kind of screen, on the screens of issues and
    /// pull requests, or on the inbox. An inbox's key may be an item's (`m` marks a
    /// thread read there and merges elsewhere), since no screen binds both.
    public enum Scope: Sendable {
        case everywhere
        case items
        case inbox

        /// Whether one screen may bind actions of both scopes, so their keys must differ.
        public func meets(_ other: Scope) -> Bool {
            Set([self, other]) != [.items, .inbox]
        }
    }

    public var scope: Scope {
        switch self {
        case .close, .reopen, .merge, .approve, .review, .toggleDraft, .checks, .labels, .assign, .requestReviews, .files, .diff:
            .items
        case .markRead, .markDone, .markAllRead:
            .inbox
        case .nextPage, .previousPage, .narrow, .star, .comment, .switchList, .switchState, .openInBrowser, .copyLink,
             .copyReference, .nextSection, .previousSection, .togglePreview, .focusPreview:
            .everywhere
        }
    }

    /// Keys the configuration binds in place of the defaults, set once at launch.
    @MainActor public static var rebound: [ScreenAction: [Key]] = [:]

    @MainActor public var keys: [Key] { Self.rebound[self] ?? defaultKeys }
}

extension KeyMap {
    /// Binds an action's keys; `description` says what it does on this screen.
    public func bind(_ action: ScreenAction, description: String, perform: @escaping @MainActor () -> Void) throws(KeyMapError) {
        try bind(keys: action.keys, description: description, action: perform)
    }
}

import Baton
import BatonScreens
import BatonTUI

/// The GitHub screens by descriptor: what each records of itself on quitting, and the
/// factory that makes it again on the next launch.
extension GitHubScreens {
    /// The screen `descriptor` names; an unknown screen or argument throws before
    /// anything is made. A screen made again at launch draws what the image holds and
    /// is refreshed behind it; its list's selection comes back once the refresh settled.
    @MainActor
    public static func screen(for descriptor: ScreenDescriptor, environment: Environment,
                              navigator: any Navigator) throws(ScreenDescriptorError) -> any Screen {
        if let selection = descriptor.selection, selection < 0 {
            throw .badArgument(screen: descriptor.screen, argument: "selection")
        }
        switch descriptor.screen {
        case "sections":
            try descriptor.expecting([])
            // `rerooted` takes sections away from a stack's bottom when the configuration
            // has none; anywhere else they are no screen this launch makes.
            guard !GitHubSection.configured.isEmpty else { throw .unknownScreen(descriptor.screen) }
            let screen = SectionsScreen(environment: environment, navigator: navigator, sections: GitHubSection.configured)
            // Its rows are there from the start: nothing to wait for.
            descriptor.selection.map(screen.entries.view.select)
            return screen
        case "repositories":
            try descriptor.expecting(["starred"])
            let starred = try descriptor.bool("starred")
            let screen = RepositoriesScreen(environment: environment, navigator: navigator, policy: .storeAndNetwork)
            screen.show(starred: starred)
            descriptor.selection.map(screen.rows.restoredSelection.restore)
            return screen
        case "search":
            try descriptor.expecting(["query"])
            let query = try descriptor.string("query")
            guard !query.isEmpty else { throw .badArgument(screen: descriptor.screen, argument: "query") }
            let screen = SearchScreen(environment: environment, navigator: navigator)
            screen.search(query)
            descriptor.selection.map(screen.results.restoredSelection.restore)
            return screen
        case "repository":
            // The list and the state came later than the screen: a record without them shows open issues.
            try descriptor.expecting(["owner", "name", "pullRequests", "closed"])
            let pullRequests = try descriptor.optionalBool("pullRequests") ?? false
            let closed = try descriptor.optionalBool("closed") ?? false
            let screen = RepositoryScreen(environment: environment, navigator: navigator,
                                          owner: try descriptor.string("owner"), name: try descriptor.string("name"),
                                          policy: .storeAndNetwork, closed: closed)
            screen.show(pullRequests: pullRequests)
            let restored = pullRequests ? screen.pullRequests.restoredSelection : screen.issues.restoredSelection
            descriptor.selection.map(restored.restore)
            return screen
        case "conversationSearch":
            try descriptor.expecting(["repository", "query"])
            let repository = try descriptor.string("repository")
            let query = try descriptor.string("query")
            guard repository.split(separator: "/").count == 2 else { throw .badArgument(screen: descriptor.screen, argument: "repository") }
            guard !query.isEmpty else { throw .badArgument(screen: descriptor.screen, argument: "query") }
            let screen = ConversationSearchScreen(environment: environment, navigator: navigator, nameWithOwner: repository,
                                                  text: query, searching: true)
            descriptor.selection.map(screen.results.restoredSelection.restore)
            return screen
        case IssueScreenQuery.Data.Repository.Issue.screenName:
            return try conversationScreen(IssueScreen.self, for: descriptor, environment: environment)
        case PullRequestScreenQuery.Data.Repository.PullRequest.screenName:
            return try conversationScreen(PullRequestScreen.self, for: descriptor, environment: environment)
        default:
            throw .unknownScreen(descriptor.screen)
        }
    }
}

extension GitHubScreens {
    /// An issue's or a pull request's screen, scrolled where it was.
    @MainActor
    private static func conversationScreen<Subject>(
        _: ConversationScreen<Subject>.Type, for descriptor: ScreenDescriptor, environment: Environment
    ) throws(ScreenDescriptorError) -> ConversationScreen<Subject> {
        try descriptor.expecting(["owner", "name", "number"])
        let owner = try descriptor.string("owner")
        let name = try descriptor.string("name")
        let number = try descriptor.int("number")
        guard number >= 1 else { throw .badArgument(screen: descriptor.screen, argument: "number") }
        let screen = ConversationScreen<Subject>(environment: environment, owner: owner, name: name, number: number,
                                                 policy: .storeAndNetwork)
        descriptor.selection.map { screen.thread.pager.restore(top: $0) }
        return screen
    }
}

extension GitHubScreens {
    /// A stack recorded at an earlier quit, rooted at the first screen `sections` make:
    /// the sections' screen, or without sections the viewer's repositories. The screens
    /// above stay, as the new root would have opened them: a repositories list recorded
    /// at the bottom goes above the sections, their row for it selected (or gives way to
    /// them when it was the top); sections recorded at the bottom give way to the
    /// repositories list, which is the list above them when it was one.
    public static func rerooted(_ descriptors: [ScreenDescriptor], sections: [GitHubSection]) -> [ScreenDescriptor] {
        guard let bottom = descriptors.first else { return descriptors }
        let above = Array(descriptors.dropFirst())
        switch bottom.screen {
        case "repositories" where !sections.isEmpty:
            guard let starred = try? bottom.bool("starred") else { return descriptors }
            let row = SectionsScreen.Entry.viewerLists.firstIndex(of: .repositories(starred: starred))
            let root = ScreenDescriptor("sections", [:], selection: row)
            return above.isEmpty ? [root] : [root, bottom] + above
        case "sections" where sections.isEmpty:
            if above.first?.screen == "repositories" { return above }
            return [ScreenDescriptor("repositories", ["starred": .bool(false)])] + above
        default:
            return descriptors
        }
    }
}

extension SectionsScreen {
    public var descriptor: ScreenDescriptor? {
        ScreenDescriptor("sections", [:], selection: entries.recordedSelection)
    }
}

extension RepositoriesScreen {
    public var descriptor: ScreenDescriptor? {
        ScreenDescriptor("repositories", ["starred": .bool(showsStarred)], selection: rows.recordedSelection)
    }
}

extension SearchScreen {
    /// Nil before the first search: an empty search is not worth reopening.
    public var descriptor: ScreenDescriptor? {
        query.isEmpty ? nil : ScreenDescriptor("search", ["query": .string(query)], selection: results.recordedSelection)
    }
}

extension ConversationSearchScreen {
    /// Nil before the first search, as the repositories' search.
    public var descriptor: ScreenDescriptor? {
        query.isEmpty ? nil : ScreenDescriptor(
            "conversationSearch", ["repository": .string(nameWithOwner), "query": .string(query)], selection: results.recordedSelection)
    }
}

extension RepositoryScreen {
    public var descriptor: ScreenDescriptor? {
        let arguments: [String: ScreenDescriptor.Argument] = [
            "owner": .string(owner), "name": .string(name), "pullRequests": .bool(showsPullRequests), "closed": .bool(showsClosed),
        ]
        let list = showsPullRequests ? pullRequests.recordedSelection : issues.recordedSelection
        return ScreenDescriptor("repository", arguments, selection: list)
    }
}

extension ConversationScreen {
    var descriptor: ScreenDescriptor? {
        let subject = handle.operation
        return ScreenDescriptor(Subject.screenName, ["owner": .string(subject.owner), "name": .string(subject.name), "number": .int(subject.number)],
                                selection: thread.pager.recordedTop)
    }
}

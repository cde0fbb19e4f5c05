import Baton
import BatonScreens
import BatonTUI

/// The GitHub tab's first screen when the configuration saves searches: the viewer's
/// repositories, the starred ones, then each section by its title and query; Enter
/// opens one, a section as a search for its query.
@MainActor
public final class SectionsScreen: Screen {
    /// One row: the viewer's own lists, or a saved search.
    enum Entry: Equatable {
        case repositories(starred: Bool)
        case section(GitHubSection)

        var title: String {
            switch self {
            case .repositories(let starred): starred ? "Starred repositories" : "Your repositories"
            case .section(let section): section.title
            }
        }

        var query: String? {
            if case .section(let section) = self { section.query } else { nil }
        }

        /// The viewer's own lists, the first rows.
        static let viewerLists: [Entry] = [.repositories(starred: false), .repositories(starred: true)]
    }

    public let status = ScreenStatus.ready
    let entries: RowList<Entry>
    private let environment: Environment
    private weak var navigator: (any Navigator)?
    private let keys = KeyMap()

    public init(environment: Environment, navigator: any Navigator, sections: [GitHubSection]) {
        self.environment = environment
        self.navigator = navigator
        entries = RowList(emptyText: "") { entry, state in SectionRowView(title: entry.title, query: entry.query, state: state) }
        entries.show(Entry.viewerLists + sections.map(Entry.section))
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "open the list or the section's search") { [unowned self] in openSelected() }
        }
        entries.view.onActivate = { [unowned self] _ in openSelected() }
    }

    public var title: String { "Sections" }
    public var helpLines: [String] { keys.helpLines }

    public func handle(_ key: Key) -> Bool {
        keys.handle(key) || entries.view.handle(key)
    }

    /// Nothing fetched here: each list fetches its own when opened.
    public func retry() {}
    public func close() {}

    public func layout(in bounds: Rect) -> [Placement] {
        [Placement(entries.view, in: bounds)]
    }


    private func openSelected() {
        guard let entry = entries.selected, let navigator else { return }
        switch entry {
        case .repositories(let starred):
            let screen = RepositoriesScreen(environment: environment, navigator: navigator)
            screen.show(starred: starred)
            navigator.open(screen)
        case .section(let section):
            let screen = SearchScreen(environment: environment, navigator: navigator)
            screen.search(section.query)
            navigator.open(screen)
        }
    }
}

// MARK: Restoration

extension SectionsScreen: RestorableScreen {
    public static let restoreName = "sections"

    public var descriptor: ScreenDescriptor? {
        ScreenDescriptor(Self.restoreName, [:], selection: entries.recordedSelection)
    }

    /// `rerooted` takes sections away from a stack's bottom when the configuration has
    /// none; anywhere else they are no screen this launch makes. Its rows are there from
    /// the start, so the selection comes back at once.
    public static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                                navigator: any Navigator) throws(ScreenDescriptorError) -> SectionsScreen {
        try descriptor.expecting([])
        guard !GitHubSection.configured.isEmpty else { throw .unknownScreen(descriptor.screen) }
        let screen = SectionsScreen(environment: environment, navigator: navigator, sections: GitHubSection.configured)
        descriptor.selection.map(screen.entries.view.select)
        return screen
    }
}

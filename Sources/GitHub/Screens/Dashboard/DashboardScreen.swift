import Baton
import BatonScreens
import BatonTUI
import Observation

/// The GitHub tab's first screen: the configured sections (by default what needs the
/// viewer across every repository), then the viewer's repositories and starred ones,
/// then the notifications inbox.
/// The bar on top names each with its count; → and ← switch, each section keeping its
/// selection and its query. Every other key is the shown section's.
@MainActor
@Observable
public final class DashboardScreen: Screen {
    /// The section shown, by its place in `sections`.
    private(set) var shown = 0
    @ObservationIgnored let sections: [any DashboardSection]
    @ObservationIgnored private let titles: [String]
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private lazy var bar = SectionBar(
        entries: { [unowned self] in zip(titles, sections).map { SectionBar.Entry(title: $0, count: $1.count) } },
        shown: { [unowned self] in shown })

    /// Every section is made, and so fetched, at once: the bar counts them all.
    public init(environment: Environment, navigator: any Navigator, sections: [GitHubSection]) {
        var screens: [any DashboardSection] = sections.map { section in
            switch section.kind {
            case .pullRequests, .issues:
                return ConversationSectionScreen(environment: environment, navigator: navigator, section: section)
            case .repositories:
                let screen = SearchScreen(environment: environment, navigator: navigator)
                screen.search(section.query)
                return screen
            }
        }
        var titles = sections.map(\.title)
        for starred in [false, true] {
            let screen = RepositoriesScreen(environment: environment, navigator: navigator, policy: .storeAndNetwork, switchesLists: false)
            screen.show(starred: starred)
            screens.append(screen)
            titles.append(Self.viewerListTitle(starred: starred))
        }
        let inbox = InboxScreen(environment: environment, navigator: navigator)
        screens.append(inbox)
        titles.append(inbox.title)
        self.sections = screens
        self.titles = titles
        keys.bindScreenKeys { keys in
            try keys.bind(.nextSection, description: "the next section") { [unowned self] in show(section: shown + 1) }
            try keys.bind(.previousSection, description: "the section before") { [unowned self] in show(section: shown - 1) }
        }
    }

    /// The section a viewer's list is, by its title.
    nonisolated static func viewerListTitle(starred: Bool) -> String {
        starred ? "Starred" : "Your repositories"
    }

    /// Shows section `index`, wrapping around at either end.
    func show(section index: Int) {
        let wrapped = (index % sections.count + sections.count) % sections.count
        if wrapped != shown { shown = wrapped }
    }

    var current: any DashboardSection { sections[shown] }

    public var title: String { titles[shown] }
    public var helpLines: [String] { keys.helpLines + current.helpLines }
    public var status: ScreenStatus { current.status }
    public var fetchTime: ContinuousClock.Instant? { current.fetchTime }
    public var capturesText: Bool { current.capturesText }
    public var asksQuestion: Bool { current.asksQuestion }
    public var notice: String? { current.notice }
    public func dismissNotice() { current.dismissNotice() }
    public var commandValues: [String: String] { current.commandValues }

    public func retry() { current.retry() }

    public func close() {
        sections.forEach { $0.close() }
    }

    /// A section editing its query takes every key; else → and ← are the dashboard's.
    public func handle(_ key: Key) -> Bool {
        if current.capturesText { return current.handle(key) }
        return keys.handle(key) || current.handle(key)
    }

    public func layout(in bounds: Rect) -> [Placement] {
        Stack.vertical([.init(bar, .fixed(1)), .gap(), .init(current)]).layout(in: bounds)
    }
}

// MARK: Restoration

extension DashboardScreen: RestorableScreen {
    public nonisolated static let restoreName = "dashboard"

    /// The section shown, by its title, so that sections added or moved since keep it.
    public var descriptor: ScreenDescriptor? {
        ScreenDescriptor(Self.restoreName, ["section": .string(title)], place: current.recordedPlace)
    }

    /// A section gone from the configuration since gives way to the first, at its top.
    public static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                                navigator: any Navigator) throws(ScreenDescriptorError) -> DashboardScreen {
        try descriptor.expecting(["section"])
        let title = try descriptor.optionalString("section")
        let screen = DashboardScreen(environment: environment, navigator: navigator, sections: GitHubSection.configured)
        if let index = screen.titles.firstIndex(where: { $0 == title }) {
            screen.show(section: index)
            descriptor.place.map(screen.current.restore)
        }
        return screen
    }
}

import Baton
import BatonScreens
import BatonTUI
import Observation

/// A group of characters: its header, then its members; Enter opens one.
@MainActor
@Observable
final class CharacterGroupScreen<Group: CharacterGroup>: Screen {
    let id: String
    private(set) var status: ScreenStatus = .loading
    private var hasData = false
    @ObservationIgnored private let held: HeldOperation<Group.Query>
    @ObservationIgnored private let header: DetailHeader
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "the \(Group.noun)") { [unowned self] in status }
    @ObservationIgnored let characters: CharacterList
    @ObservationIgnored private var follower: Follower?

    /// `policy` is the first attach's: a preview drawn from the store asks `.storeOnly`.
    init(id: String, environment: Environment, navigator: any Navigator, policy: FetchPolicy = .storeAndNetwork) {
        self.id = id
        title = Self.numberedTitle(id)
        let held = HeldOperation(Group.query(id: id), in: environment, policy: policy, advice: .rickAndMorty)
        self.held = held
        let group: @MainActor () -> Group? = { held.data.flatMap { Group.group(in: $0) } }
        header = DetailHeader(heading: {
            group()?.name ?? (held.data == nil ? Self.numberedTitle(id) : "No \(Group.noun) \(id)")
        }, lines: Group.lines(group) + [DetailHeader.Line(Group.members) { group().map { "\($0.rows.count)" } }])
        characters = CharacterList(environment: environment, navigator: navigator, emptyText: "No \(Group.members.lowercased())")
        follower = Follower { [unowned self] in follow() }
    }

    /// The group's name once the store holds it; set with the rows, so the title line
    /// and the body change in one frame.
    private(set) var title: String

    /// Whether the store holds all the screen of group `id` shows.
    static func isAvailable(id: String, in environment: Environment) -> Bool {
        environment.store.isAvailable(Group.query(id: id))
    }

    /// What names the group before its name is known: "Episode 3".
    private static func numberedTitle(_ id: String) -> String {
        Group.noun.prefix(1).uppercased() + Group.noun.dropFirst() + " \(id)"
    }
    var helpLines: [String] { characters.keys.helpLines }
    var capturesText: Bool { characters.preview.capturesKeys }
    var commandValues: [String: String] { characters.commandValues }
    var fetchTime: ContinuousClock.Instant? { held.fetchTime }

    func retry() {
        held.retry()
        characters.preview.retry()
    }

    func close() {
        follower?.stop()
        characters.close()
        held.close()
    }

    func handle(_ key: Key) -> Bool { characters.handle(key) }

    /// Copies what the data says into the properties the views read, where it differs.
    private func follow() {
        let status = held.status
        if status != self.status { self.status = status }
        characters.show(held.data.flatMap { Group.group(in: $0) }?.rows ?? [], status: status)
        let hasData = held.data != nil
        if hasData != self.hasData { self.hasData = hasData }
        let title = held.data.flatMap { Group.group(in: $0) }?.name ?? Self.numberedTitle(id)
        if title != self.title { self.title = title }
    }

    func layout(in bounds: Rect) -> [Placement] {
        guard hasData else { return [Placement(emptyState, in: bounds)] }
        return characters.preview.layout(in: bounds) { headerAndList(header, height: header.height, characters.list, in: $0) }
    }
}

// MARK: Restoration

extension CharacterGroupScreen: RestorableScreen {
    static var restoreName: String { Group.restoreName }

    var descriptor: ScreenDescriptor? {
        ScreenDescriptor(Self.restoreName, ["id": .string(id)], place: characters.rows.recordedPlace)
    }

    static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                         navigator: any Navigator) throws(ScreenDescriptorError) -> CharacterGroupScreen {
        try descriptor.expecting(["id"])
        let screen = CharacterGroupScreen(id: try descriptor.string("id"), environment: environment, navigator: navigator)
        descriptor.place.map(screen.characters.rows.restore)
        return screen
    }
}

import Baton
import BatonScreens
import BatonTUI
import Observation

/// A character: name, status, species, gender, origin and location, then the episodes
/// it appears in. Enter on the origin or the location opens that place; on an episode,
/// the episode.
@MainActor
@Observable
public final class CharacterScreen: Screen {
    /// A row of the list: a place the character is linked to, or an episode.
    enum Row: Equatable {
        case origin(id: String?)
        case location(id: String?)
        case episode(id: String, EpisodeRow_episode)
    }

    public let id: String
    public private(set) var status: ScreenStatus = .loading
    private var hasData = false
    @ObservationIgnored private let held: HeldOperation<CharacterScreenQuery>
    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored private let header: DetailHeader
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "the character") { [unowned self] in status }
    @ObservationIgnored let rows: RowList<Row>
    var list: ListView { rows.view }
    @ObservationIgnored private var follower: Follower?
    /// The selected place's or episode's screen, beside the list on a wide terminal.
    @ObservationIgnored let preview = PreviewPane()
    @ObservationIgnored private var selectionFollower: Follower?
    @ObservationIgnored private let keys = KeyMap()

    /// `policy` is the first attach's: a preview drawn from the store asks `.storeOnly`.
    public init(id: String, environment: Environment, navigator: any Navigator, policy: FetchPolicy = .storeAndNetwork) {
        self.id = id
        title = "Character \(id)"
        self.environment = environment
        self.navigator = navigator
        let held = HeldOperation(CharacterScreenQuery(id: id), in: environment, policy: policy, advice: .rickAndMorty)
        self.held = held
        let character = { held.data?.character?.characterHeader }
        /// A header field's value, or the server's error for it.
        let field = { (value: (CharacterHeader_character) -> String?, name: String) -> String? in
            character().map { FieldText(value($0), of: $0, field: name, null: "—").text }
        }
        header = DetailHeader(heading: {
            guard let character = character() else { return held.data == nil ? "Character \(id)" : "No character \(id)" }
            return character.name ?? FieldText(nil, of: character, field: "name", null: "Character \(id)").text
        }, lines: [
            DetailHeader.Line(label: "Status", value: { field({ $0.status }, "status") },
                              style: { CharacterStatusStyle.style(for: character()?.status) }),
            DetailHeader.Line("Species") { field({ $0.species }, "species") },
            DetailHeader.Line("Type") { field({ $0.type?.isEmpty == false ? $0.type : nil }, "type") },
            DetailHeader.Line("Gender") { field({ $0.gender }, "gender") },
        ])
        rows = RowList(emptyText: "") { row, state in
            switch row {
            case .origin: PlaceRowView(role: "Origin", state: state) { character()?.origin?.name }
            case .location: PlaceRowView(role: "Location", state: state) { character()?.location?.name }
            case let .episode(_, episode): EpisodeRowView(episode, state: state)
            }
        }
        rows.view.onActivate = { [unowned self] index in open(index) }
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "open the origin, the location or the episode") { [unowned self] in open(list.selection) }
            try preview.bind(to: keys)
        }
        follower = Follower { [unowned self] in follow() }
        rows.view.onSelect = { [unowned self] _ in previewSelection() }
        // The rows too: they arrive under a selection that did not move.
        selectionFollower = Follower { [unowned self] in
            _ = list.rowCount
            previewSelection()
        }
    }

    /// The character's name once the store holds it; set with the rows, so the title
    /// line and the body change in one frame.
    public private(set) var title: String

    public var helpLines: [String] { keys.helpLines }
    public var capturesText: Bool { preview.capturesKeys }

    public var fetchTime: ContinuousClock.Instant? { held.fetchTime }

    /// The character shown, whichever row is selected, for the person's own commands.
    public var commandValues: [String: String] {
        var values = ["Id": id]
        values["Name"] = held.data?.character?.characterHeader.name
        return values
    }

    public func retry() {
        held.retry()
        preview.retry()
    }

    public func close() {
        follower?.stop()
        selectionFollower?.stop()
        preview.close()
        held.close()
    }

    /// A focused preview takes the keys; else the screen's, then the list's.
    public func handle(_ key: Key) -> Bool {
        if preview.capturesKeys { return preview.handle(key) }
        return keys.handle(key) || list.handle(key)
    }

    /// Copies what the data says into the properties the views read, where it differs.
    private func follow() {
        let status = held.status
        if status != self.status { self.status = status }
        if let character = held.data?.character {
            let header = character.characterHeader
            rows.show([.origin(id: header.origin?.id), .location(id: header.location?.id)]
                + character.episode.compactMap { episode in episode.id.map { .episode(id: $0, episode.episodeRow) } }, status: status)
        } else {
            rows.show([], status: status)
        }
        let hasData = held.data != nil
        if hasData != self.hasData { self.hasData = hasData }
        let title = held.data?.character?.characterHeader.name ?? "Character \(id)"
        if title != self.title { self.title = title }
    }

    public func layout(in bounds: Rect) -> [Placement] {
        guard hasData else { return [Placement(emptyState, in: bounds)] }
        return preview.layout(in: bounds) { headerAndList(header, height: header.height, list, in: $0) }
    }

    /// What a row opens: a place by its id, or an episode; nil for a place the API
    /// does not know.
    private struct Destination: Hashable {
        let isEpisode: Bool
        let id: String
    }

    private func destination(_ index: Int) -> Destination? {
        switch rows[index] {
        case let .origin(id?), let .location(id?): Destination(isEpisode: false, id: id)
        case let .episode(id, _): Destination(isEpisode: true, id: id)
        case .origin(nil), .location(nil), nil: nil
        }
    }

    private func screen(for destination: Destination, policy: FetchPolicy) -> (any Screen)? {
        guard let navigator else { return nil }
        return destination.isEpisode
            ? EpisodeScreen(id: destination.id, environment: environment, navigator: navigator, policy: policy)
            : LocationScreen(id: destination.id, environment: environment, navigator: navigator, policy: policy)
    }

    private func open(_ index: Int) {
        guard let destination = destination(index), let screen = screen(for: destination, policy: .storeAndNetwork) else { return }
        navigator?.open(screen)
    }

    /// Shows the selected place or episode in the preview.
    private func previewSelection() {
        let target = destination(list.selection)
        preview.select(target, available: { [environment] in
            guard let target else { return false }
            return target.isEpisode
                ? EpisodeScreen.isAvailable(id: target.id, in: environment) : LocationScreen.isAvailable(id: target.id, in: environment)
        }) { [unowned self] policy in target.flatMap { screen(for: $0, policy: policy) } }
    }
}

// MARK: Restoration

extension CharacterScreen: RestorableScreen {
    public static let restoreName = "character"

    public var descriptor: ScreenDescriptor? {
        ScreenDescriptor(Self.restoreName, ["id": .string(id)], place: rows.recordedPlace)
    }

    public static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                                navigator: any Navigator) throws(ScreenDescriptorError) -> CharacterScreen {
        try descriptor.expecting(["id"])
        let screen = CharacterScreen(id: try descriptor.string("id"), environment: environment, navigator: navigator)
        descriptor.place.map(screen.rows.restore)
        return screen
    }
}

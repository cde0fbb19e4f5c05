import Baton
import BatonScreens
import BatonTUI
import Observation

/// An episode: its code, name and air date, then its characters; Enter opens one.
@MainActor
@Observable
public final class EpisodeScreen: Screen {
    public let id: String
    @ObservationIgnored private let held: HeldOperation<EpisodeScreenQuery>
    @ObservationIgnored private let header: DetailHeader
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "the episode") { [unowned self] in status }
    @ObservationIgnored let characters: CharacterList

    public init(id: String, environment: Environment, navigator: any Navigator) {
        self.id = id
        let held = HeldOperation(EpisodeScreenQuery(id: id), in: environment, policy: .storeAndNetwork, advice: .rickAndMorty)
        self.held = held
        let episode = { held.data?.episode }
        header = DetailHeader(heading: {
            episode()?.name ?? (held.data == nil ? "Episode \(id)" : "No episode \(id)")
        }, lines: [
            DetailHeader.Line("Code", style: Style(.accent)) { episode()?.episode },
            DetailHeader.Line("Air date") { episode()?.air_date },
            DetailHeader.Line("Characters") { episode().map { "\($0.characters.count)" } },
        ])
        characters = CharacterList(environment: environment, navigator: navigator, emptyText: "No characters")
    }

    public var title: String { held.data?.episode?.name ?? "Episode \(id)" }

    public var helpLines: [String] { CharacterList.helpLines }

    public var status: ScreenStatus { held.status }
    public var fetchTime: ContinuousClock.Instant? { held.fetchTime }

    public func retry() { held.retry() }

    public func close() { held.close() }

    public func handle(_ key: Key) -> Bool { characters.list.handle(key) }

    public func layout(in bounds: Rect) -> [Placement] {
        characters.show(held.data?.episode?.characters.compactMap { character in
            character.id.map { CharacterList.Row(id: $0, character: character.characterRow) }
        } ?? [])
        guard held.data != nil else { return [Placement(emptyState, in: bounds)] }
        return headerAndList(header, height: header.height, characters.list, in: bounds)
    }

    public func render(in region: inout CanvasRegion) {}
}

import Baton
import BatonScreens
import BatonTUI
import Observation

/// A location: its type and dimension, then its residents; Enter opens one.
@MainActor
@Observable
public final class LocationScreen: Screen {
    public let id: String
    @ObservationIgnored private let held: HeldOperation<LocationScreenQuery>
    @ObservationIgnored private let header: DetailHeader
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "the location") { [unowned self] in status }
    @ObservationIgnored let residents: CharacterList

    public init(id: String, environment: Environment, navigator: any Navigator) {
        self.id = id
        let held = HeldOperation(LocationScreenQuery(id: id), in: environment, policy: .storeAndNetwork, advice: .rickAndMorty)
        self.held = held
        let location = { held.data?.location }
        header = DetailHeader(heading: {
            location()?.name ?? (held.data == nil ? "Location \(id)" : "No location \(id)")
        }, lines: [
            DetailHeader.Line("Type") { location()?.type },
            DetailHeader.Line("Dimension") { location()?.dimension },
            DetailHeader.Line("Residents") { location().map { "\($0.residents.count)" } },
        ])
        residents = CharacterList(environment: environment, navigator: navigator, emptyText: "No residents")
    }

    public var title: String { held.data?.location?.name ?? "Location \(id)" }

    public var helpLines: [String] { CharacterList.helpLines }

    public var status: ScreenStatus { held.status }
    public var fetchTime: ContinuousClock.Instant? { held.fetchTime }

    public func retry() { held.retry() }

    public func close() { held.close() }

    public func handle(_ key: Key) -> Bool { residents.list.handle(key) }

    public func layout(in bounds: Rect) -> [Placement] {
        residents.show(held.data?.location?.residents.compactMap { character in
            character.id.map { CharacterList.Row(id: $0, character: character.characterRow) }
        } ?? [])
        guard held.data != nil else { return [Placement(emptyState, in: bounds)] }
        return headerAndList(header, height: header.height, residents.list, in: bounds)
    }

    public func render(in region: inout CanvasRegion) {}
}

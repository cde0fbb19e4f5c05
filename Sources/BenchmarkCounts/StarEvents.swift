import Baton
import BatonTesting
import BatonTUI
import GitHub

/// A repository's star count on screen, fed by its subscription as the benchmarks and
/// counts drive it: the repository screen's data committed, a label reading the count
/// through its lens, and the subscription's handle held over a transport that sends
/// nothing, its events handed in as its stream hands them. Nothing runs by itself:
/// `turns` holds the environment's turns (the events' commits), `frames` the label's
/// passes, until drained.
@MainActor
public final class StarEvents {
    public static let repositoryId = "R_MDpSZXBvc2l0b3J5OjExNjM"
    public let turns: PassQueue
    public let frames: PassQueue
    public let environment: Environment
    public let handle: SubscriptionHandle<StarCountSubscription>
    public let host: RenderHost
    public let query = StarPayloads.query("maze-ingest")
    private let retention: Retention

    public init() throws {
        let turns = PassQueue(), frames = PassQueue(), query = query
        let environment = Environment(store: Store(), transport: SilentTransport(), eventTurns: turns.scheduler)
        try environment.commitPayload(query, StarPayloads.repository(Self.repositoryId, starred: false, count: 0))
        let store = environment.store
        let label = Label { "\(store.data(of: query).repository?.starButton.stargazerCount ?? -1) stars" }
        host = RenderHost(root: label, size: Size(width: 20, height: 1), minimumSize: .zero, scheduler: frames.scheduler)
        host.render()
        handle = environment.handle(for: StarCountSubscription(repositoryId: Self.repositoryId))
        retention = handle.retain()
        self.turns = turns
        self.frames = frames
        self.environment = environment
    }

    /// The star count the store holds.
    public var count: Int? { environment.store.data(of: query).repository?.starButton.stargazerCount }

    /// A `starCountChanged` event's data, as the server writes it.
    public static func eventJSON(count: Int) -> String {
        #"{"data":{"starCountChanged":{"id":"\#(repositoryId)","viewerHasStarred":false,"stargazerCount":\#(count)}}}"#
    }

    /// The `next` message carrying that event, in the unmasked text frame a server
    /// sends: the socket's bytes after the upgrade.
    public static func frame(count: Int) -> [UInt8] {
        let text = Array((#"{"id":"1","type":"next","payload":"# + eventJSON(count: count) + "}").utf8)
        precondition(text.count <= 0xFFFF, "a length of at most 16 bits")
        let length: [UInt8] = text.count < 126 ? [UInt8(text.count)] : [126, UInt8(text.count >> 8), UInt8(text.count & 0xFF)]
        return [0x81] + length + text
    }
}

/// What a plan says of a field read as a connection (`@connection`): its key, the
/// arguments that tell one of its connections from another, which way it pages,
/// and the handle key of the client record on the parent that its pages merge
/// into and its lens reads.
public struct ConnectionInfo: Sendable, Hashable {
    public enum Direction: Sendable, Hashable {
        case forward, backward, bidirectional
    }

    public let key: String
    public let filters: [String]
    public let direction: Direction
    public let handleKey: StorageKey

    public init(key: String, filters: [String] = [], direction: Direction, handleKey: StorageKey) {
        self.key = key
        self.filters = filters
        self.direction = direction
        self.handleKey = handleKey
    }
}

/// One entry of an environment's log tail: an event of the runtime's work or of
/// its image's, numbered from one in the order the environment recorded them, so
/// that a reader of the tail can tell which entries are new.
public struct LogEntry: Sendable, Hashable {
    public enum Event: Sendable, Hashable {
        case runtime(LogEvent)
        case image(ImageEvent)
    }

    public let number: Int
    public let event: Event

    public init(number: Int, event: Event) {
        self.number = number
        self.event = event
    }

    /// The runtime's event, when the entry is one.
    public var runtimeEvent: LogEvent? {
        if case let .runtime(event) = event { event } else { nil }
    }
}

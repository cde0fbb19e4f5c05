import Observation

/// What an inspector watches of an environment, observable where the environment
/// itself is not: the tail of its log, the runtime's events and its image's, and
/// a revision of its roots that moves whenever a root is kept, taken up, released
/// or let go.
@MainActor
@Observable
public final class EnvironmentInspection {
    /// The latest entries, oldest first, at most `capacity` of them.
    public private(set) var entries: [LogEntry] = []
    public let capacity: Int
    /// Moves whenever the roots or the release buffer change.
    public private(set) var rootsRevision = 0
    /// How many entries were ever recorded: the last one's number.
    @ObservationIgnored private var recorded = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    func append(_ event: LogEntry.Event) {
        recorded += 1
        guard capacity > 0 else { return }
        if entries.count == capacity { entries.removeFirst() }
        entries.append(LogEntry(number: recorded, event: event))
    }

    func rootsChanged() {
        rootsRevision += 1
    }
}

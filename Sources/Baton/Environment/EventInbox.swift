/// A stream's events, ingested off the main actor, waiting for the environment's next
/// turn to be committed together. Its reader hops to the main actor only for the first
/// event since the last turn took them: a burst costs one hop and one turn, not one
/// of each per event.
final class EventInbox: Sendable {
    private let events = Locked<[Result<ChangeSet, any Error>]>([])

    /// Adds an event; true when it is the first since the last `take()`, so that a
    /// turn must be asked for.
    func put(_ event: Result<ChangeSet, any Error>) -> Bool {
        events.withLock { events in
            events.append(event)
            return events.count == 1
        }
    }

    /// Every event waiting, in the order they came.
    func take() -> [Result<ChangeSet, any Error>] {
        events.withLock { events in
            defer { events = [] }
            return events
        }
    }

    var count: Int { events.withLock { $0.count } }
}

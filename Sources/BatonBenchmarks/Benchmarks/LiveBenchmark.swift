@_spi(Benchmarks) import Baton
import BatonTesting
import BenchmarkCounts

/// A subscription's events on screen. One event from the socket's bytes (a
/// graphql-transport-ws `next` message in a server's WebSocket frame) decoded, handed
/// to the subscription's handle as its stream hands one, and committed at the
/// subscription root at the environment's turn, until the observer of the star count
/// is woken; against the same data committed by a plain fetch of the repository
/// screen's query, observed the same way. Then a burst of 1,000 star counts committed
/// in one turn and drawn in one pass, against the same events each committed in its
/// own turn and drawn in its own pass. Figures are per event.
enum LiveBenchmark: Benchmark {
    static let name = "live"
    static let summary = "a subscription's event from the socket's bytes vs a fetch's commit; a burst in one frame vs a frame each"

    private static let burst = 1_000

    static func run(in session: Session) throws {
        try measureOneEvent(in: session)
        try measureBurst(in: session)
        try session.row("live.fetch_commit")
        try session.row("live.event_from_bytes", against: "live.fetch_commit")
        try session.row("live.burst_frame_per_event")
        try session.row("live.burst_one_frame", against: "live.burst_frame_per_event")
    }

    /// Two counts in turn, so that every call changes the slot and wakes its observer.
    private static func measureOneEvent(in session: Session) throws {
        let fetched = try StarEvents()
        let fetchObserver = Observer { fetched.count }
        let responses = [1, 2].map { StarPayloads.repository(StarEvents.repositoryId, starred: false, count: $0) }
        var next = 0, fetchWakes = 0
        try session.measure("live.fetch_commit") {
            try fetched.environment.commitPayload(fetched.query, responses[next])
            try woken(fetchObserver, &fetchWakes)
            next = 1 - next
        }

        let streamed = try StarEvents()
        let streamObserver = Observer { streamed.count }
        let frames = [1, 2].map { StarEvents.frame(count: $0) }
        var reader = GraphQLWSReader()
        var streamWakes = 0
        try session.measure("live.event_from_bytes") {
            for payload in try reader.payloads(from: frames[next]) { streamed.handle.receive(payload) }
            streamed.turns.drain()
            try woken(streamObserver, &streamWakes)
            next = 1 - next
        }
    }

    /// Checks that the change woke the observer once more, and tracks the count anew.
    private static func woken<Value>(_ observer: Observer<Value>, _ wakes: inout Int) throws {
        wakes += 1
        guard observer.wakes == wakes else { throw HarnessError.unexpected("the star count's observer was not woken") }
        observer.render()
    }

    private static func measureBurst(in session: Session) throws {
        let events = (1...burst).map { Payload(json: StarEvents.eventJSON(count: $0)) }

        let eachFrame = try StarEvents()
        try session.measure("live.burst_frame_per_event", .perOperation(burst)) {
            for event in events {
                eachFrame.handle.receive(event)
                eachFrame.turns.drain()
                eachFrame.frames.drain()
            }
        }

        let oneFrame = try StarEvents()
        let passes = oneFrame.host.passCount
        for event in events { oneFrame.handle.receive(event) }
        oneFrame.turns.drain()
        oneFrame.frames.drain()
        guard oneFrame.host.passCount == passes + 1, oneFrame.count == burst else {
            throw HarnessError.unexpected("a burst took \(oneFrame.host.passCount - passes) passes")
        }
        try session.measure("live.burst_one_frame", .perOperation(burst)) {
            for event in events { oneFrame.handle.receive(event) }
            oneFrame.turns.drain()
            oneFrame.frames.drain()
        }
    }
}

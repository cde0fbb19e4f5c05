@_spi(Generated) @testable import Baton
import BatonTesting
import BatonTUI
import Testing

/// `subscription NoteAdded($id: ID!) { noteAdded(characterId: $id) { id text } }`,
/// written as the compiler writes it.
private struct NoteAdded: Subscription {
    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
        func writeFields(to object: inout [String: Variable]) {}
    }

    static let name = "NoteAdded"
    static let document = RequestDocument.text("subscription NoteAdded($id:ID!){noteAdded(characterId:$id){id,text}}")
    static let plan = Plan(name: "NoteAdded", kind: .subscription, selections: [
        Selection(type: "Subscription", fields: [
            .link("noteAdded", 1, key: .arguments("noteAdded", [Argument("characterId", .variable("id"))])),
        ]),
        Selection(type: "Note", keyFields: ["id"], fields: [.scalar("id", .id), .scalar("text", .string)]),
    ])
    let id: String
    var variables: Variables { ["id": .string(id)] }
}

private func note(_ id: String) -> Payload {
    Payload(json: #"{"data":{"noteAdded":{"id":"\#(id)","text":"Note \#(id)"}}}"#)
}

/// A subscription's handle holds a stream: each event committed as it comes, a
/// bad one refused, a failure waited out, the environment's activity parking
/// it, a release closing it and its root leaving at once.
@MainActor
@Suite struct SubscriptionStreamTests {
    let transport = ScriptedTransport()

    @Test func theInspectorListsEachHeldStreamWithItsStateAndCounts() async throws {
        let environment = Environment(store: Store(), transport: transport)
        let handle = environment.handle(for: NoteAdded(id: "1"))
        #expect(environment.liveStreams.isEmpty)
        let retention = handle.retain()
        #expect(environment.liveStreams == [LiveStream(operationName: "NoteAdded", state: .connecting, events: 0, resumptions: 0)])
        try await transport.nextRequest().deliver(note("n1"))
        try await wait(until: { handle.streamEvents == 1 })
        #expect(environment.liveStreams == [LiveStream(operationName: "NoteAdded", state: .open, events: 1, resumptions: 0)])
        retention.end()
        #expect(environment.liveStreams.isEmpty)
    }

    @Test func eachEventIsCommittedABadOneIsRefusedAndTheServersCompletionEndsIt() async throws {
        let environment = Environment(store: Store(), transport: transport)
        let handle = environment.handle(for: NoteAdded(id: "1"))
        let retention = handle.retain()
        #expect(handle.stream == .connecting)
        let held = try await transport.nextRequest()
        #expect(held.request.kind == .subscription)

        try held.deliver(note("n1"))
        try await wait(until: { handle.streamEvents == 1 })
        #expect(handle.stream == .open)
        #expect(environment.store.record(for: RecordKey("Note:n1")) != nil)

        try held.deliver(Payload(json: #"{"data":null,"errors":[{"message":"not authorized"}]}"#))
        try await wait(until: { handle.refusedEvents == 1 })
        #expect(handle.stream == .open)
        #expect(handle.streamEvents == 1)

        try held.complete()
        try await wait(until: { handle.stream.isEnded })
        #expect(handle.stream == .ended(nil))
        retention.end()
    }

    @Test func anInactiveEnvironmentParksTheStreamAndItsReturnResumesItCounted() async throws {
        let environment = Environment(store: Store(), transport: transport)
        let handle = environment.handle(for: NoteAdded(id: "1"))
        let retention = handle.retain()
        let first = try await transport.nextRequest()

        environment.isActive = false
        #expect(handle.stream == .idle)
        try await wait(until: { first.state == .cancelled })

        environment.isActive = true
        #expect(handle.stream == .connecting)
        #expect(handle.resumptions == 1)
        let second = try await transport.nextRequest()
        try second.deliver(note("n1"))
        try await wait(until: { handle.stream == .open })
        retention.end()
    }

    @Test func aTransportFailureWaitsThenReopensAndARequestErrorEndsIt() async throws {
        let environment = Environment(store: Store(), transport: transport)
        let handle = environment.handle(for: NoteAdded(id: "1"))
        let retention = handle.retain()
        try await transport.nextRequest().refuse(TransportError.connection("dropped"))
        let until = try await eventually {
            if case .waiting(let until) = handle.stream { until } else { nil }
        }
        // The first wait is between half a second and a second; the stream reopens after it, counted once.
        let reopened = try await transport.nextRequest()
        #expect(ContinuousClock.now >= until)
        #expect(handle.resumptions == 1)
        #expect(handle.stream == .connecting)

        try reopened.refuse(TransportError.requestError(messages: ["forbidden"]))
        try await wait(until: { handle.stream.isEnded })
        #expect(handle.stream == .ended(.request))
        retention.end()
    }

    @Test func aReleasedStreamClosesAndItsRootLeavesAtOnce() async throws {
        let environment = Environment(store: Store(), transport: transport)
        let handle = environment.handle(for: NoteAdded(id: "1"))
        let retention = handle.retain()
        let held = try await transport.nextRequest()
        retention.end()
        #expect(handle.stream == .idle)
        #expect(environment.rootCount == 0)
        try await wait(until: { held.state == .cancelled })
    }

    @Test func theEnvironmentsEndEndsTheStream() async throws {
        let environment = Environment(store: Store(), transport: transport)
        let handle = environment.handle(for: NoteAdded(id: "1"))
        let retention = handle.retain()
        _ = try await transport.nextRequest()
        environment.end()
        #expect(handle.stream == .ended(.environment))
        environment.isActive = false
        environment.isActive = true
        #expect(handle.stream == .ended(.environment))
        retention.end()
    }

    @Test func theBackoffDoublesFromOneSecondToThirtyJitteredAndAnEventResetsIt() {
        var backoff = Backoff()
        for step in [1, 2, 4, 8, 16, 30, 30] {
            let wait = backoff.next()
            #expect(wait >= .seconds(step) / 2 && wait <= .seconds(step), "step \(step): \(wait)")
        }
        backoff.reset()
        #expect(backoff.next() <= .seconds(1))
    }

    @Test func theEventsArrivingWithinOneTurnAreCommittedTogetherAtThatTurn() async throws {
        let turns = ManualScheduler()
        let environment = Environment(store: Store(), transport: transport, eventTurns: turns.schedule)
        let handle = environment.handle(for: NoteAdded(id: "1"))
        let retention = handle.retain()
        defer { retention.end() }
        let held = try await transport.nextRequest()
        let observer = Observer { handle.streamEvents }

        for number in 1...1_000 { try held.deliver(note("n\(number)")) }
        try held.deliver(Payload(json: #"{"data":null,"errors":[{"message":"not authorized"}]}"#))
        try await wait(until: { handle.pendingEvents.count == 1_001 }, "every event ingested")
        #expect(turns.pending.count == 1, "one turn asked for the burst")
        #expect(handle.streamEvents == 0)
        #expect(environment.store.record(for: RecordKey("Note:n1")) == nil)

        let revision = environment.store.revision
        turns.runTurn()
        #expect(handle.pendingEvents.count == 0)
        #expect(handle.streamEvents == 1_000)
        #expect(handle.refusedEvents == 1)
        #expect(environment.store.revision == revision + 1_000)
        #expect(environment.store.record(for: RecordKey("Note:n1000")) != nil)
        #expect(observer.wakes == 1)
        #expect(turns.pending.isEmpty)
    }

    @Test func aStreamClosedBeforeItsTurnCommitsNothingOfIt() async throws {
        let turns = ManualScheduler()
        let environment = Environment(store: Store(), transport: transport, eventTurns: turns.schedule)
        let handle = environment.handle(for: NoteAdded(id: "1"))
        let retention = handle.retain()
        try await transport.nextRequest().deliver(note("n1"))
        try await wait(until: { handle.pendingEvents.count == 1 }, "the event ingested")
        retention.end()
        turns.runTurn()
        #expect(handle.streamEvents == 0)
        #expect(environment.store.record(for: RecordKey("Note:n1")) == nil)
    }
}

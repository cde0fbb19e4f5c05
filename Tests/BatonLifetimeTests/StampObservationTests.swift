@_spi(Generated) import Baton
import BatonTesting
import Foundation
import Observation
import RickAndMorty
import Synchronization
import Testing

/// A handle's fetch time and staleness are observed: a view that read one is told
/// when a response (a skipped repeat too), an invalidation or a heal moves it, and
/// of nothing else; no slot is notified for it.
@MainActor
struct StampObservationTests {
    /// Counts the wakes of an observer, from whichever thread observation calls it on.
    final class Wakes: Sendable {
        private let count = Atomic(0)
        var value: Int { count.load(ordering: .relaxed) }
        func wake() { count.add(1, ordering: .relaxed) }
    }

    let clock = TestClock()
    let operation = CharacterScreenQuery(id: "1")

    func environment() -> Environment {
        let clock = self.clock
        return Environment(store: Store(now: { clock.now }), transport: ScriptedTransport())
    }

    /// Observers of the handle's fetch time and of its staleness, once each.
    func observe(_ handle: OperationHandle<CharacterScreenQuery>) -> (fetchTime: Wakes, staleness: Wakes) {
        let fetchTime = Wakes()
        let staleness = Wakes()
        withObservationTracking { _ = handle.fetchTime } onChange: { fetchTime.wake() }
        withObservationTracking { _ = handle.isStale } onChange: { staleness.wake() }
        return (fetchTime, staleness)
    }

    @Test func aSkippedRepeatTellsTheFetchTimesReadersAndNoSlot() throws {
        let environment = environment()
        let payload = Payload(json: Responses.character("1"))
        try environment.commitPayload(operation, payload)
        let handle = environment.handle(for: operation)
        let notifications = environment.store.notificationCount
        let revision = environment.store.revision
        let wakes = observe(handle)
        clock.advance(.seconds(5))

        try environment.commitPayload(operation, payload)
        #expect(environment.store.revision == revision)
        #expect(environment.store.notificationCount == notifications)
        #expect(handle.fetchTime == clock.now)
        #expect(wakes.fetchTime.value == 1)
        // Fresh before and after: the staleness did not move.
        #expect(wakes.staleness.value == 0)
    }

    @Test func anInvalidationTellsTheStalenessReadersOnceItTurns() throws {
        let environment = environment()
        try environment.commitPayload(operation, Payload(json: Responses.character("1")))
        let handle = environment.handle(for: operation)
        let wakes = observe(handle)

        environment.invalidate()
        #expect(handle.isStale)
        #expect(wakes.staleness.value == 1)
        #expect(wakes.fetchTime.value == 0)

        // Already stale: a second invalidation moves nothing.
        let again = observe(handle)
        environment.invalidate()
        #expect(again.staleness.value == 0)
        #expect(again.fetchTime.value == 0)

        // A response turns it fresh and stamps it.
        clock.advance(.seconds(1))
        try environment.commitPayload(operation, Payload(json: Responses.character("2")))
        #expect(!handle.isStale)
        #expect(again.staleness.value == 1)
        #expect(again.fetchTime.value == 1)
    }

    @Test func aHealsMarkTellsTheStalenessReaders() throws {
        let environment = environment()
        try environment.commitPayload(operation, Payload(json: #"{"data":{"character":{"id":"1","name":"Character 1"}}}"#))
        let handle = environment.handle(for: operation)
        let character = try #require(handle.data.character)
        let wakes = observe(handle)

        #expect(character.characterHeader.species == nil)
        #expect(handle.isStale)
        #expect(wakes.staleness.value == 1)
        #expect(wakes.fetchTime.value == 0)
    }

    @Test func anotherOperationsCommitTellsNeither() throws {
        let environment = environment()
        try environment.commitPayload(operation, Payload(json: Responses.character("1")))
        let handle = environment.handle(for: operation)
        let wakes = observe(handle)

        try environment.commitPayload(CharacterScreenQuery(id: "2"), Payload(json: Responses.character("2")))
        #expect(wakes.fetchTime.value == 0)
        #expect(wakes.staleness.value == 0)
    }
}

@_spi(Generated) import Baton
import BatonTesting
import Foundation
import RickAndMorty
import Testing

/// The same response again: bytes equal to the last ones committed for the same
/// query value, with no batch of any kind committed since, skip the ingest and the
/// commit and only stamp the age. Anything else commits.
@MainActor
struct SamePayloadTests {
    let clock = TestClock()
    let transport = ScriptedTransport()
    let operation = CharacterScreenQuery(id: "1")

    func environment() -> Environment {
        let clock = self.clock
        return Environment(store: Store(now: { clock.now }), transport: transport)
    }

    func commits(in environment: Environment) -> Int {
        environment.events.filter { if case .committed = $0 { true } else { false } }.count
    }

    @Test func theSamePayloadAgainCommitsNothingAndStampsTheAge() throws {
        let environment = environment()
        let payload = Payload(json: Responses.character("1"))
        try environment.commitPayload(operation, payload)
        let revision = environment.store.revision
        let notifications = environment.store.notificationCount
        clock.advance(.seconds(5))

        let again = try environment.commitPayload(operation, payload)
        #expect(again.changed.isEmpty && again.createdRecords == 0)
        #expect(environment.store.revision == revision)
        #expect(environment.store.notificationCount == notifications)
        #expect(commits(in: environment) == 1)
        #expect(environment.store.fetchTime(of: operation) == clock.now)
        // Still the last response: a third time skips as well.
        try environment.commitPayload(operation, payload)
        #expect(environment.store.revision == revision)
    }

    @Test func aFetchAnsweredWithTheSameBytesSkipsTheCommit() async throws {
        let environment = environment()
        let handle = environment.handle(for: operation)
        let retention = handle.retain()
        try await transport.nextRequest().respond(json: Responses.character("1"))
        try await wait(until: { !handle.fetch.isInFlight })
        let revision = environment.store.revision
        clock.advance(.seconds(5))

        handle.retry()
        try await transport.nextRequest().respond(json: Responses.character("1"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(environment.store.revision == revision)
        #expect(commits(in: environment) == 1)
        #expect(handle.fetchTime == clock.now)
        #expect(environment.events.filter { if case .fetchCompleted = $0 { true } else { false } }.count == 2)
        #expect(handle.phase.data?.character?.characterHeader.name == "Character 1")
        retention.end()
    }

    @Test func otherBytesAnotherValueOrABatchSinceCommitAgain() throws {
        let environment = environment()
        let payload = Payload(json: Responses.character("1"))
        try environment.commitPayload(operation, payload)
        #expect(commits(in: environment) == 1)

        // Other bytes.
        try environment.commitPayload(operation, Payload(json: Responses.character("1", episode: "e2")))
        #expect(commits(in: environment) == 2)
        try environment.commitPayload(operation, payload)
        #expect(commits(in: environment) == 3)

        // Another operation value with the same bytes.
        try environment.commitPayload(CharacterScreenQuery(id: "2"), payload)
        #expect(commits(in: environment) == 4)

        // A batch of another response since: the store may differ from what the
        // bytes wrote, so they are committed again.
        try environment.commitPayload(operation, payload)
        #expect(commits(in: environment) == 5)
        try environment.commitPayload(operation, payload)
        #expect(commits(in: environment) == 5)

        // A local batch since, even one that changed nothing.
        environment.store.commit(ChangeSet(), kind: .local)
        try environment.commitPayload(operation, payload)
        #expect(commits(in: environment) == 7)

        // An optimistic batch since.
        environment.store.commit(ChangeSet(), kind: .optimistic)
        try environment.commitPayload(operation, payload)
        #expect(commits(in: environment) == 9)
    }

    /// The fetch leaves the ingest of bytes that repeat the last response, but a
    /// batch committed while they were on their way makes them count again.
    @Test func theSameBytesAfterABatchWhileTheyWereOnTheirWayCommit() async throws {
        let environment = environment()
        let handle = environment.handle(for: operation)
        let retention = handle.retain()
        try await transport.nextRequest().respond(json: Responses.character("1"))
        try await wait(until: { !handle.fetch.isInFlight })

        handle.retry()
        let request = try await transport.nextRequest()
        environment.store.commit(ChangeSet(), kind: .local)
        try request.respond(json: Responses.character("1"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(commits(in: environment) == 3)
        #expect(handle.phase.failure == nil)
        #expect(handle.phase.data?.character?.characterHeader.name == "Character 1")
        retention.end()
    }

    @Test func aPayloadReadAsPartOfTheSelectionDoesNotStandForAServersResponse() async throws {
        let environment = environment()
        let partial = #"{"data":{"character":{"id":"1","name":"Character 1"}}}"#
        try environment.commitPayload(operation, Payload(json: partial))
        let handle = environment.handle(for: operation)
        let retention = handle.retain()
        // The same bytes from the server are read as a response must be: malformed.
        try await transport.nextRequest().respond(json: partial)
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(handle.phase.failure?.kind == .malformed)
        retention.end()
    }

    @Test func aCollectionSinceCommitsAgain() throws {
        let environment = environment()
        let payload = Payload(json: Responses.character("1"))
        try environment.commitPayload(CharacterScreenQuery(id: "2"), Payload(json: Responses.character("2")))
        try environment.commitPayload(operation, payload)
        let retention = environment.handle(for: operation).retain()
        // The other character's records, which no root holds, leave; the rest are
        // renumbered.
        #expect(environment.collect().removedRecords > 0)
        let before = commits(in: environment)
        try environment.commitPayload(operation, payload)
        #expect(commits(in: environment) == before + 1)
        retention.end()
    }
}

@_spi(Generated) import Baton
import BatonInspector
import BatonTesting
import RickAndMorty
import Testing

/// Roots, the release buffer and collection, as Baton's lifetime scenario runs
/// them: a buffer of one, three handles attached and released one by one.
@MainActor
struct ReleaseBufferTests {
    let transport = ScriptedTransport()
    let environment: Environment

    init() {
        environment = Environment(store: Store(releaseBufferSize: 1), transport: transport)
    }

    var store: Store { environment.store }

    func has(_ key: String) -> Bool {
        store.record(for: RecordKey(key)) != nil
    }

    /// Commits a character's data and holds its handle; the data is there, so
    /// nothing is fetched.
    func attach(_ id: String) throws -> Retention {
        let operation = CharacterScreenQuery(id: id)
        try environment.commitPayload(operation, Payload(json: Responses.character(id)))
        return environment.handle(for: operation).retain()
    }

    @Test func theLifetimeScenario() async throws {
        let first = try attach("1")
        let second = try attach("2")
        let third = try attach("3")
        #expect(environment.rootCount == 3)
        #expect(environment.bufferedRootCount == 0)
        // Three roots + three characters, their three episodes, Earth and the Citadel.
        #expect(store.recordCount == 3 + 3 + 3 + 2)

        first.end()
        await environment.settled()
        #expect(environment.bufferedRootCount == 1)
        #expect(has("Character:1") && has("Episode:e1"))
        #expect(store.recordCount == 11)

        second.end()
        await environment.settled()
        #expect(environment.rootCount == 2)
        #expect(environment.bufferedRootCount == 1)
        #expect(!has("Character:1") && !has("Episode:e1"))
        #expect(!StoreExport.text(of: store).contains("Character:1\""))
        // What the first shared with the others stays.
        #expect(has("Location:1") && has("Location:3"))
        #expect(has("Character:2") && has("Character:3"))
        #expect(store.recordCount == 9)

        third.end()
        await environment.settled()
        #expect(!has("Character:2") && !has("Episode:e2"))
        #expect(has("Character:3") && has("Episode:e3"))
        #expect(store.recordCount == 7)

        // A fourth value's handle, held by nobody, takes the buffer's one place.
        _ = environment.handle(for: CharacterScreenQuery(id: "4"))
        await environment.settled()
        #expect(environment.rootCount == 1)
        #expect(store.recordCount == 3)
        #expect(store.queryRoot.storedFields.isEmpty)
        // Only the fourth's `character(id:)` is still named.
        #expect(store.renderedKeyCount == 1)
        #expect(environment.events.contains(.collected(removedRecords: 4)))
    }

    /// runtime.md: a query just written that nothing retains waits in the release
    /// buffer; `Environment.fetch` without a handle makes that root, so the next
    /// collection keeps its records (Baton's script `connections`).
    @Test func aFetchWithoutAHandleLeavesItsRootInTheBuffer() async throws {
        let operation = CharacterScreenQuery(id: "1")
        let fetch = Task { try await environment.fetch(operation, policy: .networkOnly) }
        try await transport.nextRequest().respond(json: Responses.character("1"))
        _ = try await fetch.value
        #expect(environment.rootCount == 1)
        #expect(environment.bufferedRootCount == 1)
        environment.collect()
        #expect(environment.store.record(for: RecordKey("Character:1")) != nil)
    }

    /// The log carries the contract's events; a collection is the inspector's alone.
    @Test func aCollectionReachesTheInspectorNotTheLog() async throws {
        var logged: [LogEvent] = []
        environment.log = { logged.append($0) }
        let operation = CharacterScreenQuery(id: "1")
        try environment.commitPayload(operation, Payload(json: Responses.character("1")))
        try environment.commitPayload(operation, Payload(json: Responses.character("2")))
        environment.collect()
        #expect(environment.events.contains { if case .collected = $0 { true } else { false } })
        #expect(!logged.contains { if case .collected = $0 { true } else { false } })
    }

    @Test func aBufferedRootRetainedAgainIsTheSameHandleWithItsData() async throws {
        let operation = CharacterScreenQuery(id: "1")
        let handle = environment.handle(for: operation)
        try environment.commitPayload(operation, Payload(json: Responses.character("1")))
        handle.retain().end()
        let again = environment.handle(for: operation)
        #expect(again === handle)
        let retention = again.retain()
        #expect(environment.bufferedRootCount == 0)
        _ = environment.handle(for: CharacterScreenQuery(id: "2"))
        _ = environment.handle(for: CharacterScreenQuery(id: "3"))
        await environment.settled()
        #expect(environment.rootCount == 2)
        #expect(has("Character:1") && has("Episode:e1"))
        #expect(again.phase.data?.character?.characterHeader.name == "Character 1")
        #expect(transport.requests.isEmpty)
        retention.end()
    }

    @Test func aRootPushedOutTakesItsFetchInFlight() async throws {
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        let retention = handle.retain()
        let request = try await transport.nextRequest()
        retention.end()
        // Buffered: its fetch goes on.
        #expect(request.state == .open)
        _ = environment.handle(for: CharacterScreenQuery(id: "2"))
        try await wait(until: { request.state == .cancelled })
        #expect(environment.handle(for: CharacterScreenQuery(id: "1")) !== handle)
    }

    @Test func aCommitThatDropsALinkCollectsWhatItLeft() async throws {
        let operation = CharacterScreenQuery(id: "1")
        let retention = try attach("1")
        try environment.commitPayload(operation, Payload(json: Responses.character("1", episode: "e9")))
        await environment.settled()
        #expect(!has("Episode:e1"))
        #expect(has("Episode:e9"))
        let handle = environment.handle(for: operation)
        #expect(handle.phase.data?.character != nil)
        retention.end()
    }

    /// A view can outlive its root by a frame (the app quitting, a screen popped): the
    /// record it holds was removed and the survivors renumbered, so the numbers its
    /// links name now belong to other records or to none.
    @Test func aRecordACollectionRemovedReadsItsLinksAsAbsentNeverAsAnotherRecord() async throws {
        let environment = Environment(store: Store(releaseBufferSize: 0), transport: transport)
        let first = CharacterScreenQuery(id: "1")
        try environment.commitPayload(first, Payload(json: Responses.character("1")))
        let retention = environment.handle(for: first).retain()
        let held = try #require(environment.handle(for: first).phase.data?.character)
        let second = CharacterScreenQuery(id: "2")
        try environment.commitPayload(second, Payload(json: Responses.character("2")))
        let secondRetention = environment.handle(for: second).retain()
        #expect(held.characterHeader.origin?.name == "Earth")
        #expect(held.episode.map(\.id) == ["e1"])

        retention.end()
        await environment.settled()
        #expect(environment.store.record(for: RecordKey("Character:1")) == nil)
        // Earth, the Citadel and the second character's episode now hold the numbers
        // the first character's links name.
        #expect(environment.store.record(for: RecordKey("Location:1")) != nil)
        #expect(held.characterHeader.origin == nil)
        #expect(held.characterHeader.location == nil)
        #expect(held.episode.isEmpty)

        environment.end()
        #expect(held.characterHeader.origin == nil)
        secondRetention.end()
    }

    @Test func aBufferOfZeroLetsAReleasedRootGoAtOnce() async throws {
        let environment = Environment(store: Store(releaseBufferSize: 0), transport: transport)
        let operation = CharacterScreenQuery(id: "1")
        try environment.commitPayload(operation, Payload(json: Responses.character("1")))
        let retention = environment.handle(for: operation).retain()
        await environment.settled()
        #expect(environment.store.recordCount == 3 + 4)
        retention.end()
        await environment.settled()
        #expect(environment.rootCount == 0)
        #expect(environment.store.recordCount == 3)
    }
}

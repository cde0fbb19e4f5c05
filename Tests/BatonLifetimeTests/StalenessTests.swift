@_spi(Generated) import Baton
import BatonTesting
import Foundation
import RickAndMorty
import Testing

/// A clock a test moves by hand.
@MainActor
final class TestClock {
    private(set) var now = ContinuousClock.now

    func advance(_ duration: Duration) {
        now = now.advanced(by: duration)
    }
}

/// The character screen's query with `@cacheExpiration(seconds: 30)`, as the
/// compiler states it: a constant of the operation.
struct ExpiringCharacterQuery: Query {
    typealias Data = CharacterScreenQuery.Data
    static let name = CharacterScreenQuery.name
    static let document = CharacterScreenQuery.document
    static var plan: Plan { CharacterScreenQuery.plan }
    static let cacheExpiration: Duration? = .seconds(30)
    let id: String
    var variables: Variables { CharacterScreenQuery(id: id).variables }
}

/// Ages by an injected clock: fresh, stale after the expiration, refetched on a
/// revalidation; an invalidation refetches only retained roots whose holders
/// allow the network.
@MainActor
struct StalenessTests {
    let clock = TestClock()
    let transport = ScriptedTransport()

    func environment(expiration: Duration? = .seconds(60)) -> Environment {
        let clock = self.clock
        return Environment(store: Store(cacheExpiration: expiration, now: { clock.now }), transport: transport)
    }

    func settle<Value>(_ handle: OperationHandle<Value>) async throws {
        try await wait(until: { !handle.fetch.isInFlight })
    }

    @Test func dataTurnsStaleAfterTheStoresExpirationAndARevalidationRefetchesIt() async throws {
        let environment = environment()
        let operation = CharacterScreenQuery(id: "1")
        try environment.commitPayload(operation, Payload(json: Responses.character("1")))
        let stamped = clock.now
        let handle = environment.handle(for: operation)
        let retention = handle.retain()
        #expect(handle.fetchTime == stamped)
        #expect(!handle.isStale)

        clock.advance(.seconds(59))
        #expect(!handle.isStale)
        environment.revalidate()
        #expect(!handle.fetch.isInFlight)

        clock.advance(.seconds(1))
        #expect(handle.isStale)
        // Stale data stays readable.
        #expect(handle.phase.data?.character?.characterHeader.name == "Character 1")
        environment.revalidate()
        #expect(handle.isRefreshing)
        try await transport.nextRequest().respond(json: Responses.character("1"))
        try await settle(handle)
        #expect(handle.fetchTime == clock.now)
        #expect(!handle.isStale)
        #expect(transport.requests.count == 1)
        retention.end()
    }

    @Test func anOperationsOwnExpirationWinsOverTheStores() throws {
        let environment = environment(expiration: nil)
        let expiring = ExpiringCharacterQuery(id: "1")
        let plain = CharacterScreenQuery(id: "1")
        try environment.commitPayload(expiring, Payload(json: Responses.character("1")))
        try environment.commitPayload(plain, Payload(json: Responses.character("1")))
        clock.advance(.seconds(30))
        #expect(environment.store.isStale(expiring))
        #expect(!environment.store.isStale(plain))
        // Data with no known age is stale wherever an expiration applies.
        #expect(environment.store.isStale(ExpiringCharacterQuery(id: "2")))
        #expect(!environment.store.isStale(CharacterScreenQuery(id: "2")))
    }

    @Test func anAttachUnderTheDefaultPolicyFetchesStaleData() async throws {
        let environment = environment()
        let operation = CharacterScreenQuery(id: "1")
        try environment.commitPayload(operation, Payload(json: Responses.character("1")))
        clock.advance(.seconds(61))
        let handle = environment.handle(for: operation)
        let retention = handle.retain()
        #expect(handle.isRefreshing)
        try await transport.nextRequest().respond(json: Responses.character("1"))
        try await settle(handle)
        #expect(!handle.isStale)
        retention.end()
    }

    @Test func anInvalidationRefetchesOnlyRetainedRootsWhoseHoldersAllowTheNetwork() async throws {
        let environment = environment(expiration: nil)
        var handles: [OperationHandle<CharacterScreenQuery>] = []
        for id in ["1", "2", "3"] {
            let operation = CharacterScreenQuery(id: id)
            try environment.commitPayload(operation, Payload(json: Responses.character(id)))
            handles.append(environment.handle(for: operation))
        }
        let network = handles[0].retain()
        let storeOnly = handles[1].retain(.storeOnly)
        handles[2].retain().end()
        #expect(handles.allSatisfy { !$0.isStale })

        environment.invalidate()
        #expect(handles.allSatisfy { $0.isStale })
        #expect(handles[0].fetch.isInFlight)
        #expect(!handles[1].fetch.isInFlight)
        #expect(!handles[2].fetch.isInFlight)
        let request = try await transport.nextRequest()
        #expect(request.request.variables == CharacterScreenQuery(id: "1").variables)
        try request.respond(json: Responses.character("1"))
        try await settle(handles[0])
        #expect(!handles[0].isStale)
        #expect(handles[1].isStale)
        #expect(transport.requests.count == 1)

        // A revalidation fetches the stale one a network holder now holds.
        let second = handles[1].retain()
        #expect(handles[1].fetch.isInFlight)
        environment.revalidate()
        try await transport.nextRequest().respond(json: Responses.character("2"))
        try await settle(handles[1])
        #expect(transport.requests.count == 2)
        network.end()
        storeOnly.end()
        second.end()
    }

    @Test func aRevalidationRetriesAFailedFetch() async throws {
        let environment = environment(expiration: nil)
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        let retention = handle.retain()
        try await transport.nextRequest().refuse(TransportError.timedOut)
        try await settle(handle)
        #expect(handle.phase.failure?.kind == .transport)
        environment.revalidate()
        try await transport.nextRequest().respond(json: Responses.character("1"))
        try await settle(handle)
        #expect(handle.phase.data?.character != nil)
        #expect(transport.requests.count == 2)
        retention.end()
    }
}

/// The age kept in the image: a later launch reads it as the fetch time.
@MainActor
struct ImageAgeTests {
    @Test func aLaterLaunchTakesTheAgeFromTheImage() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-age-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("store.sqlite")
        let operation = CharacterScreenQuery(id: "1")

        let first = Persistence(url: file)
        let earlier = Environment(store: Store(persistence: first), transport: ScriptedTransport())
        try earlier.commitPayload(operation, Payload(json: Responses.character("1")))
        earlier.end()
        await first.flush()

        let clock = TestClock()
        let transport = ScriptedTransport()
        let store = Store(cacheExpiration: .seconds(3600), now: { clock.now })
        let second = Persistence(url: file)
        store.attach(second)
        let environment = Environment(store: store, transport: transport)
        let handle = environment.handle(for: operation)
        let retention = handle.retain()
        #expect(handle.phase.data?.character?.characterHeader.name == "Character 1")
        #expect(handle.fetchTime != nil)
        #expect(!handle.isStale)
        #expect(transport.requests.isEmpty)
        // Never fetched, under an expiration: stale.
        #expect(store.isStale(CharacterScreenQuery(id: "2")))

        environment.invalidate()
        #expect(handle.isStale)
        try await transport.nextRequest().respond(json: Responses.character("1"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(!handle.isStale)
        #expect(handle.fetchTime == clock.now)
        retention.end()
        environment.end()
        await second.flush()
    }

    @Test func anInvalidationReachesTheImageSoALaterLaunchReadsItsDataStale() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-invalidated-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("store.sqlite")
        let refetched = CharacterScreenQuery(id: "1")
        let left = CharacterScreenQuery(id: "2")

        let first = Persistence(url: file)
        let firstTransport = ScriptedTransport()
        let earlier = Environment(store: Store(persistence: first), transport: firstTransport)
        try earlier.commitPayload(refetched, Payload(json: Responses.character("1")))
        try earlier.commitPayload(left, Payload(json: Responses.character("2")))
        let held = earlier.handle(for: refetched)
        let retention = held.retain()
        earlier.invalidate()
        try await firstTransport.nextRequest().respond(json: Responses.character("1"))
        try await wait(until: { !held.fetch.isInFlight })
        #expect(!held.isStale)
        #expect(earlier.store.isStale(left))
        retention.end()
        earlier.end()
        await first.flush()

        // No expiration: only the invalidation can make the data stale.
        let transport = ScriptedTransport()
        let second = Persistence(url: file)
        let environment = Environment(store: Store(persistence: second), transport: transport)
        #expect(environment.store.isStale(left))
        #expect(environment.store.fetchTime(of: left) != nil)
        #expect(!environment.store.isStale(refetched))
        #expect(environment.store.fetchTime(of: refetched) != nil)

        // The stale data shows, and the default policy fetches behind it.
        let handle = environment.handle(for: left)
        let shown = handle.retain()
        #expect(handle.isRefreshing)
        #expect(handle.phase.data?.character?.characterHeader.name == "Character 2")
        try await transport.nextRequest().respond(json: Responses.character("2"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(!handle.isStale)
        #expect(transport.requests.count == 1)
        shown.end()
        environment.end()
        await second.flush()
    }
}

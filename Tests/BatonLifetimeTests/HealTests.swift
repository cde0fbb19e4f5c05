@_spi(Generated) import Baton
import BatonTesting
import RickAndMorty
import Testing

/// The heal: a read of a slot the store never received marks the owner's root
/// stale and refetches it once per fetch, where a holder allows the network; a
/// field still missing after that refetch is logged as unexpected and left.
@MainActor
struct HealTests {
    let transport = ScriptedTransport()
    let operation = CharacterScreenQuery(id: "1")
    /// Character 1 as a payload that carried its name alone.
    let nameOnly = #"{"data":{"character":{"id":"1","name":"Character 1"}}}"#

    func count(_ event: LogEvent, in environment: Environment) -> Int {
        environment.events.filter { $0 == event }.count
    }

    static let missingSpecies = LogEvent.missingData(type: "Character", field: "species")
    static let unexpectedSpecies = LogEvent.unexpectedValue(type: "Character", field: "species")

    @Test func aMissingReadRefetchesOnceAndOnlyOncePerFetch() async throws {
        let environment = Environment(store: Store(), transport: transport)
        try environment.commitPayload(operation, Payload(json: nameOnly))
        // A second root, held by nobody, keeps character 1 in the store once the first
        // names another: a record a collection removed is cut off and heals nothing.
        let keeper = CharacterScreenQuery(id: "9")
        try environment.commitPayload(keeper, Payload(json: nameOnly))
        _ = environment.handle(for: keeper)
        let handle = environment.handle(for: operation)
        // Lenses taken while the root linked a record short of its fields.
        let held = try #require(handle.data.character)
        let byHand = try #require(environment.store.data(of: operation).character)
        // The server's answer now names another character, complete.
        try environment.commitPayload(operation, Payload(json: Responses.character("2")))
        let retention = handle.retain()
        #expect(!handle.isStale)
        #expect(transport.requests.isEmpty)

        // A lens made by hand has no root: logged, not healed.
        #expect(byHand.characterHeader.species == nil)
        #expect(count(Self.missingSpecies, in: environment) == 1)
        #expect(!handle.isStale)
        #expect(!handle.fetch.isInFlight)

        // The handle's own lens heals: the root turns stale and is fetched, once.
        #expect(held.characterHeader.species == nil)
        #expect(handle.isStale)
        #expect(handle.fetch.isInFlight)
        #expect(held.characterHeader.species == nil)
        #expect(held.characterHeader.status == nil)
        let request = try await transport.nextRequest()
        try request.respond(json: Responses.character("2"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(!handle.isStale)
        #expect(transport.requests.count == 1)
        #expect(count(Self.unexpectedSpecies, in: environment) == 0)

        // Still missing after the heal's own refetch: unexpected, and left.
        #expect(held.characterHeader.species == nil)
        #expect(held.characterHeader.species == nil)
        #expect(count(Self.unexpectedSpecies, in: environment) == 2)
        #expect(!handle.fetch.isInFlight)
        #expect(!handle.isStale)
        #expect(transport.requests.count == 1)

        // A fetch of another cause lets the next missing read heal once more.
        handle.retry()
        try await transport.nextRequest().respond(json: Responses.character("2"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(held.characterHeader.species == nil)
        #expect(handle.fetch.isInFlight)
        #expect(held.characterHeader.species == nil)
        try await transport.nextRequest().respond(json: Responses.character("2"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(transport.requests.count == 3)
        #expect(count(Self.unexpectedSpecies, in: environment) == 2)
        retention.end()
    }

    @Test func aStoreOnlyHolderNeverCausesAFetch() async throws {
        let environment = Environment(store: Store(), transport: transport)
        try environment.commitPayload(operation, Payload(json: nameOnly))
        let handle = environment.handle(for: operation)

        // Held by no one: logged and marked stale, not fetched.
        #expect(handle.data.character?.characterHeader.species == nil)
        #expect(handle.isStale)
        #expect(!handle.fetch.isInFlight)

        let retention = handle.retain(.storeOnly)
        #expect(handle.phase.failure?.kind == .missingData)
        for _ in 0..<3 {
            #expect(handle.data.character?.characterHeader.species == nil)
        }
        #expect(handle.data.character?.characterHeader.name == "Character 1")
        #expect(count(Self.missingSpecies, in: environment) == 4)
        #expect(!handle.fetch.isInFlight)
        #expect(transport.requests.isEmpty)
        retention.end()
    }

    /// Baton's script `heal`: data the root held reads ready while a field a
    /// later payload left missing is healed behind it, stale, its fetch in flight.
    @Test func aFieldGoneMissingLeavesThePhaseReadyWhileTheHealFetches() async throws {
        let environment = Environment(store: Store(), transport: transport)
        let handle = environment.handle(for: operation)
        let retention = handle.retain()
        try await transport.nextRequest().respond(json: Responses.character("1"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(handle.phase.data != nil)
        // Another value's payload links character 1 to an origin short of its name.
        let other = CharacterScreenQuery(id: "2")
        try environment.commitPayload(other, Payload(json: #"{"data":{"character":{"id":"1","origin":{"id":"99"}}}}"#))
        #expect(handle.data.character?.characterHeader.name == "Character 1")
        _ = handle.data.character?.characterHeader.origin?.name
        #expect(handle.phase.data != nil)
        #expect(handle.isStale)
        #expect(handle.fetch.isInFlight)
        #expect(handle.isRefreshing)
        try await transport.nextRequest().respond(json: Responses.character("1"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(handle.phase.data != nil)
        #expect(!handle.isStale)
        retention.end()
    }

    @Test func aNullIsNotMissingAndHealsNothing() throws {
        let environment = Environment(store: Store(), transport: transport)
        let nullSpecies = #"{"data":{"character":{"id":"1","name":"Character 1","species":null}}}"#
        try environment.commitPayload(operation, Payload(json: nullSpecies))
        let handle = environment.handle(for: operation)
        let retention = handle.retain(.storeOnly)
        #expect(handle.data.character?.characterHeader.species == nil)
        #expect(count(Self.missingSpecies, in: environment) == 0)
        #expect(!handle.isStale)
        retention.end()
    }
}

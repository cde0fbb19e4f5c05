@_spi(Generated) import Baton
import BatonTesting
import RickAndMorty
import Testing

/// A preload's fetch is the one the destination's handle shares.
@MainActor
struct PreloadTests {
    let transport = ScriptedTransport()

    @Test func theDestinationsHandleSharesThePreloadsFetch() async throws {
        let environment = Environment(store: Store(), transport: transport)
        let operation = CharacterScreenQuery(id: "1")
        let preloaded = environment.preload(operation)
        #expect(preloaded.fetch.isInFlight)
        #expect(environment.bufferedRootCount == 1)
        let request = try await transport.nextRequest()

        let destination = environment.handle(for: operation)
        #expect(destination === preloaded)
        let retention = destination.retain()
        #expect(destination.phase.isLoading)
        try request.respond(json: Responses.character("1"))
        try await wait(until: { !destination.fetch.isInFlight })
        #expect(destination.phase.data?.character?.characterHeader.name == "Character 1")
        #expect(transport.requests.count == 1)
        retention.end()
    }

    @Test func freshDataIsNotPreloadedAgain() throws {
        let environment = Environment(store: Store(), transport: transport)
        let operation = CharacterScreenQuery(id: "1")
        try environment.commitPayload(operation, Payload(json: Responses.character("1")))
        let handle = environment.preload(operation)
        #expect(!handle.fetch.isInFlight)
        #expect(transport.requests.isEmpty)
    }
}

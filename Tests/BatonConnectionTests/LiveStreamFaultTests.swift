import Baton
import BatonTesting
import Foundation
import GitHub
import SampleServerSupport
import Testing

/// The live transports against the sample server's stream faults: a stream the server
/// drops after an event is reopened by the handle's backoff and the next event arrives;
/// a malformed event is refused and the stream goes on. Over graphql-sse and over
/// graphql-transport-ws; hubot's stars make the events, and end as they were.
@MainActor
@Suite(.sampleServer, .serialized)
struct LiveStreamFaultTests {
    private static let repositoryID = "R_MDpSZXBvc2l0b3J5OjExNjM"

    private func transport(_ live: String, _ server: LiveServer) -> any Transport {
        guard live == "websocket" else { return server.transport }
        var components = URLComponents(url: server.server.gitHubEndpoint, resolvingAgainstBaseURL: false)
        components?.scheme = "ws"
        let token = server.token
        let socket = WebSocketTransport(
            endpoint: components!.url!, headers: { server.faultHeaders }, connectionParameters: { ["authorization": .string("bearer \(token)")] })
        return SubscriptionRouting(operations: server.transport, subscriptions: socket)
    }

    /// Until the server has received the subscription `count` times and it listens.
    private func subscribed(_ count: Int, on server: LiveServer) async throws {
        try await wait(until: { try await server.requestedOperations().filter { $0 == "StarCountSubscription" }.count >= count },
                       "subscription \(count)")
        try await server.server.awaitGitHubSubscribers(1)
    }

    @Test(arguments: ["sse", "websocket"])
    func aDroppedStreamIsReopenedAndTheNextEventArrives(live: String) async throws {
        let server = try await LiveServer()
        server.setFault("drop-after=1")
        let environment = Environment(store: Store(), transport: transport(live, server))
        let handle = environment.handle(for: StarCountSubscription(repositoryId: Self.repositoryID))
        let retention = handle.retain()
        defer { retention.end() }
        try await subscribed(1, on: server)

        try await server.server.hubotStars(Self.repositoryID, false)
        try await wait(until: { handle.streamEvents == 1 }, "the first event")
        #expect(handle.phase.data?.starCountChanged.starButton.stargazerCount == 114)
        // The server drops the stream after it; the handle waits, then subscribes again.
        server.setFault(nil)
        try await wait(until: { handle.resumptions == 1 }, timeout: .seconds(10), "the resumption")
        try await subscribed(2, on: server)
        try await server.server.hubotStars(Self.repositoryID, true)
        try await wait(until: { handle.streamEvents == 2 }, "the event after the resumption")
        #expect(handle.phase.data?.starCountChanged.starButton.stargazerCount == 115)
    }

    @Test func aMalformedEventIsRefusedAndTheStreamGoesOn() async throws {
        let server = try await LiveServer()
        server.setFault("malformed-event=1")
        let environment = Environment(store: Store(), transport: server.transport)
        let handle = environment.handle(for: StarCountSubscription(repositoryId: Self.repositoryID))
        let retention = handle.retain()
        defer { retention.end() }
        try await subscribed(1, on: server)

        try await server.server.hubotStars(Self.repositoryID, false)
        try await wait(until: { handle.refusedEvents == 1 }, "the malformed event refused")
        #expect(handle.streamEvents == 0)
        try await server.server.hubotStars(Self.repositoryID, true)
        try await wait(until: { handle.streamEvents == 1 }, "the next event")
        #expect(handle.resumptions == 0)
        #expect(handle.phase.data?.starCountChanged.starButton.stargazerCount == 115)
    }
}

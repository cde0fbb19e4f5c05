@_spi(Generated) @testable import Baton
import BatonTesting
import Foundation
import Testing

/// `query Profile($id: ID!) { character(id: $id) { id name ...Appearances @defer } }`
/// with `fragment Appearances on Character { episode { id name } }`, written as the
/// compiler writes it.
private struct Profile: Query {
    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
        func writeFields(to object: inout [String: Variable]) {}
    }

    static let label = "Profile$defer$Appearances"
    static let name = "Profile"
    static let document = RequestDocument.text(
        "query Profile($id:ID!){character(id:$id){id,name,...Appearances@defer(label:\"Profile$defer$Appearances\")}}"
            + "fragment Appearances on Character{episode{id,name}}")
    static let plan = Plan(name: "Profile", selections: [
        Selection(type: "Query", fields: [
            .link("character", 1, key: .arguments("character", [Argument("id", .variable("id"))])),
        ]),
        Selection(type: "Character", keyFields: ["id"], fields: [
            .scalar("id", .id, nullable: false),
            .scalar("name", .string),
            .links("episode", 2, nullable: false, deferred: label),
        ]),
        Selection(type: "Episode", keyFields: ["id"], fields: [
            .scalar("id", .id, deferred: label),
            .scalar("name", .string, deferred: label),
        ]),
    ])
    let id: String
    var variables: Variables { ["id": .string(id)] }
}

/// `subscription NoteAdded($id: ID!) { noteAdded(characterId: $id) { id text } }`.
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

/// The environment over HTTP streams and a WebSocket: a deferred query's parts each
/// committed as the server sends it, a subscription's events committed until its
/// stream is cut and the backoff opens it again, and a refused token ending it.
@MainActor
struct EnvironmentOverStreamsTests {
    @Test func aDeferredQueryCommitsItsInitialPartThenItsDeferredPart() async throws {
        let initial = #"{"data":{"character":{"id":"1","name":"Rick Sanchez"}},"#
            + #""pending":[{"id":"0","path":["character"],"label":"\#(Profile.label)"}],"hasNext":true}"#
        let deferred = #"{"incremental":[{"id":"0","data":{"episode":[{"id":"1","name":"Pilot"},{"id":"2","name":"Lawnmower Dog"}]}}],"#
            + #""completed":[{"id":"0"}],"hasNext":false}"#
        let server = try StreamingServer(contentType: "multipart/mixed; boundary=graphql; deferSpec=20220824", steps: [
            .send("--graphql\r\nContent-Type: application/json\r\n\r\n\(initial)\r\n--graphql"), .awaitRelease,
            .send("\r\nContent-Type: application/json\r\n\r\n\(deferred)\r\n--graphql--\r\n"),
        ])
        defer { server.stop() }
        #expect(Profile.plan.isIncremental)
        let environment = Environment(store: Store(), transport: HTTPTransport(endpoint: server.url))
        let handle = environment.handle(for: Profile(id: "1"))
        let retention = handle.retain()
        defer { retention.end() }

        // The initial part is committed while the server holds the deferred one back.
        let character = try await eventually("the initial part committed") {
            environment.store.record(for: RecordKey("Character:1"))
        }
        let name = Registry.shared.slot(character.type, "name")
        let episode = Registry.shared.slot(character.type, "episode")
        #expect(character.value(at: name.index) == .string("Rick Sanchez"))
        #expect(character.value(at: episode.index) == .missing)
        #expect(handle.fetch.isInFlight)
        #expect(handle.phase.data != nil)
        let request = try #require(server.requests.first)
        #expect(request.contains("Accept: multipart/mixed; deferSpec=20220824, application/json\r\n"))

        server.release()
        try await wait(until: { !handle.fetch.isInFlight }, "the deferred part committed")
        #expect(handle.fetch.failure == nil)
        let episodes = [RecordKey("Episode:1"), RecordKey("Episode:2")].map { environment.store.record(for: $0) }
        #expect(episodes.allSatisfy { $0 != nil })
        #expect(character.value(at: episode.index) == .links(episodes.map { $0?.id }))
    }

    @Test func aSubscriptionCommitsEachEventAndResumesAfterItsStreamIsCut() async throws {
        let event = { (id: String) in "event: next\ndata: {\"data\":{\"noteAdded\":{\"id\":\"\(id)\",\"text\":\"Note\"}}}\n\n" }
        // Every connection: two events, then the server closes without `complete`.
        let server = try StreamingServer(contentType: "text/event-stream", steps: [.send(event("n1")), .send(event("n2"))])
        defer { server.stop() }
        let environment = Environment(store: Store(), transport: HTTPTransport(endpoint: server.url))
        let handle = environment.handle(for: NoteAdded(id: "1"))
        let retention = handle.retain()
        defer { retention.end() }

        try await wait(until: { handle.streamEvents == 2 }, "both events committed")
        // The latest event's note is the one the subscription root links.
        #expect(environment.store.record(for: RecordKey("Note:n2")) != nil)
        try await wait(until: { handle.resumptions == 1 }, "the stream reopened after the cut")
        try await wait(until: { server.requests.count == 2 }, "the second connection")
        #expect(handle.refusedEvents == 0)
        #expect(!handle.stream.isEnded)
    }

    @Test(arguments: ["401 Unauthorized", "403 Forbidden"])
    func aRefusedTokenOnAnEventStreamEndsTheSubscription(status: String) async throws {
        let server = try StreamingServer(status: status, contentType: "application/json",
                                         steps: [.send(#"{"message":"Bad credentials"}"#)])
        defer { server.stop() }
        try await expectEndedByTheRefusal(over: HTTPTransport(endpoint: server.url))
        #expect(server.requests.count == 1, "no retry")
    }

    @Test(arguments: [("forbidden", "CLOSE 4403"), ("unauthorized", "CLOSE 4401")])
    func aRefusedTokenOnAWebSocketEndsTheSubscription(scenario: String, close: String) async throws {
        let server = try WebSocketTestServer(scenario)
        try await expectEndedByTheRefusal(over: WebSocketTransport(endpoint: server.url()))
        #expect(try await server.log(waitingFor: "CLOSE").contains(close))
        #expect(server.log.filter { $0.hasPrefix("UPGRADE") }.count == 1, "no retry")
    }

    /// Holds a subscription over `transport`, whose server refuses it, until its
    /// stream ends as a request error, never resumed.
    private func expectEndedByTheRefusal(over transport: any Transport) async throws {
        let environment = Environment(store: Store(), transport: transport)
        let handle = environment.handle(for: NoteAdded(id: "1"))
        let retention = handle.retain()
        defer { retention.end() }
        try await wait(until: { handle.stream.isEnded }, "the stream's end")
        #expect(handle.stream == .ended(.request))
        #expect(handle.resumptions == 0)
    }
}

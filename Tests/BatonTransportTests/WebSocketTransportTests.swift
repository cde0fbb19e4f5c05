import Baton
import BatonTesting
import Foundation
import Testing

let ticks = Request(kind: .subscription, operationName: "Ticks", document: .text("subscription Ticks{tick}"))

private func transport(
    _ server: WebSocketTestServer, timeouts: WebSocketTransport.Timeouts = .init()
) -> WebSocketTransport {
    WebSocketTransport(
        endpoint: server.url(), timeouts: timeouts, headers: { ["Authorization": "bearer upgrade-token"] },
        connectionParameters: { ["authorization": .string("bearer TOKEN")] })
}

/// The payloads' texts, and the error the sequence ended with, if any.
func collect(_ payloads: Payloads) async -> (texts: [String], error: (any Error)?) {
    var texts: [String] = []
    do {
        for try await payload in payloads { texts.append(String(decoding: payload.bytes, as: UTF8.self)) }
        return (texts, nil)
    } catch {
        return (texts, error)
    }
}

@Suite struct WebSocketTransportTests {
    @Test func aSubscriptionYieldsEachNextAndEndsAtComplete() async throws {
        let server = try WebSocketTestServer("stream")
        let (texts, error) = await collect(transport(server).execute(ticks))
        #expect(error == nil)
        #expect(texts == [#"{"data":{"tick":1.50}}"#, #"{"data":{"tick":2}}"#])
        _ = try await server.log(waitingFor: "pong")
        let log = try await server.log(waitingFor: "PONG between")
        #expect(log.first == "UPGRADE GET /graphql HTTP/1.1 protocol=graphql-transport-ws authorization=bearer upgrade-token")
        #expect(log.contains(#"connection_init  {"authorization":"bearer TOKEN"}"#))
        #expect(log.contains(#"subscribe 1 {"operationName":"Ticks","query":"subscription Ticks{tick}","variables":{}}"#))
        #expect(log.contains("PONG early"), "a frame sent with the 101 is decoded")
        #expect(log.contains("PONG are you there"), "a ping is answered with its payload")
        #expect(log.contains("PONG between"), "a ping between fragments is answered too")
        #expect(log.contains("pong  null"), "graphql-transport-ws's ping is answered with its pong")
        #expect(!log.contains("UNMASKED"))
    }

    @Test func aQueryGetsItsOneResult() async throws {
        let server = try WebSocketTestServer("stream")
        let query = Request(kind: .query, operationName: "Tick", document: .text("query Tick{tick}"))
        let payload = try await transport(server).payload(for: query)
        #expect(String(decoding: payload.bytes, as: UTF8.self) == #"{"data":{"tick":1.50}}"#)
    }

    @Test func theConnectionClosesWithAHandshakeOnceNothingHoldsIt() async throws {
        let server = try WebSocketTestServer("stream")
        do {
            let (texts, _) = await collect(transport(server).execute(ticks))
            #expect(texts.count == 2)
        }
        let log = try await server.log(waitingFor: "CLOSE")
        #expect(log.contains("CLOSE 1000"))
        #expect(!log.contains { $0.hasPrefix("ENDED") }, "the server saw a close frame, not a dropped socket")
    }

    @Test func operationsShareOneConnection() async throws {
        let server = try WebSocketTestServer("stream")
        let transport = transport(server)
        async let first = collect(transport.execute(ticks))
        async let second = collect(transport.execute(ticks))
        let results = await [first, second]
        #expect(results.allSatisfy { $0.texts.count == 2 && $0.error == nil })
        let log = server.log
        #expect(log.filter { $0.hasPrefix("UPGRADE") }.count == 1)
        #expect(Set(log.filter { $0.hasPrefix("subscribe") }.map { $0.split(separator: " ")[1] }) == ["1", "2"])
    }

    @Test func anErrorMessageFailsTheOperationWithItsErrors() async throws {
        let server = try WebSocketTestServer("errors")
        let (texts, error) = await collect(transport(server).execute(ticks))
        #expect(texts.isEmpty)
        #expect(error as? GraphQLErrors == GraphQLErrors([FieldError(message: #"Cannot query field "nope""#, path: "nope.0")]))
        #expect(Failure(classifying: try #require(error)).kind == .request)
    }

    @Test func close4403IsAForbiddenToken() async throws {
        let server = try WebSocketTestServer("forbidden")
        let (_, error) = await collect(transport(server).execute(ticks))
        #expect(error as? WebSocketError == .forbidden(reason: "Forbidden"))
        #expect(try await server.log(waitingFor: "CLOSE").contains("CLOSE 4403"), "the close is echoed")
    }

    @Test func aDroppedConnectionFailsTheOpenOperationAndTheNextReconnects() async throws {
        let server = try WebSocketTestServer("drop")
        let transport = transport(server)
        let (texts, error) = await collect(transport.execute(ticks))
        #expect(texts == [#"{"data":{"tick":1.50}}"#])
        guard case .dropped = error as? WebSocketError else {
            Issue.record("expected .dropped, got \(String(describing: error))")
            return
        }
        #expect(Failure(classifying: error!).kind == .transport, "a subscription's handle waits out its backoff")
        let (again, _) = await collect(transport.execute(ticks))
        #expect(again.count == 1)
        #expect(server.log.filter { $0.hasPrefix("UPGRADE") }.count == 2)
    }

    @Test func cancellingTheConsumerSendsComplete() async throws {
        let server = try WebSocketTestServer("hold")
        let transport = transport(server)
        let first = AsyncStream<Void>.makeStream()
        let consumer = Task {
            for try await _ in transport.execute(ticks) { first.continuation.yield() }
        }
        for await _ in first.stream { break }
        consumer.cancel()
        await #expect(throws: TransportError.cancelled) { try await consumer.value }
        let log = try await server.log(waitingFor: "complete 1")
        #expect(log.contains("complete 1 null"))
    }

    @Test func aRefusedUpgradeReportsItsStatus() async throws {
        let server = try WebSocketTestServer("refuse")
        let (_, error) = await collect(transport(server).execute(ticks))
        #expect(error as? WebSocketError == .upgradeRefused(status: 403, reason: "Forbidden"))
    }

    @Test func aWrongAcceptFailsTheConnection() async throws {
        let server = try WebSocketTestServer("wrong-accept")
        let (_, error) = await collect(transport(server).execute(ticks))
        guard case .wrongAccept = error as? WebSocketError else {
            Issue.record("expected .wrongAccept, got \(String(describing: error))")
            return
        }
    }

    @Test func noAcknowledgementTimesOut() async throws {
        let server = try WebSocketTestServer("no-ack")
        let (_, error) = await collect(transport(server, timeouts: .init(acknowledgement: .milliseconds(300))).execute(ticks))
        #expect(error as? WebSocketError == .acknowledgementTimedOut)
    }

    @Test func anUnansweredUpgradeTimesOut() async throws {
        let server = try HangingServer()
        defer { server.stop() }
        let port = try #require(server.url.port)
        let url = try #require(URL(string: "ws://127.0.0.1:\(port)/graphql"))
        let transport = WebSocketTransport(endpoint: url, timeouts: .init(connect: .milliseconds(300)))
        let started = ContinuousClock.now
        let (_, error) = await collect(transport.execute(ticks))
        #expect(error as? WebSocketError == .connectTimedOut)
        // The configured timeout fired, not the default ten seconds: a bound that a
        // loaded machine's slow start-up cannot reach.
        #expect(ContinuousClock.now - started < .seconds(8))
        #expect(server.connectionsThatSent == 1, "the upgrade request went out")
    }

    @Test func aClosedPortIsAConnectError() async throws {
        let closed = URL(string: "ws://127.0.0.1:1/graphql")!
        let (_, error) = await collect(WebSocketTransport(endpoint: closed).execute(ticks))
        guard case .connect = error as? WebSocketError else {
            Issue.record("expected .connect, got \(String(describing: error))")
            return
        }
    }

    /// A quiet connection is pinged, and one whose server answers stays up.
    @Test func aQuietConnectionIsPingedAndStaysUpWhileTheServerAnswers() async throws {
        let server = try WebSocketTestServer("hold")
        let transport = transport(server, timeouts: .init(keepalive: .milliseconds(100)))
        let operation = Task { await collect(transport.execute(ticks)) }
        defer { operation.cancel() }
        try await wait(until: { server.log.filter { $0.hasPrefix("ping") }.count >= 3 }, "three pings answered")
        #expect(!server.log.contains { $0.hasPrefix("CLOSE") || $0.hasPrefix("ENDED") })
        #expect(server.log.filter { $0.hasPrefix("UPGRADE") }.count == 1)
    }

    /// A server that leaves a ping unanswered is taken for gone: the operation fails
    /// as a dropped connection, which a subscription waits out and reopens.
    @Test func anUnansweredPingDropsTheConnection() async throws {
        let server = try WebSocketTestServer("deaf")
        let (texts, error) = await collect(transport(server, timeouts: .init(keepalive: .milliseconds(100))).execute(ticks))
        #expect(texts.count == 1)
        guard case .dropped = error as? WebSocketError else {
            Issue.record("expected .dropped, got \(String(describing: error))")
            return
        }
        #expect(Failure(classifying: error!).kind == .transport)
        #expect(server.log.filter { $0.hasPrefix("ping") }.count == 1)
    }
}

import Baton
import BatonTesting
import Foundation
import Testing

/// A deferring query's `multipart/mixed` parts and a subscription's graphql-sse events
/// through libcurl, against a server that writes its body step by step.
struct HTTPStreamingTests {
    private static let multipart = #"multipart/mixed; boundary="-"; deferSpec=20220824"#
    private static let initial = #"{"data":{"character":{"id":"1","name":"Rick Sanchez"}},"hasNext":true}"#
    private static let later = #"{"incremental":[{"data":{"episode":[]},"path":["character"]}],"hasNext":false}"#
    private static let first = #"{"data":{"noteAdded":{"id":"n1","text":"Note n1"}}}"#
    private static let second = #"{"data":{"noteAdded":{"id":"n2","text":"Note n2"}}}"#

    private func part(_ json: String) -> String {
        "\r\n---\r\nContent-Type: application/json; charset=utf-8\r\n\r\n\(json)"
    }

    private func event(_ json: String) -> String {
        "event: next\ndata: \(json)\n\n"
    }

    private var deferringQuery: Request {
        var request = rickQuery("Profile")
        request.isIncremental = true
        return request
    }

    private var subscription: Request {
        Request(kind: .subscription, operationName: "NoteAdded",
                document: .text("subscription NoteAdded($id:ID!){noteAdded(characterId:$id){id,text}}"),
                variables: ["id": .string("1")])
    }

    /// The payloads' texts and the failure that ended them, if one did.
    private func outcome(of payloads: Payloads) async -> (texts: [String], failure: TransportError?) {
        var texts: [String] = []
        do {
            for try await payload in payloads { texts.append(payload.text) }
            return (texts, nil)
        } catch {
            return (texts, error as? TransportError)
        }
    }

    @Test func aDeferringQueryYieldsEachPartAsItArrives() async throws {
        // The delimiter that ends the first part comes only with the second.
        let server = try StreamingServer(contentType: Self.multipart, steps: [
            .send("preamble" + part(Self.initial)), .awaitRelease,
            .send(part(Self.later)), .send("\r\n---"), .send("--\r\n"),
        ])
        defer { server.stop() }
        var parts = HTTPTransport(endpoint: server.url).execute(deferringQuery).makeAsyncIterator()
        // The first part arrives while the server holds the second back.
        let first = try await parts.next()
        #expect(first?.text == Self.initial)
        #expect(first?.status == 200)
        server.release()
        #expect(try await parts.next()?.text == Self.later)
        #expect(try await parts.next() == nil)
        let request = try #require(server.requests.first)
        #expect(request.contains("Accept: multipart/mixed; deferSpec=20220824, application/json\r\n"))
    }

    /// A redirect is not followed, so the token a request carries goes to no other
    /// address: it fails saying where it pointed, after the one request.
    @Test func aRedirectIsNotFollowedAndSaysWhereItPointed() async throws {
        let elsewhere = try StreamingServer(contentType: "application/json", steps: [.send(Self.initial)])
        defer { elsewhere.stop() }
        let target = elsewhere.url.appendingPathComponent("graphql").absoluteString
        let server = try StreamingServer(status: "307 Temporary Redirect", contentType: "text/plain",
                                         headers: ["Location: \(target)"], steps: [.send("moved")])
        defer { server.stop() }
        let transport = HTTPTransport(endpoint: server.url, headers: { ["Authorization": "bearer secret"] })
        let error = await transportFailure(of: transport, rickQuery("Moved"))
        #expect(error == .redirected(status: 307, location: target))
        #expect(server.requests.count == 1)
        #expect(elsewhere.requests.isEmpty)
    }

    @Test func aQueryThatDefersNothingAcceptsOneResponse() async throws {
        let server = try StreamingServer(contentType: "application/json", steps: [.send(Self.initial)])
        defer { server.stop() }
        let payload = try await HTTPTransport(endpoint: server.url).payload(for: rickQuery("Plain"))
        #expect(payload.text == Self.initial)
        let request = try #require(server.requests.first)
        #expect(request.contains("Accept: application/graphql-response+json, application/json;q=0.9\r\n"))
    }

    @Test func aPlainJSONAnswerToADeferringQueryIsOnePayload() async throws {
        let whole = #"{"data":{"character":{"id":"1","name":"Rick Sanchez","episode":[]}}}"#
        let server = try StreamingServer(contentType: "application/json", steps: [.send(whole)])
        defer { server.stop() }
        let (texts, failure) = await outcome(of: HTTPTransport(endpoint: server.url).execute(deferringQuery))
        #expect(texts == [whole])
        #expect(failure == nil)
    }

    @Test func aMultipartBodyCutOffBetweenPartsFailsAfterThePartsThatArrived() async throws {
        let server = try StreamingServer(contentType: Self.multipart, steps: [.send(part(Self.initial) + "\r\n---\r\n")])
        defer { server.stop() }
        let (texts, failure) = await outcome(of: HTTPTransport(endpoint: server.url).execute(deferringQuery))
        #expect(texts == [Self.initial])
        #expect(failure == .truncated)
    }

    @Test func aMalformedPartFailsAfterThePartsBeforeIt() async throws {
        let server = try StreamingServer(contentType: Self.multipart, steps: [
            .send(part(Self.initial) + "\r\n---\r\nContent-Type: text/html\r\n\r\n<p>oops</p>\r\n-----\r\n"),
        ])
        defer { server.stop() }
        let (texts, failure) = await outcome(of: HTTPTransport(endpoint: server.url).execute(deferringQuery))
        #expect(texts == [Self.initial])
        #expect(failure == .malformedStream("a multipart part is `text/html`, not JSON"))
    }

    @Test func aSubscriptionYieldsEachEventUntilComplete() async throws {
        let server = try StreamingServer(contentType: "text/event-stream", steps: [
            .send(":\n\n"), .pause(.milliseconds(50)), .send(event(Self.first)), .pause(.milliseconds(50)),
            .send(": keep-alive\n\n"), .send(event(Self.second)), .send("event: complete\n\n"),
        ])
        defer { server.stop() }
        let (texts, failure) = await outcome(of: HTTPTransport(endpoint: server.url).execute(subscription))
        #expect(texts == [Self.first, Self.second])
        #expect(failure == nil)
        let request = try #require(server.requests.first)
        #expect(request.hasPrefix("POST /graphql HTTP/1.1\r\n"))
        #expect(request.contains("Accept: text/event-stream\r\n"))
        #expect(request.hasSuffix(#""operationName":"NoteAdded","query":"subscription NoteAdded($id:ID!){noteAdded(characterId:$id){id,text}}","variables":{"id":"1"}}"#))
    }

    @Test func aSubscriptionOutlivesTheTotalTimeout() async throws {
        let server = try StreamingServer(contentType: "text/event-stream", steps: [
            .send(event(Self.first)), .pause(.milliseconds(1500)), .send(event(Self.second)), .send("event: complete\n\n"),
        ])
        defer { server.stop() }
        let transport = HTTPTransport(endpoint: server.url, timeouts: .init(total: .seconds(1), idle: .seconds(30)))
        let (texts, failure) = await outcome(of: transport.execute(subscription))
        #expect(texts == [Self.first, Self.second])
        #expect(failure == nil)
    }

    @Test func aSilentSubscriptionPassesItsIdleLimit() async throws {
        let server = try StreamingServer(contentType: "text/event-stream", steps: [.send(event(Self.first)), .holdOpen])
        defer { server.stop() }
        let transport = HTTPTransport(endpoint: server.url, timeouts: .init(idle: .seconds(1)))
        let (texts, failure) = await outcome(of: transport.execute(subscription))
        #expect(texts == [Self.first])
        #expect(failure == .timedOut)
    }

    @Test func aStreamCutBeforeCompleteFailsAfterTheEventsThatArrived() async throws {
        let server = try StreamingServer(contentType: "text/event-stream", steps: [
            .send(event(Self.first)), .send("event: next\ndata: {\"data\""),
        ])
        defer { server.stop() }
        let (texts, failure) = await outcome(of: HTTPTransport(endpoint: server.url).execute(subscription))
        #expect(texts == [Self.first])
        #expect(failure == .truncated)
    }

    @Test func anEmptyEventStreamIsCut() async throws {
        let server = try StreamingServer(contentType: "text/event-stream", steps: [])
        defer { server.stop() }
        let (texts, failure) = await outcome(of: HTTPTransport(endpoint: server.url).execute(subscription))
        #expect(texts == [])
        #expect(failure == .truncated)
    }

    @Test func cancellingASubscriptionClosesItsConnection() async throws {
        let server = try StreamingServer(contentType: "text/event-stream", steps: [
            .send(event(Self.first)), .holdOpen,
        ])
        defer { server.stop() }
        let received = Counter()
        let transport = HTTPTransport(endpoint: server.url)
        let request = subscription
        let task = Task {
            for try await _ in transport.execute(request) { received.increment() }
        }
        try await wait(until: { received.value == 1 }, "the first event")
        #expect(server.connectionsClosedByTheClient == 0)

        task.cancel()
        let result = await task.result
        guard case let .failure(error) = result else {
            Issue.record("the cancelled subscription finished")
            return
        }
        #expect(error as? TransportError == .cancelled)
        try await wait(until: { server.connectionsClosedByTheClient == 1 }, "the server seeing the connection closed")
    }
}

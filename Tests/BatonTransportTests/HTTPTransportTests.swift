import Baton
import BatonTesting
import Foundation
import SampleServerSupport
import Testing

@Suite(.sampleServer) struct HTTPTransportTests {
    @Test func deliversTheResponseBytes() async throws {
        let server = try SampleServer.required()
        let payload = try await server.rickAndMorty().payload(for: rickQuery("Success"))
        #expect(payload.status == 200)
        #expect(payload.contentType?.hasPrefix("application/graphql-response+json") == true)
        #expect(payload.text == #"{"data":{"character":{"id":"1","name":"Rick Sanchez"}}}"#)
    }

    @Test func aServerErrorFailsWithItsStatusAndBody() async throws {
        let server = try SampleServer.required()
        let error = await transportFailure(of: server.rickAndMorty(fault: "status=500"), rickQuery("Status500"))
        guard case let .http(status, body, retryAfter) = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(status == 500)
        #expect(String(decoding: body, as: UTF8.self) == #"{"message":"Sample fault: HTTP 500."}"#)
        #expect(retryAfter == nil)
    }

    @Test func aRateLimitCarriesRetryAfter() async throws {
        let server = try SampleServer.required()
        let error = await transportFailure(of: server.rickAndMorty(fault: "status=429"), rickQuery("Status429"))
        guard case let .http(status, body, retryAfter) = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(status == 429)
        #expect(String(decoding: body, as: UTF8.self).contains("exceeded a rate limit"))
        #expect(retryAfter == .seconds(60))
    }

    @Test func aGraphQLResponseOfErrorsAndNoDataIsARequestError() async throws {
        let server = try SampleServer.required()
        let error = await transportFailure(of: server.rickAndMorty(fault: "request-error"), rickQuery("RequestError"))
        #expect(error == .requestError(messages: ["Sample fault: the request failed before execution."]))
    }

    @Test func aDocumentTheServerRejectsIsARequestError() async throws {
        let server = try SampleServer.required()
        let request = Request(kind: .query, operationName: "Invalid", document: .text("query Invalid{character(id:1){height}}"))
        let error = await transportFailure(of: server.rickAndMorty(), request)
        guard case let .requestError(messages) = error else {
            Issue.record("expected .requestError, got \(String(describing: error))")
            return
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Cannot query field 'height'") == true)
    }

    @Test func underPlainJSONARequestErrorIsAPayloadForTheIngest() async throws {
        let server = try SampleServer.required()
        let transport = HTTPTransport(endpoint: server.rickAndMortyEndpoint) {
            ["X-Sample-Fault": "request-error", "accept": "application/json"]
        }
        let payload = try await transport.payload(for: rickQuery("PlainJSONRequestError"))
        #expect(payload.status == 200)
        #expect(payload.text == #"{"errors":[{"message":"Sample fault: the request failed before execution."}]}"#)
    }

    @Test func aMalformedBodyIsPassedThrough() async throws {
        let server = try SampleServer.required()
        let payload = try await server.rickAndMorty(fault: "malformed").payload(for: rickQuery("Malformed"))
        #expect(payload.status == 200)
        #expect(payload.text == #"{"data"{"character":{"id":"1","name":"Rick Sanchez"}}}"#)
    }

    @Test func aBodyShorterThanItsContentLengthIsTruncated() async throws {
        let server = try SampleServer.required()
        let error = await transportFailure(of: server.rickAndMorty(fault: "truncate"), rickQuery("Truncated"))
        #expect(error == .truncated)
    }

    /// A body that comes a few bytes at a time is put together whole.
    @Test func aBodyThatTricklesInArrivesWhole() async throws {
        let server = try SampleServer.required()
        let payload = try await server.rickAndMorty(fault: "slow-bytes=3/10ms").payload(for: rickQuery("Trickled"))
        #expect(payload.status == 200)
        #expect(payload.text == #"{"data":{"character":{"id":"1","name":"Rick Sanchez"}}}"#)
    }

    @Test func aDroppedConnectionFails() async throws {
        let server = try SampleServer.required()
        let error = await transportFailure(of: server.rickAndMorty(fault: "drop"), rickQuery("Dropped"))
        guard case .connection = error else {
            Issue.record("expected .connection, got \(String(describing: error))")
            return
        }
    }

    @Test func aRefusedConnectFails() async throws {
        let transport = HTTPTransport(endpoint: URL(string: "http://127.0.0.1:1/graphql")!)
        let error = await transportFailure(of: transport, rickQuery("Refused"))
        guard case let .connection(message) = error else {
            Issue.record("expected .connection, got \(String(describing: error))")
            return
        }
        #expect(message.contains("127.0.0.1"))
    }

    @Test func aMutationIsSentOnceEvenWhenItsConnectionDrops() async throws {
        let server = try SampleServer.required()
        let transport = server.rickAndMorty(fault: "drop")
        // A query first leaves a connection for the mutation to be tempted to reuse.
        _ = try await server.rickAndMorty().payload(for: rickQuery("WarmConnection"))
        let error = await transportFailure(of: transport, rickQuery("DroppedMutation", kind: .mutation))
        guard case .connection = error else {
            Issue.record("expected .connection, got \(String(describing: error))")
            return
        }
        #expect(try await server.received("DroppedMutation") == 1)
    }

    @Test func aDelayPastTheTimeoutTimesOut() async throws {
        let server = try SampleServer.required()
        let transport = server.rickAndMorty(fault: "delay=3s", timeouts: .init(connect: .seconds(5), total: .seconds(1)))
        let error = await transportFailure(of: transport, rickQuery("TimedOut"))
        #expect(error == .timedOut)
    }

    @Test func cancellingEndsTheRequestWhileTheServerStillWaits() async throws {
        let server = try SampleServer.required()
        // A delay far longer than the test, so a busy machine cannot answer the
        // witness before the check; the witness is cancelled at the end.
        let transport = server.rickAndMorty(fault: "delay=60s")
        // The witness reaches the server first with the same delay, so while it is
        // unanswered the cancelled request's own delay has not run out either.
        let witnessFinished = Counter()
        let witness = Task {
            defer { witnessFinished.increment() }
            return try await transport.payload(for: rickQuery("CancelWitness"))
        }
        try await wait(until: { try await server.received("CancelWitness") == 1 }, "the witness reaching the server")
        let cancelled = Task { try await transport.payload(for: rickQuery("CancelTarget")) }
        try await wait(until: { try await server.received("CancelTarget") == 1 }, "the request reaching the server")

        cancelled.cancel()
        let result = await cancelled.result
        #expect(witnessFinished.value == 0)
        guard case let .failure(error) = result else {
            Issue.record("the cancelled request delivered a payload")
            return
        }
        #expect(error as? TransportError == .cancelled)

        witness.cancel()
        #expect(await failure(of: witness) as? TransportError == .cancelled)
    }

    @Test func cancellingClosesTheConnection() async throws {
        let server = try HangingServer()
        defer { server.stop() }
        let transport = HTTPTransport(endpoint: server.url)
        let task = Task { try await transport.payload(for: rickQuery("Hangs")) }
        try await wait(until: { server.connectionsThatSent == 1 }, "the request reaching the server")
        #expect(server.connectionsClosedByTheClient == 0)

        task.cancel()
        #expect(await failure(of: task) as? TransportError == .cancelled)
        try await wait(until: { server.connectionsClosedByTheClient == 1 }, "the server seeing the connection closed")
    }

    @Test func droppingTheSequenceClosesTheConnection() async throws {
        let server = try HangingServer()
        defer { server.stop() }
        let transport = HTTPTransport(endpoint: server.url)
        do {
            let payloads = transport.execute(rickQuery("Abandoned"))
            try await wait(until: { server.connectionsThatSent == 1 }, "the request reaching the server")
            #expect(server.connectionsClosedByTheClient == 0)
            withExtendedLifetime(payloads) {}
        }
        try await wait(until: { server.connectionsClosedByTheClient == 1 }, "the server seeing the connection closed")
    }

    @Test @MainActor func concurrentRequestsRunTogetherOffTheMainActor() async throws {
        let server = try SampleServer.required()
        // A delay no busy machine outlasts: the requests are cancelled once proven.
        let transport = server.rickAndMorty(fault: "delay=120s")
        let finished = Counter()
        let names = (0..<4).map { "Concurrent\($0)" }
        let tasks = names.map { name in
            Task.detached {
                defer { finished.increment() }
                return try await transport.payload(for: rickQuery(name))
            }
        }
        // Every request reaches the server before any is answered: they are in flight
        // together, and this main-actor test keeps running meanwhile.
        for name in names {
            try await wait(until: { try await server.received(name) == 1 }, timeout: .seconds(60),
                           "\(name) reaching the server")
        }
        let mainActorTurn = await Task { @MainActor in finished.value }.value
        #expect(mainActorTurn == 0)
        #expect(finished.value == 0)

        for task in tasks { task.cancel() }
        for task in tasks {
            #expect(await failure(of: task) as? TransportError == .cancelled)
        }
        #expect(finished.value == 4)
    }

    @Test func gitHubWithoutATokenIsUnauthorized() async throws {
        let server = try SampleServer.required()
        let transport = HTTPTransport(endpoint: server.gitHubEndpoint)
        let request = Request(kind: .query, operationName: "Viewer", document: .text("query Viewer{viewer{login}}"))
        let error = await transportFailure(of: transport, request)
        guard case let .http(status, body, _) = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(status == 401)
        #expect(String(decoding: body, as: UTF8.self).contains("requires you to be authenticated"))
    }

    @Test func credentialsAreReadForEveryRequest() async throws {
        let server = try SampleServer.required()
        let token = Locked<String?>(nil)
        let transport = HTTPTransport(endpoint: server.gitHubEndpoint) {
            token.withLock { $0 }.map { ["Authorization": "bearer \($0)"] } ?? [:]
        }
        let request = Request(kind: .query, operationName: "Viewer", document: .text("query Viewer{viewer{login}}"))
        guard case .http(status: 401, _, _) = await transportFailure(of: transport, request) else {
            Issue.record("expected 401 without a token")
            return
        }
        let issued = try SampleServer.gitHubToken()
        token.withLock { $0 = issued }
        let payload = try await transport.payload(for: request)
        #expect(payload.text == #"{"data":{"viewer":{"login":"mona"}}}"#)
    }

    @Test func aHeaderThatWouldSplitTheRequestIsRefused() async throws {
        let server = try SampleServer.required()
        let transport = HTTPTransport(endpoint: server.rickAndMortyEndpoint) {
            ["X-Note": "a\r\nX-Sample-Fault: status=500"]
        }
        let error = await transportFailure(of: transport, rickQuery("SplitHeader"))
        #expect(error == .invalidRequest("the value of header `X-Note` holds a line break or NUL"))
        #expect(try await server.received("SplitHeader") == 0)
    }

    @Test func aHeaderNameThatIsNotATokenIsRefused() async throws {
        let server = try SampleServer.required()
        let transport = HTTPTransport(endpoint: server.rickAndMortyEndpoint) { ["X Note:": "a"] }
        let error = await transportFailure(of: transport, rickQuery("BadHeaderName"))
        #expect(error == .invalidRequest("`X Note:` is not an HTTP header name"))
        #expect(try await server.received("BadHeaderName") == 0)
    }

    @Test func anEndpointOutsideHTTPIsRefused() async throws {
        let transport = HTTPTransport(endpoint: URL(fileURLWithPath: "/etc/hostname"))
        guard case .invalidRequest = await transportFailure(of: transport, rickQuery("File")) else {
            Issue.record("expected .invalidRequest for a file URL")
            return
        }
    }
}

private func failure<Value>(of task: Task<Value, any Error>) async -> (any Error)? {
    if case let .failure(error) = await task.result { return error }
    return nil
}

import Baton
import BatonTesting
import Foundation
import Testing

struct ScriptedTransportTests {
    @Test func holdsARequestUntilTheTestResponds() async throws {
        let transport = ScriptedTransport()
        let answered = Counter()
        let consumer = Task {
            defer { answered.increment() }
            return try await transport.payload(for: rickQuery("Held"))
        }
        let held = try await transport.nextRequest()
        #expect(held.request.operationName == "Held")
        #expect(held.state == .open)
        #expect(transport.held.map(\.request.operationName) == ["Held"])
        #expect(answered.value == 0)

        try held.respond(json: #"{"data":{"character":null}}"#)
        #expect(try await consumer.value.text == #"{"data":{"character":null}}"#)
        #expect(held.state == .answered)
        #expect(transport.held.isEmpty)
    }

    @Test func aRefusalFailsTheRequestWithTheGivenError() async throws {
        let transport = ScriptedTransport()
        let consumer = Task { await transportFailure(of: transport, rickQuery("Refused", kind: .mutation)) }
        let held = try await transport.nextRequest()
        try held.refuse(TransportError.http(status: 503, body: Data("busy".utf8), retryAfter: .seconds(5)))
        #expect(await consumer.value == .http(status: 503, body: Data("busy".utf8), retryAfter: .seconds(5)))
        #expect(throws: ScriptedTransportError.notOpen(operationName: "Refused", state: .answered)) {
            try held.respond(json: "{}")
        }
    }

    @Test func handsOutRequestsInOrderAndListsThemByKind() async throws {
        let transport = ScriptedTransport()
        let first = transport.execute(rickQuery("First"))
        let second = transport.execute(rickQuery("Second", kind: .mutation))
        let third = transport.execute(rickQuery("Third"))
        #expect(try await transport.nextRequest().request.operationName == "First")
        #expect(try await transport.nextRequest().request.operationName == "Second")
        #expect(try await transport.nextRequest().request.operationName == "Third")
        #expect(transport.requests(.query).map(\.operationName) == ["First", "Third"])
        #expect(transport.requests(.mutation).map(\.operationName) == ["Second"])
        #expect(transport.held.count == 3)
        withExtendedLifetime((first, second, third)) {}
    }

    @Test func aRequestWhoseConsumerWentAwayIsNoLongerHeld() async throws {
        let transport = ScriptedTransport()
        let consumer = Task { try await transport.payload(for: rickQuery("Abandoned")) }
        let held = try await transport.nextRequest()
        consumer.cancel()
        #expect(await transportFailure(of: consumer) == .cancelled)
        #expect(held.state == .cancelled)
        #expect(transport.held.isEmpty)
        #expect(throws: ScriptedTransportError.notOpen(operationName: "Abandoned", state: .cancelled)) {
            try held.respond(json: "{}")
        }
    }

    @Test func drivesASubscriptionsEventsByHand() async throws {
        let transport = ScriptedTransport()
        let request = Request(kind: .subscription, operationName: "Ticks", document: .text("subscription Ticks{tick}"))
        let consumer = Task {
            var events: [String] = []
            for try await payload in transport.execute(request) { events.append(payload.text) }
            return events
        }
        let held = try await transport.nextRequest()
        try held.deliver(Payload(json: #"{"data":{"tick":1}}"#))
        try held.deliver(Payload(json: #"{"data":{"tick":2}}"#))
        #expect(held.state == .open)
        try held.complete()
        #expect(try await consumer.value == [#"{"data":{"tick":1}}"#, #"{"data":{"tick":2}}"#])
        #expect(transport.requests(.subscription).count == 1)
    }

    /// A wait that starts before the request is sent is woken by the send itself.
    @Test func aWaitBeforeTheRequestIsWokenByIt() async throws {
        let transport = ScriptedTransport()
        let waiting = Task { try await transport.nextRequest().request.operationName }
        try await wait(until: { transport.waitingCount == 1 }, "the wait to start")
        let consumer = Task { try await transport.payload(for: rickQuery("Later")) }
        #expect(try await waiting.value == "Later")
        consumer.cancel()
    }

    @Test func waitingForARequestThatNeverComesTimesOut() async throws {
        let transport = ScriptedTransport()
        await #expect(throws: WaitTimeout.self) {
            _ = try await transport.nextRequest(timeout: .milliseconds(50))
        }
    }
}

private func transportFailure<Value>(of task: Task<Value, any Error>) async -> TransportError? {
    if case let .failure(error) = await task.result { return error as? TransportError }
    return nil
}

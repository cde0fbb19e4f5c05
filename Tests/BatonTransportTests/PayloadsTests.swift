import Baton
import BatonTesting
import Foundation
import Testing

struct PayloadsTests {
    @Test func deliversWhatTheTransportYieldsThenEnds() async throws {
        let (payloads, continuation) = Payloads.makeStream()
        continuation.yield(Payload(json: #"{"data":{"a":1}}"#))
        continuation.yield(Payload(json: #"{"data":{"a":2}}"#))
        continuation.finish()
        var texts: [String] = []
        for try await payload in payloads { texts.append(payload.text) }
        #expect(texts == [#"{"data":{"a":1}}"#, #"{"data":{"a":2}}"#])
    }

    @Test func endsWithTheTransportsFailure() async throws {
        let (payloads, continuation) = Payloads.makeStream()
        continuation.yield(Payload(json: "{}"))
        continuation.finish(throwing: TransportError.truncated)
        var count = 0
        do {
            for try await _ in payloads { count += 1 }
            Issue.record("the sequence ended without its failure")
        } catch {
            #expect(error as? TransportError == .truncated)
        }
        #expect(count == 1)
    }

    @Test func aCancelledConsumerEndsWithCancelledAndTellsTheTransportOnce() async throws {
        let cancellations = Counter()
        let (payloads, continuation) = Payloads.makeStream(onCancel: { cancellations.increment() })
        let consumer = Task {
            for try await _ in payloads {}
        }
        consumer.cancel()
        let result = await consumer.result
        guard case let .failure(error) = result else {
            Issue.record("the cancelled consumer ended without an error")
            return
        }
        #expect(error as? TransportError == .cancelled)
        #expect(cancellations.value == 1)
        // The transport's late answer goes nowhere and tells nobody again.
        continuation.yield(Payload(json: "{}"))
        continuation.finish()
        #expect(cancellations.value == 1)
    }

    @Test func droppingTheSequenceTellsTheTransport() {
        let cancellations = Counter()
        do {
            let (payloads, _) = Payloads.makeStream(onCancel: { cancellations.increment() })
            withExtendedLifetime(payloads) {}
        }
        #expect(cancellations.value == 1)
    }

    @Test func aFinishedSequenceDoesNotTellTheTransport() async throws {
        let cancellations = Counter()
        let (payloads, continuation) = Payloads.makeStream(onCancel: { cancellations.increment() })
        continuation.finish()
        for try await _ in payloads {}
        #expect(cancellations.value == 0)
    }

    @Test func aCancelFromTheConsumersSideTellsTheTransportOnceAfterWhatWasYielded() async throws {
        let cancellations = Counter()
        let (payloads, continuation) = Payloads.makeStream(onCancel: { cancellations.increment() })
        continuation.yield(Payload(json: #"{"data":{"a":1}}"#))
        payloads.cancel()
        payloads.cancel()
        #expect(cancellations.value == 1)
        var texts: [String] = []
        do {
            for try await payload in payloads { texts.append(payload.text) }
            Issue.record("the cancelled sequence ended as if the transport finished it")
        } catch {
            #expect(error as? TransportError == .cancelled)
        }
        #expect(texts == [#"{"data":{"a":1}}"#])
        // The transport's late answer goes nowhere and tells nobody again.
        continuation.yield(Payload(json: "{}"))
        continuation.finish()
        #expect(cancellations.value == 1)
    }

    @Test func aCancelAfterTheTransportFinishedTellsNobody() async throws {
        let cancellations = Counter()
        let (payloads, continuation) = Payloads.makeStream(onCancel: { cancellations.increment() })
        continuation.yield(Payload(json: "{}"))
        continuation.finish()
        payloads.cancel()
        var count = 0
        for try await _ in payloads { count += 1 }
        #expect(count == 1)
        #expect(cancellations.value == 0)
    }

    @Test func theOnePayloadOfASequenceWithoutOneIsUnanswered() async throws {
        let transport = RecordedTransport(answering: { _ in Payload(json: "{}") })
        let silent = EmptyTransport()
        #expect(try await transport.payload(for: rickQuery("Any")).text == "{}")
        let error = await transportFailure(of: silent, rickQuery("Nothing"))
        #expect(error == .unanswered("the transport finished `Nothing` without a payload"))
    }
}

/// A transport that finishes every request at once with no payload.
private struct EmptyTransport: Transport {
    func execute(_ request: Request) -> Payloads {
        let (payloads, continuation) = Payloads.makeStream()
        continuation.finish()
        return payloads
    }
}

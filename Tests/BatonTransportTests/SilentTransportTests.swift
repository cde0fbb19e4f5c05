import Baton
import BatonTesting
import Foundation
import Testing

struct SilentTransportTests {
    @Test func keepsRequestsPendingUntilTheirConsumersGo() async throws {
        let transport = SilentTransport()
        let first = Task { try await transport.payload(for: rickQuery("First")) }
        let second = Task { try await transport.payload(for: rickQuery("Second")) }
        try await wait(until: { transport.pendingCount == 2 }, "both requests pending")
        #expect(transport.requests(.query).map(\.operationName).sorted() == ["First", "Second"])

        first.cancel()
        guard case let .failure(error) = await first.result else {
            Issue.record("a silent transport answered")
            return
        }
        #expect(error as? TransportError == .cancelled)
        #expect(transport.pendingCount == 1)

        second.cancel()
        _ = await second.result
        #expect(transport.pendingCount == 0)
    }
}

struct WaitTests {
    @Test func returnsOnceTheConditionHolds() async throws {
        let checks = Counter()
        try await wait(until: {
            checks.increment()
            return checks.value == 3
        })
        #expect(checks.value == 3)
    }

    @Test func throwsWhenTheConditionNeverHolds() async {
        await #expect(throws: WaitTimeout.self) {
            try await wait(until: { false }, timeout: .milliseconds(30), "nothing")
        }
    }

    @Test func eventuallyReturnsTheFirstValue() async throws {
        let checks = Counter()
        let value = try await eventually {
            checks.increment()
            return checks.value >= 2 ? "ready" : nil
        }
        #expect(value == "ready")
        #expect(checks.value == 2)
    }

    @Test @MainActor func checksOnTheCallersActor() async throws {
        var turns = 0
        try await wait(until: {
            MainActor.assertIsolated()
            turns += 1
            return turns == 2
        })
        #expect(turns == 2)
    }
}

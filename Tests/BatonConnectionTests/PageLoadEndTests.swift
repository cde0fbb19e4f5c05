@_spi(Generated) @testable import Baton
import BatonTesting
import Testing

/// The environment's end reaches a page load in flight, which runs with no
/// handle: the transport sees the cancellation, the load fails with the end's
/// error, and no response commits.
@Suite @MainActor
struct PageLoadEndTests {
    @Test func theEndCancelsAPageLoadInFlight() async throws {
        let loads = try PageLoadTests()
        let environment = loads.environment
        var serverCommits = 0
        var completed = 0
        environment.log = { event in
            switch event {
            case .committed(.server, _): serverCommits += 1
            case .fetchCompleted: completed += 1
            default: break
            }
        }
        let load = try loads.load(.next)
        let request = try await loads.transport.nextRequest()
        #expect(request.request.operationName == "TestPaginationQuery")
        #expect(environment.fetchesInFlight.count == 1)

        environment.end()
        try await wait(until: { request.state == .cancelled }, "the page load's cancellation")
        let result = await load.result
        guard case let .failure(error) = result else {
            Issue.record("the page load finished after the end")
            return
        }
        let failure = try #require(error as? Failure)
        #expect(failure.kind == .environment)
        #expect(failure.error is EnvironmentError)
        #expect(environment.fetchesInFlight.isEmpty)
        // The answer has nowhere to land.
        #expect(throws: ScriptedTransportError.self) {
            try request.respond(json: MergeTests.page([6], hasNext: false, hasPrevious: true))
        }
        #expect(serverCommits == 0)
        #expect(completed == 0)
        #expect(environment.store.record(for: RecordKey("TestRepository:r6")) == nil)
    }

    /// A page load runs in its caller's task: cancelling the caller cancels the
    /// request and fails the load, and the environment goes on to load the page.
    @Test func theCallersCancellationCancelsItsPageLoadAlone() async throws {
        let loads = try PageLoadTests()
        let environment = loads.environment
        let load = try loads.load(.next)
        let request = try await loads.transport.nextRequest()
        load.cancel()
        try await wait(until: { request.state == .cancelled }, "the page load's cancellation")
        guard case .failure = await load.result else {
            Issue.record("the cancelled page load finished")
            return
        }
        #expect(environment.fetchesInFlight.isEmpty)
        #expect(!environment.hasEnded)
        #expect(try !loads.flag("__isLoadingNext"))

        try await loads.loadForward(1)
        #expect(environment.store.record(for: RecordKey("TestRepository:r6")) != nil)
    }
}

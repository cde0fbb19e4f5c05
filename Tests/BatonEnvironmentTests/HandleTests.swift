@_spi(Generated) import Baton
import BatonInspector
import BatonTesting
import Foundation
import RickAndMorty
import Testing

/// Phases, fetches, policies and counts, against a scripted transport.
@MainActor
struct HandleTests {
    let transport = ScriptedTransport()
    let environment: Environment

    init() {
        environment = Environment(store: Store(), transport: transport)
    }

    static func character(id: String = "1", name: String = "Rick Sanchez", status: String = "Alive") -> String {
        #"{"data":{"character":{"id":"\#(id)","name":"\#(name)","status":"\#(status)","species":"Human","type":"","gender":"Male","image":"i.jpeg","origin":{"id":"1","name":"Earth"},"location":{"id":"3","name":"Citadel"},"episode":[{"id":"1","name":"Pilot","air_date":"December 2, 2013","episode":"S01E01"}]}}}"#
    }

    @Test func equalValuesShareOneHandle() {
        let first = environment.handle(for: CharacterScreenQuery(id: "1"))
        #expect(first === environment.handle(for: CharacterScreenQuery(id: "1")))
        #expect(first !== environment.handle(for: CharacterScreenQuery(id: "2")))
    }

    @Test func phaseGoesFromLoadingToReady() async throws {
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        let phase = Observer { handle.phase.isLoading }
        let retention = handle.retain()
        #expect(phase.last)
        #expect(handle.fetch.isInFlight)
        #expect(!handle.isRefreshing)
        let request = try await transport.nextRequest()
        #expect(request.request.operationName == "CharacterScreenQuery")
        try request.respond(json: Self.character())
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(phase.wakes >= 1)
        phase.render()
        #expect(!phase.last)
        let data = try #require(handle.phase.data)
        #expect(data.character?.characterHeader.name == "Rick Sanchez")
        #expect(handle.fetchTime != nil)
        #expect(transport.requests.count == 1)
        retention.end()
    }

    @Test func anAvailableOperationIsNotFetchedUnderTheDefaultPolicy() async throws {
        try environment.commitPayload(CharacterScreenQuery(id: "1"), Payload(json: Self.character()))
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        let retention = handle.retain()
        #expect(handle.phase.data != nil)
        #expect(transport.requests.isEmpty)
        let refreshing = handle.retain(.storeAndNetwork)
        #expect(handle.isRefreshing)
        #expect(handle.holderCount == 2)
        try await transport.nextRequest().respond(json: Self.character(name: "Rick C-137"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(transport.requests.count == 1)
        #expect(handle.phase.data?.character?.characterHeader.name == "Rick C-137")
        retention.end()
        refreshing.end()
    }

    @Test func aRefetchFailingBehindDataKeepsTheDataReady() async throws {
        let operation = CharacterScreenQuery(id: "1")
        try environment.commitPayload(operation, Payload(json: Self.character()))
        let handle = environment.handle(for: operation)
        let retention = handle.retain()
        let outcome = Task { try await handle.refetch() }
        try await transport.nextRequest().refuse(TransportError.timedOut)
        await #expect(throws: Failure.self) { _ = try await outcome.value }
        #expect(handle.phase.data?.character?.characterHeader.name == "Rick Sanchez")
        #expect(handle.fetch.failure?.kind == .transport)
        #expect(!handle.isRefreshing)
        retention.end()
    }

    @Test func aFailureWithoutDataFailsThePhaseAndARetryLoadsAgain() async throws {
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        let retention = handle.retain()
        try await transport.nextRequest().respond(json: #"{"errors":[{"message":"no"}]}"#)
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(handle.phase.failure?.kind == .request)
        #expect((handle.phase.failure?.error as? GraphQLErrors)?.messages == ["no"])
        handle.retry()
        #expect(handle.phase.isLoading)
        try await transport.nextRequest().respond(json: Self.character())
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(handle.phase.data?.character?.characterHeader.name == "Rick Sanchez")
        retention.end()
    }

    @Test func oneFetchInFlightPerHandle() async throws {
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        let first = Task { try await handle.refetch() }
        let second = Task { try await handle.refetch() }
        let request = try await transport.nextRequest()
        #expect(transport.requests.count == 1)
        try request.respond(json: Self.character())
        let (one, two) = try await (first.value, second.value)
        #expect(one == two)
        #expect(transport.requests.count == 1)
    }

    @Test func storeOnlyWithoutDataFailsWithMissingData() async throws {
        let operation = CharacterScreenQuery(id: "9")
        let handle = environment.handle(for: operation)
        let retention = handle.retain(.storeOnly)
        #expect(handle.phase.failure?.kind == .missingData)
        // No fetch was made, so the fetch is idle: the phase alone says it.
        #expect(handle.fetch.failure == nil && !handle.fetch.isInFlight)
        await #expect {
            _ = try await environment.fetch(operation, policy: .storeOnly)
        } throws: { ($0 as? Failure)?.kind == .missingData }
        #expect(transport.requests.isEmpty)
        // Data another commit brings makes it ready.
        try environment.commitPayload(operation, Payload(json: Self.character(id: "9")))
        #expect(handle.phase.data?.character?.characterHeader.name == "Rick Sanchez")
        retention.end()
    }

    /// Baton's script `phase`: a network-only holder joining holders that show
    /// the data refreshes behind it; alone, it shows loading until its response.
    @Test func aNetworkOnlyAttachBesideShownDataRefreshesBehindIt() async throws {
        let operation = CharacterScreenQuery(id: "1")
        try environment.commitPayload(operation, Payload(json: Self.character()))
        let handle = environment.handle(for: operation)
        let shown = handle.retain()
        #expect(handle.phase.data != nil)
        let network = handle.retain(.networkOnly)
        #expect(handle.phase.data != nil)
        #expect(handle.isRefreshing)
        #expect(handle.fetch.isInFlight)
        try await transport.nextRequest().respond(json: Self.character())
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(handle.phase.data != nil)
        #expect(!handle.isRefreshing)
        shown.end()
        network.end()

        let alone = environment.handle(for: CharacterScreenQuery(id: "2"))
        try environment.commitPayload(CharacterScreenQuery(id: "2"), Payload(json: Self.character(id: "2")))
        let only = alone.retain(.networkOnly)
        #expect(alone.phase.isLoading)
        try await transport.nextRequest().respond(json: Self.character(id: "2"))
        try await wait(until: { !alone.fetch.isInFlight })
        #expect(alone.phase.data != nil)
        only.end()
    }

    @Test func anObserverOfOneFieldWakesOncePerChangeOfThatField() throws {
        let operation = CharacterScreenQuery(id: "1")
        try environment.commitPayload(operation, Payload(json: Self.character()))
        let data = environment.handle(for: operation).data
        let name = Observer { data.character?.characterHeader.name }
        #expect(name.last == "Rick Sanchez")

        try environment.commitPayload(operation, Payload(json: Self.character(status: "Dead")))
        #expect(name.wakes == 0)
        try environment.commitPayload(operation, Payload(json: Self.character(name: "Rick C-137")))
        #expect(name.wakes == 1)
        name.render()
        #expect(name.last == "Rick C-137")
        try environment.commitPayload(operation, Payload(json: Self.character(name: "Rick C-137")))
        try environment.commitPayload(CharacterScreenQuery(id: "2"), Payload(json: Self.character(id: "2", name: "Morty")))
        #expect(name.wakes == 1)
        try environment.commitPayload(operation, Payload(json: Self.character(name: "Rick")))
        #expect(name.wakes == 2)
    }

    @Test func theLogSaysWhatHappenedWithoutValues() async throws {
        var logged: [LogEvent] = []
        environment.log = { logged.append($0) }
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        let retention = handle.retain()
        try await transport.nextRequest().respond(json: Self.character())
        try await wait(until: { !handle.fetch.isInFlight })
        handle.retry()
        try await transport.nextRequest().respond(json: "{\"data\":")
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(logged.count == 5)
        #expect(logged.first == .fetchStarted(operation: "CharacterScreenQuery"))
        #expect(logged.contains { if case .committed(.server, _) = $0 { true } else { false } })
        #expect(logged.contains { if case .fetchCompleted("CharacterScreenQuery", _) = $0 { true } else { false } })
        #expect(logged.last == .fetchFailed(operation: "CharacterScreenQuery", kind: .malformed))
        #expect(environment.events == logged)
        retention.end()
    }

    @Test func theLastRetentionReleasesTheHandle() {
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        var first: Retention? = handle.retain(.storeOnly)
        let second = handle.retain(.storeOnly)
        #expect(handle.holderCount == 2)
        first = nil
        #expect(first == nil)
        #expect(handle.holderCount == 1)
        #expect(environment.handle(for: CharacterScreenQuery(id: "1")) === handle)
        second.end()
        second.end()
        #expect(handle.holderCount == 0)
        // Released, it waits in the release buffer until newer roots push it out.
        #expect(environment.bufferedRootCount == 1)
        #expect(environment.handle(for: CharacterScreenQuery(id: "1")) === handle)
    }
}

import Baton
import BatonTesting
import GitHub
import Observation
import Testing

/// The generated action around the environment's `mutate`: observable while in
/// flight, refusing bad optimistic responses before anything is sent, and failing
/// once its environment ended.
@MainActor
struct ActionTests {
    let transport = ScriptedTransport()
    let environment: Environment

    init() {
        environment = Environment(store: Store(), transport: transport)
    }

    @Test func isInFlightTellsItsObserversWhenACallStartsAndEnds() async throws {
        let star = AddStarMutation.Action(environment: environment)
        let told = Locked(0)
        func observe() {
            withObservationTracking { _ = star.isInFlight } onChange: { told.withLock { $0 += 1 } }
        }
        observe()
        let call = Task { try await star(input: .init(starrableId: "R_a")) }
        let held = try await transport.nextRequest()
        #expect(star.isInFlight)
        #expect(told.withLock { $0 } == 1)
        observe()
        try held.respond(StarPayload.addStar("R_a", starred: true, count: 1))
        _ = try await call.value
        #expect(!star.isInFlight)
        #expect(told.withLock { $0 } == 2)
    }

    @Test func anOptimisticResponseThePlanCannotReadFailsBeforeAnythingIsSent() async throws {
        // An abstract selection's object without the type it is read by.
        let unreadable = Payload(json: #"{"data":{"addStar":{"starrable":{"id":"R_a"}}}}"#)
        let failure = await #expect(throws: Failure.self) {
            try await environment.mutate(AddStarMutation(input: .init(starrableId: "R_a")), optimistic: unreadable)
        }
        #expect(failure?.kind == .malformed)
        #expect(transport.requests.isEmpty)
        #expect(environment.store.optimisticLayerCount == 0)
    }

    @Test func anEndedEnvironmentSendsNothing() async throws {
        environment.end()
        let star = AddStarMutation.Action(environment: environment)
        let failure = await #expect(throws: Failure.self) {
            try await star(input: .init(starrableId: "R_a"), optimistic: StarPayload.optimistic("R_a", starred: true))
        }
        #expect(failure?.kind == .environment)
        #expect(transport.requests.isEmpty)
        #expect(!star.isInFlight)
    }

    /// Baton's script `end`: a layer's mutation answered after the end does
    /// nothing, neither throwing nor reaching memory or the log.
    @Test func anAnswerLandingAfterTheEndDoesNothing() async throws {
        var logged: [LogEvent] = []
        environment.log = { logged.append($0) }
        let star = AddStarMutation.Action(environment: environment)
        let call = Task { try await star(input: .init(starrableId: "R_a"), optimistic: StarPayload.optimistic("R_a", starred: true)) }
        let held = try await transport.nextRequest()
        environment.end()
        #expect(environment.store.optimisticLayerCount == 0)
        logged.removeAll()
        try held.respond(StarPayload.addStar("R_a", starred: true, count: 1))
        _ = try await call.value
        #expect(environment.store.recordCount == 3)
        #expect(environment.store.payloadRootCount == 0)
        #expect(logged.isEmpty)
    }

    /// What a quit says is left waiting: a mutation from its send to its answer, with or
    /// without an optimistic layer; a refusal settles it as an answer does.
    @Test func aMutationAwaitsItsAnswerFromItsSendUntilItIsAnsweredOrRefused() async throws {
        #expect(!environment.awaitsAnswers)
        let star = AddStarMutation.Action(environment: environment)
        let answered = Task { try await star(input: .init(starrableId: "R_a")) }
        let first = try await transport.nextRequest()
        #expect(environment.mutationsInFlight == 1)
        #expect(environment.store.optimisticLayerCount == 0)
        #expect(environment.awaitsAnswers)
        try first.respond(StarPayload.addStar("R_a", starred: true, count: 1))
        _ = try await answered.value
        #expect(environment.mutationsInFlight == 0)
        #expect(!environment.awaitsAnswers)

        let refused = Task { try await star(input: .init(starrableId: "R_a"), optimistic: StarPayload.optimistic("R_a", starred: false)) }
        let second = try await transport.nextRequest()
        #expect(environment.awaitsAnswers)
        try second.refuse(TransportError.requestError(messages: ["Could not resolve to a node"]))
        _ = try? await refused.value
        #expect(environment.mutationsInFlight == 0)
        #expect(!environment.awaitsAnswers)
    }
}

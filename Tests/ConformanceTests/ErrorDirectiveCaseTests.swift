@_spi(Generated) import Baton
import Conformance
import Foundation
import Testing
#if BATON_SPEC_LENSES
import BatonSpecLenses

/// The suite's cases whose `note` rows are Relay's error directives, read by
/// hand through the generated lenses: the runner cannot reach their reads yet
/// (their operation defers a fragment, which the ingest does not part yet, so
/// here each response is committed as a payload that leaves the deferred
/// fragment unwritten).
@MainActor
@Suite struct ErrorDirectiveCaseTests {
    private func store(_ response: String, _ plan: Plan, variables: Variables) throws -> Store {
        let file = SuiteLocation.directory().appending(path: response)
        let store = Store()
        store.commit(try Ingest.changeSet(for: Array(try Data(contentsOf: file)), plan: plan, variables: variables, complete: false))
        return store
    }

    private func value(_ path: String, in root: Variable) -> Variable {
        var current = root
        for key in path.split(separator: ".") {
            guard case .object(let members) = current, let next = members[String(key)] else { return .null }
            current = next
        }
        return current
    }

    /// tests/character-origin-null: `origin @required(action: NONE)` is null, so
    /// the profile's spread reads nil and its fields read absent.
    @Test func aRequiredNullLeavesItsFragmentAbsent() throws {
        let operation = TestProfileQuery(id: "1")
        let store = try store("tests/character-origin-null.json", TestProfileQuery.plan, variables: operation.variables)
        let character = try #require(store.data(of: operation).character)
        #expect(character.testProfile == nil)
        #expect(try character.strict.species == "Human")
        #expect(try character.strict.type == "Genius")
        let reads = store.data(of: operation).responseShapedValue
        for path in ["character.name", "character.origin", "character.status", "character.location.name"] {
            #expect(value(path, in: reads) == .null, "\(path)")
        }
        #expect(value("character.type", in: reads) == .string("Genius"))
        #expect(value("character.species", in: reads) == .string("Human"))
        #expect(store.data(of: operation).errorVerdict == nil)
    }

    /// tests/character-errors: the profile reads whole, its caught fields as
    /// results; `type @required(action: THROW)` is null, so the strict fragment's
    /// spread throws and its fields read absent.
    @Test func caughtFieldsReadResultsAndAThrowingFragmentReadsAbsent() throws {
        let operation = TestProfileQuery(id: "1")
        let store = try store("tests/character-errors.json", TestProfileQuery.plan, variables: operation.variables)
        let character = try #require(store.data(of: operation).character)
        let profile = try #require(character.testProfile)
        #expect(profile.name == "Rick Sanchez")
        #expect(profile.origin.name == "Earth (C-137)")
        #expect(profile.status == "Alive")
        #expect(throws: FieldErrors.self) { try profile.image.get() }
        #expect(profile.image.failure?.errors.map(\.path) == ["character.image"])
        // A caught link fails for the error below it.
        #expect(profile.location.failure?.errors.map(\.path) == ["character.location.name"])
        #expect(profile.gender == nil)
        #expect(throws: FieldErrors.self) { try character.strict }
        let reads = store.data(of: operation).responseShapedValue
        #expect(value("character.name", in: reads) == .string("Rick Sanchez"))
        #expect(value("character.origin.name", in: reads) == .string("Earth (C-137)"))
        #expect(value("character.status", in: reads) == .string("Alive"))
        #expect(value("character.type", in: reads) == .null)
        #expect(value("character.species", in: reads) == .null)
    }

    /// tests/character-errors-answered: no errors at all, and still the strict
    /// fragment throws for its `@required(action: THROW)` null.
    @Test func aRequiredThrowNullIsAnErrorOfItsStrictFragment() throws {
        let operation = TestProfileQuery(id: "1")
        let store = try store("tests/character-errors-answered.json", TestProfileQuery.plan, variables: operation.variables)
        let character = try #require(store.data(of: operation).character)
        #expect(throws: FieldErrors.self) { try character.strict }
        #expect(try character.testProfile?.image.get() == nil)
        let reads = store.data(of: operation).responseShapedValue
        #expect(value("character.species", in: reads) == .null)
        #expect(value("character.name", in: reads) == .string("Rick Sanchez"))
    }

    /// tests/character-name-hidden: the operation is `@throwOnFieldError` and
    /// `name` carries an error, so the verdict fails; the data stays readable.
    @Test func anOperationsUncaughtErrorFailsItsVerdict() throws {
        let operation = TestStrictQuery(id: "1")
        let store = try store("tests/character-name-hidden.json", TestStrictQuery.plan, variables: operation.variables)
        let data = store.data(of: operation)
        #expect(data.errorVerdict?.kind == .fieldErrors)
        #expect(data.character?.species == "Human")
        #expect(data.character?.name == nil)
    }
}

/// scripts/phase's steps over the error directives: a handle's phase reads the
/// verdict on the data the store holds, and a later commit settles it again.
@MainActor
@Suite struct ErrorDirectivePhaseTests {
    /// A transport a `storeOnly` handle never asks.
    private struct Unasked: Transport {
        func execute(_ request: Request) -> Payloads { .failing(CancellationError()) }
    }

    /// A transport that answers every request with the same bytes.
    private struct Answering: Transport {
        let bytes: Data
        func execute(_ request: Request) -> Payloads {
            let (payloads, continuation) = Payloads.makeStream()
            continuation.yield(Payload(bytes: bytes))
            continuation.finish()
            return payloads
        }
    }

    /// An error the response carried with no field to hold it fails a strict
    /// operation's verdict and no other's.
    @Test func aResponsesUnplacedErrorFailsAStrictOperation() async throws {
        let body = #"{"data":{"character":{"id":"1","name":"Rick Sanchez","species":"Human","origin":null}},"errors":[{"message":"the service is degraded"}]}"#
        let environment = Environment(store: Store(), transport: Answering(bytes: Data(body.utf8)))
        let strict = environment.handle(for: TestStrictQuery(id: "1"))
        let held = strict.retain(.networkOnly)
        defer { withExtendedLifetime(held) {} }
        try await strict.refetch()
        #expect(kind(strict.phase) == "fieldErrors")
        #expect((strict.phase.failure?.error as? FieldErrors)?.errors.map(\.message) == ["the service is degraded"])
        #expect(strict.data.errorVerdict == nil)
        let plain = environment.handle(for: TestProfileQuery(id: "1"))
        #expect(plain.data.errorVerdict == nil)
    }

    private func commit<Value: Baton.Operation>(_ response: String, _ operation: Value, into store: Store) throws {
        let file = SuiteLocation.directory().appending(path: response)
        store.commit(try Ingest.changeSet(for: Array(try Data(contentsOf: file)), plan: Value.plan, variables: operation.variables))
    }

    private func kind<Data>(_ phase: Phase<Data>) -> String {
        switch phase {
        case .loading: "loading"
        case .ready: "ready"
        case .failed(let failure): failure.kind.rawValue
        }
    }

    @Test func aRootThatBubblesFailsUntilTheFieldComes() throws {
        let store = Store()
        let environment = Environment(store: store, transport: Unasked())
        let operation = TestRequiredOrigin(id: "1")
        try commit("tests/required-origin-1-null.json", operation, into: store)
        let handle = environment.handle(for: operation)
        let retention = handle.retain(.storeOnly)
        defer { withExtendedLifetime(retention) {} }
        #expect(kind(handle.phase) == "requiredField")
        // The path names the null that bubbled to the root, not the root's field.
        #expect((handle.phase.failure?.error as? RequiredFieldError)?.path == "character.origin")
        try commit("tests/required-origin-1.json", operation, into: store)
        #expect(kind(handle.phase) == "ready")
        #expect(handle.data.character.origin.name == "Earth (C-137)")
    }

    /// LOG logs each `@required` field the null bubbles through, innermost first.
    @Test func aLoggedBubbleLogsEveryFieldOnItsWay() throws {
        let store = Store()
        var logged: [LogEvent] = []
        let environment = Environment(store: store, transport: Unasked())
        environment.log = { event in
            if case .requiredFieldNull = event { logged.append(event) }
        }
        let operation = TestLoggedOrigin(id: "1")
        try commit("tests/required-origin-1-null.json", operation, into: store)
        let handle = environment.handle(for: operation)
        let retention = handle.retain(.storeOnly)
        defer { withExtendedLifetime(retention) {} }
        #expect((handle.phase.failure?.error as? RequiredFieldError)?.path == "character.origin")
        #expect(Array(logged.prefix(2)) == [.requiredFieldNull(path: "character.origin"), .requiredFieldNull(path: "character")])
    }

    @Test func aStrictOperationFailsForAnErrorUntilAnAnswerWithout() throws {
        let store = Store()
        let environment = Environment(store: store, transport: Unasked())
        let operation = TestStrictQuery(id: "1")
        try commit("tests/character-name-hidden.json", operation, into: store)
        let handle = environment.handle(for: operation)
        let retention = handle.retain(.storeOnly)
        defer { withExtendedLifetime(retention) {} }
        #expect(kind(handle.phase) == "fieldErrors")
        try commit("tests/character-name-shown.json", operation, into: store)
        #expect(kind(handle.phase) == "ready")
        #expect(handle.data.character?.name == "Rick Sanchez")
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
#endif

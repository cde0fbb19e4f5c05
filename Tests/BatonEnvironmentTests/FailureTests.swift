import Baton
import BatonInspector
import Foundation
import RickAndMorty
import SampleServerSupport
import Testing

/// The sample server's faults, surfacing through the environment as typed
/// failures that leave the store as it was.
@Suite(.sampleServer)
@MainActor
struct FailureTests {
    /// An environment whose requests carry the fault, over a store holding one
    /// character already.
    private func environment(fault: String) async throws -> Environment {
        let server = try SampleServer.required()
        let environment = Environment(store: Store(), transport: HTTPTransport(endpoint: server.rickAndMortyEndpoint) {
            ["X-Sample-Fault": fault]
        })
        try environment.commitPayload(CharacterScreenQuery(id: "1"), Payload(json: HandleTests.character()))
        return environment
    }

    private func failure(_ fault: String) async throws -> (Failure, Environment, String) {
        let environment = try await environment(fault: fault)
        let before = StoreExport.text(of: environment.store)
        let handle = environment.handle(for: CharactersScreenQuery(page: 1))
        let retention = handle.retain()
        defer { retention.end() }
        let failure = try await #require(throws: Failure.self) { try await handle.refetch() }
        #expect(handle.phase.failure?.kind == failure.kind)
        #expect(StoreExport.text(of: environment.store) == before)
        return (failure, environment, before)
    }

    @Test func status500IsTheTransports() async throws {
        let (failure, _, _) = try await failure("status=500")
        #expect(failure.kind == .transport)
        guard case let .http(status, _, _)? = failure.error as? TransportError else {
            Issue.record("not an HTTP failure: \(failure.error)")
            return
        }
        #expect(status == 500)
    }

    @Test func status429IsTheTransports() async throws {
        let (failure, _, _) = try await failure("status=429")
        #expect(failure.kind == .transport)
        guard case let .http(status, _, _)? = failure.error as? TransportError else {
            Issue.record("not an HTTP failure: \(failure.error)")
            return
        }
        #expect(status == 429)
    }

    @Test func aRequestErrorIsTheRequestKind() async throws {
        let (failure, _, _) = try await failure("request-error")
        #expect(failure.kind == .request)
    }

    @Test func aTruncatedBodyIsTheTransports() async throws {
        let (failure, _, _) = try await failure("truncate")
        #expect(failure.kind == .transport)
        #expect(failure.error as? TransportError == .truncated)
    }

    @Test func aMalformedBodyIsAnIngestErrorAndWritesNothing() async throws {
        let (failure, environment, before) = try await failure("malformed")
        #expect(failure.kind == .malformed)
        #expect(failure.error is IngestError)
        #expect(environment.events.contains(.fetchFailed(operation: "CharactersScreenQuery", kind: .malformed)))
        #expect(StoreExport.text(of: environment.store) == before)
    }
}

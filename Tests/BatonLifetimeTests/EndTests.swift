@_spi(Generated) import Baton
import BatonInspector
import BatonTesting
import Foundation
import RickAndMorty
import Testing

/// The end of an environment: fetches cancelled, roots dropped, records cleared,
/// the image closed, and nothing that lands later kept.
@MainActor
struct EndTests {
    let transport = ScriptedTransport()

    func isGone<Value>(_ phase: Phase<Value>) -> Bool {
        phase.failure?.kind == .environment && phase.failure?.error is EnvironmentError
    }

    @Test func aResponseLandingAfterTheEndChangesNeitherTheDumpNorTheImage() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-end-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let persistence = Persistence(url: directory.appendingPathComponent("store.sqlite"))
        let environment = Environment(store: Store(persistence: persistence), transport: transport)

        try environment.commitPayload(CharacterScreenQuery(id: "1"), Payload(json: Responses.character("1")))
        let held = environment.handle(for: CharacterScreenQuery(id: "1")).retain()
        let waiting = environment.handle(for: CharacterScreenQuery(id: "2"))
        let retention = waiting.retain()
        let request = try await transport.nextRequest()
        await persistence.flush()
        let written = persistence.statistics.rowsWritten
        #expect(written > 0)

        environment.end()
        #expect(environment.rootCount == 0)
        #expect(environment.store.recordCount == 3)
        let dump = StoreExport.text(of: environment.store)
        #expect(!dump.contains("Character"))
        #expect(isGone(waiting.phase))

        // The request was cancelled with the end; an answer now is refused or dropped.
        _ = try? request.respond(json: Responses.character("2"))
        try await wait(until: { !waiting.fetch.isInFlight })
        await persistence.flush()
        #expect(StoreExport.text(of: environment.store) == dump)
        #expect(persistence.statistics.rowsWritten == written)
        #expect(!persistence.statistics.isOpen)
        #expect(isGone(waiting.phase))
        held.end()
        retention.end()
    }

    @Test func aResponseTheTransportDeliversAfterTheEndIsNotCommitted() async throws {
        let environment = Environment(store: Store(), transport: transport)
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        let fetch = Task { try await environment.fetch(CharacterScreenQuery(id: "2")) }
        let retention = handle.retain()
        let first = try await transport.nextRequest()
        let second = try await transport.nextRequest()
        environment.end()
        _ = try? first.respond(json: Responses.character("1"))
        _ = try? second.respond(json: Responses.character("2"))
        await #expect(throws: Failure.self) { _ = try await fetch.value }
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(environment.store.recordCount == 3)
        #expect(isGone(handle.phase))
        retention.end()
    }

    /// Baton's script `end`: the end's cancelled fetch, and anything later, reach
    /// no log.
    @Test func theEndLogsNothing() async throws {
        let environment = Environment(store: Store(), transport: transport)
        var logged: [LogEvent] = []
        environment.log = { logged.append($0) }
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        let retention = handle.retain()
        let request = try await transport.nextRequest()
        logged.removeAll()
        environment.end()
        _ = try? request.respond(json: Responses.character("1"))
        try await wait(until: { !handle.fetch.isInFlight })
        #expect(handle.fetch.failure?.kind == .environment)
        #expect(environment.store.data(of: CharacterScreenQuery(id: "1")).character == nil)
        #expect(logged.isEmpty)
        retention.end()
    }

    @Test func everyLaterCallFailsWithTheEnvironmentsError() async throws {
        let environment = Environment(store: Store(), transport: transport)
        environment.end()
        environment.end()
        #expect(throws: Failure.self) {
            try environment.commitPayload(CharacterScreenQuery(id: "1"), Payload(json: Responses.character("1")))
        }
        do {
            _ = try await environment.fetch(CharacterScreenQuery(id: "1"))
            Issue.record("a fetch after the end delivered")
        } catch let failure as Failure {
            #expect(failure.kind == .environment)
        }
        let handle = environment.handle(for: CharacterScreenQuery(id: "1"))
        let retention = handle.retain()
        #expect(isGone(handle.phase))
        await #expect(throws: Failure.self) { try await handle.refetch() }
        #expect(isGone(handle.phase))
        #expect(transport.requests.isEmpty)
        #expect(environment.rootCount == 0)
        retention.end()
    }
}

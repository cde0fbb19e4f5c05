import Baton
import BatonInspector
import BatonTesting
import Foundation
import Observation
import RickAndMorty
import Testing

@MainActor
@Suite struct StoreInspectorEnvironmentTests {
    @Test func rootsByHowTheyAreHeld() async throws {
        let environment = try CharactersPage.environment()
        let inspector = StoreInspector(environment)
        #expect(inspector.roots == .init(retained: 0, buffered: 0))
        #expect(StoreInspector(environment.store).roots == nil)

        let handle = environment.handle(for: CharactersPage.operation)
        #expect(inspector.roots == .init(retained: 0, buffered: 1))
        let retention = handle.retain()
        #expect(inspector.roots == .init(retained: 1, buffered: 0))

        // A read of the roots is told when a holder lets go.
        let told = Locked(0)
        withObservationTracking { _ = inspector.roots } onChange: { told.withLock { $0 += 1 } }
        retention.end()
        #expect(told.withLock { $0 } == 1)
        #expect(inspector.roots == .init(retained: 0, buffered: 1))
    }

    @Test func theLogTailNumbersTheRuntimesEvents() async throws {
        let environment = try CharactersPage.environment()
        let inspector = StoreInspector(environment)
        _ = try await environment.fetch(CharactersPage.operation)
        let tail = inspector.logTail
        #expect(tail.map(\.number) == [1, 2, 3])
        #expect(tail[0].event == .runtime(.fetchStarted(operation: "FixtureQuery")))
        // The query root existed before: its one field is the slot that changed.
        #expect(tail[1].event == .runtime(.committed(.server, changedSlots: 1)))
        guard case .runtime(.fetchCompleted(operation: "FixtureQuery", _)) = tail[2].event else {
            Issue.record("expected the fetch's completion, got \(tail[2].event)")
            return
        }
        #expect(environment.events == tail.compactMap(\.runtimeEvent))
    }

    @Test func theTailKeepsTheLatestEntriesUpToItsCapacity() async throws {
        let environment = Environment(store: Store(), transport: SilentTransport(), eventCapacity: 2)
        for _ in 0..<3 { environment.store.commit(ChangeSet()) }
        #expect(environment.inspection.entries.map(\.number) == [2, 3])
        #expect(environment.events == [.committed(.server, changedSlots: 0), .committed(.server, changedSlots: 0)])
    }

    @Test func theImageAndItsEventsJoinTheTail() async throws {
        let directory = ScratchDirectory()
        defer { directory.remove() }
        let store = Store()
        let environment = try CharactersPage.environment(store: store)
        let inspector = StoreInspector(environment)
        #expect(inspector.image == nil)
        let persistence = Persistence(url: directory.url.appendingPathComponent("image.sqlite"), log: environment.imageLog)
        store.attach(persistence)
        _ = try await environment.fetch(CharactersPage.operation)
        await persistence.flush()
        try await wait(until: {
            inspector.logTail.contains { if case .image(.written) = $0.event { true } else { false } }
        }, "the image's write reached the tail")

        let image = try #require(inspector.image)
        #expect(image.url == persistence.url)
        #expect(image.holdsFile)
        #expect(image.statistics.isOpen)
        #expect(image.statistics.generation == 1)
        // A row for every record but the three roots, one for the query root's
        // field, and one for the fetch's time.
        #expect(image.statistics.rowsWritten == store.recordCount - 3 + 1 + 1)
        #expect(inspector.logTail.contains { $0.event == .image(.opened(generation: 1)) })
        persistence.close()
        await persistence.flush()
    }

    @Test func captionsLinksAndTheFilter() async throws {
        let environment = try CharactersPage.environment()
        _ = try await environment.fetch(CharactersPage.operation)
        let inspector = StoreInspector(environment)
        let rick = RecordKey("Character:1")
        #expect(inspector.caption(of: rick) == "Rick Sanchez")
        #expect(inspector.caption(of: RecordKey("Info:none")) == nil)
        let links = try #require(inspector.links(of: rick))
        #expect(links["origin"] == .single(RecordKey("Location:1")))
        guard case let .plural(episodes) = links["episode"] else {
            Issue.record("episode is not a plural link")
            return
        }
        #expect(episodes.count == 51)
        #expect(episodes.first == RecordKey("Episode:1"))
        #expect(links["name"] == nil)
        #expect(inspector.links(of: RecordKey("Character:100000")) == nil)
        #expect(inspector.isDeleted(rick) == false)

        // By a string value, ignoring case, or by the key.
        #expect(inspector.records(ofType: "Character", matching: "MORTY SMITH").map(\.key) == [RecordKey("Character:2")])
        #expect(inspector.records(ofType: "Character", matching: "character:1").map(\.key).first == rick)
        #expect(inspector.records(ofType: "Character", matching: "").count == inspector.records(ofType: "Character").count)
        #expect(inspector.records(ofType: "Character", matching: "no such character").isEmpty)
    }
}

import Observation
import Testing
@_spi(Generated) @testable import Baton

/// A record read inside scopes alone lets its registrar go when the last of them ends,
/// and is observed as before when read again.
@MainActor
@Suite struct ReadScopeTests {
    private let name = Slot(TypeID("Character"), "name")

    private func store() throws -> (Store, rick: Record, morty: Record) {
        let store = Store()
        store.commit(try Ingest.changeSet(for: Fixture.bytes("characters-page-1.json"), plan: Plans.characters,
                                          variables: ["page": .int(1)]))
        return (store, try #require(store.record(for: RecordKey("Character:1"))),
                try #require(store.record(for: RecordKey("Character:2"))))
    }

    private func renameRick(in store: Store, to name: String) throws {
        let page = Fixture.text("characters-page-1.json").replacingOccurrences(of: "Rick Sanchez", with: name)
        store.commit(try Ingest.changeSet(for: Array(page.utf8), plan: Plans.characters, variables: ["page": .int(1)]))
    }

    @Test func aRecordReadInsideAScopeLetsItsRegistrarGoWhenTheScopeEnds() throws {
        let (_, rick, _) = try store()
        let scope = ReadScope()
        scope.run { _ = rick.readString(name) }
        #expect(rick.hasReaders)
        scope.end()
        #expect(!rick.hasReaders)
        // Ended twice, it counts once.
        scope.end()
        #expect(!rick.hasReaders)
    }

    @Test func aRecordReadOutsideEveryScopeKeepsItsRegistrar() throws {
        let (_, rick, morty) = try store()
        _ = rick.readString(name)
        let scope = ReadScope()
        scope.run {
            _ = rick.readString(name)
            _ = morty.readString(name)
        }
        scope.end()
        #expect(rick.hasReaders)
        #expect(!morty.hasReaders)
    }

    @Test func theRegistrarStaysUntilTheLastScopeThatReadItEnds() throws {
        let (_, rick, _) = try store()
        let first = ReadScope(), second = ReadScope()
        first.run {
            _ = rick.readString(name)
            _ = rick.readString(name)
        }
        second.run { _ = rick.readString(name) }
        first.end()
        #expect(rick.hasReaders)
        second.end()
        #expect(!rick.hasReaders)
    }

    @Test func aScopeRunInsideAnotherReadsForTheOuterToo() throws {
        let (_, rick, morty) = try store()
        let outer = ReadScope(), inner = ReadScope()
        outer.run {
            _ = morty.readString(name)
            inner.run { _ = rick.readString(name) }
        }
        inner.end()
        #expect(rick.hasReaders)
        outer.end()
        #expect(!rick.hasReaders)
        #expect(!morty.hasReaders)
    }

    @Test func anObservationAfterTheRegistrarWentIsToldOfAChange() throws {
        let (store, rick, _) = try store()
        let ended = ReadScope()
        withObservationTracking { ended.run { _ = rick.readString(name) } } onChange: {}
        try renameRick(in: store, to: "Rick Prime")
        ended.end()
        #expect(!rick.hasReaders)

        let wakes = Wakes()
        let scope = ReadScope()
        withObservationTracking { scope.run { _ = rick.readString(name) } } onChange: { wakes.wake() }
        try renameRick(in: store, to: "Rick C-137")
        #expect(wakes.value == 1)
        scope.end()
        #expect(!rick.hasReaders)
    }
}

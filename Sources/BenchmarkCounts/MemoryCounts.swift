import Baton

/// What the fixture's records cost once held, against the response's bytes per
/// record: the resident size that eight stores, each holding the fixture, add to
/// the process, per record. Eight, so that the heap the process had freed before,
/// which the first store reuses without growing the resident size, weighs little;
/// each change set is gone before the next store is filled.
@MainActor
enum MemoryCounts {
    static let stores = 8

    static func measure(_ fixture: Fixture) throws -> [Count] {
        let before = ProcessMemory.residentBytes
        var held: [Store] = []
        for _ in 0..<stores {
            let store = Store()
            store.commit(try fixture.changeSet())
            held.append(store)
        }
        let records = held.reduce(0) { $0 + $1.recordCount }
        let perRecord = (ProcessMemory.residentBytes - before) / records
        return [
            Count("memory.fixture.resident_bytes_per_record", perRecord),
            Count("memory.fixture.response_bytes_per_record", fixture.bytes.count / held[0].recordCount),
        ]
    }
}

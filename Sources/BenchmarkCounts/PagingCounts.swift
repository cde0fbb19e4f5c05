@_spi(Generated) import Baton
import BatonTesting
import RickAndMorty

/// What paging far costs in memory: 42 pages held one at a time, each handle
/// released once the next is retained and the collection that asks for settled,
/// leave only the held page and the store's release buffer of pages behind; and
/// the process's resident size after the first page and after the last.
@MainActor
enum PagingCounts {
    static let pages = 42
    static let pageSize = 20

    static func measure() async throws -> [Count] {
        let store = Store()
        let environment = Environment(store: store, transport: ScriptedTransport())
        var held: Retention?
        var residentAfterOne = 0
        for page in 1...pages {
            let operation = CharactersScreenQuery(page: page)
            let generated = CharactersPage(page: page, pages: pages, size: pageSize)
            try environment.commitPayload(operation, Payload(json: generated.json))
            let retention = environment.handle(for: operation).retain()
            held?.end()
            held = retention
            await environment.settled()
            if page == 1 { residentAfterOne = ProcessMemory.residentBytes }
        }
        let residentAfterAll = ProcessMemory.residentBytes
        let records = store.recordCount
        held?.end()
        return [
            Count("records.held_after_42_pages", records),
            Count("memory.paging.resident_kib_after_one_page", residentAfterOne / 1024),
            Count("memory.paging.resident_kib_after_42_pages", residentAfterAll / 1024),
        ]
    }
}

@_spi(Generated) import Baton
import BatonTesting
import RickAndMorty
import Testing

/// Memory stays bounded however far a user pages: each page's handle is released
/// once the next is held, so the default buffer keeps ten released pages.
@MainActor
struct PagingTests {
    static let pages = 42
    static let pageSize = 20
    /// A page's records: its characters, the page object and its info.
    static let recordsPerPage = pageSize + 2

    @Test func recordsHeldPlateauAtElevenPages() async throws {
        let store = Store()
        let environment = Environment(store: store, transport: ScriptedTransport())
        #expect(store.releaseBufferSize == 10)
        var held: Retention?
        var counts: [Int] = []
        var renderedKeys: [Int] = []
        for page in 1...Self.pages {
            let operation = CharactersScreenQuery(page: page)
            try environment.commitPayload(
                operation, Payload(json: Responses.charactersPage(page, of: Self.pages, size: Self.pageSize)))
            let retention = environment.handle(for: operation).retain()
            held?.end()
            held = retention
            await environment.settled()
            counts.append(store.recordCount)
            renderedKeys.append(store.renderedKeyCount)
        }
        // Each page's root field is a key rendered from its page number.
        #expect(renderedKeys == (1...Self.pages).map { min($0, 11) })
        let expected = (1...Self.pages).map { page in 3 + min(page, 11) * Self.recordsPerPage }
        #expect(counts == expected)
        #expect(counts.max() == 3 + 11 * Self.recordsPerPage)
        #expect(environment.rootCount == 11)
        // The pages still held read whole; the first ones are gone.
        let last = environment.handle(for: CharactersScreenQuery(page: Self.pages))
        #expect(last.phase.data?.characters?.results?.count == Self.pageSize)
        #expect(store.record(for: RecordKey("Character:1")) == nil)
        #expect(store.record(for: RecordKey("Character:\(Self.pages * Self.pageSize)")) != nil)
        held?.end()
    }
}

@_spi(Generated) import Baton
import BatonTesting
import Foundation
import RickAndMorty
import Testing

/// The wall clock the image keeps ages by is the store's to be told, as its
/// monotonic clock is: a later launch ages an earlier one's fetch by it.
@MainActor
struct WallClockTests {
    @Test func aLaterLaunchAgesAnEarlierFetchByTheStoresWallClock() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-wall-clock-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("store.sqlite")
        let operation = CharacterScreenQuery(id: "1")
        // Far from the system's time, so that a store reading the system's clock
        // would find the fetch in its future, aged zero.
        let fetched = Date(timeIntervalSince1970: 1_900_000_000)

        let first = Persistence(url: file)
        let earlier = Environment(
            store: Store(cacheExpiration: .seconds(60), wallClock: { fetched }), transport: SilentTransport())
        earlier.store.attach(first)
        try earlier.commitPayload(operation, Payload(json: Responses.character("1")))
        earlier.end()
        await first.flush()

        let clock = TestClock()
        let second = Persistence(url: file)
        let store = Store(cacheExpiration: .seconds(60), now: { clock.now }, wallClock: { fetched + 30 })
        store.attach(second)
        #expect(!store.isStale(operation))
        clock.advance(.seconds(31))
        #expect(store.isStale(operation))
        second.close()
        await second.flush()
    }
}

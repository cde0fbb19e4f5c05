import Baton
import BatonScreens
import BatonTesting
import BenchmarkCounts
import Foundation
import RickAndMorty

/// Whether a launch draws its first frame as fast from an image at its size limit as
/// from a small one: the same warm launch as `launch.warm_first_frame` (the Characters
/// screen's first page drawn from the image, its refresh never answered), from an image
/// of about 1 MiB against one just under the default limit of 64 MiB. Both start from
/// the image an earlier launch left with the first page; the rest is other pages of
/// characters, written over eight launches, as a year of use fills the file with
/// launches' rows. Each sample launches over the image the sample before left.
///
/// Two more launch over a file past the limit, each sample from a fresh copy since
/// the one before shrank its file: one with no limit, the baseline, and one whose
/// image evicts the file on a queue of its own while the first frame reads. A fresh
/// copy alone costs the first frame about twice the warm file's (SQLite builds the
/// log's index again), so the eviction's row is held against the copy's.
@MainActor
enum ImageGrowth {
    static let small = "growth.launch_from_1mib_image"
    static let large = "growth.launch_from_64mib_image"
    static let pastLimit = "growth.launch_past_the_limit_unlimited"
    static let evicting = "growth.launch_past_the_limit_evicting"
    /// Characters a filler page holds.
    static let fillerPageSize = 5_000

    /// `earlier` is the image a launch left with the first page; `frame` launches over an
    /// environment and draws, `end` ends what it launched.
    static func run(in session: Session, directory: URL, earlier: URL,
                    frame: @escaping @MainActor (Environment) throws -> Void,
                    end: @escaping @MainActor () async -> Void) async throws {
        let pristine = (
            small: try await filled(directory.appendingPathComponent("small.sqlite"), from: earlier, upTo: 1 << 20),
            large: try await filled(directory.appendingPathComponent("large.sqlite"), from: earlier,
                                    upTo: Persistence.defaultSizeLimit - (2 << 20))
        )
        let pastLimit = try await filled(directory.appendingPathComponent("past.sqlite"), from: pristine.large,
                                         upTo: Persistence.defaultSizeLimit + (4 << 20), launches: 1)
        for (name, file) in [(small, pristine.small), (large, pristine.large)] {
            // Launch after launch over the same file, as a person's are: a copy made
            // before each would leave the larger file's bytes in the caches the launch
            // then finds cold.
            try await session.measureEach(name, before: { await end() }) {
                // The refresh behind the image's data is sent and never answered.
                try frame(Environment(store: Store(persistence: Persistence(url: file)), transport: ScriptedTransport()))
            }
            await end()
        }
        let launched = directory.appendingPathComponent("launched.sqlite")
        let copied: () async throws -> Void = {
            await end()
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: launched.path + suffix) }
            try FileManager.default.copyItem(at: pastLimit, to: launched)
        }
        for (name, limit) in [(Self.pastLimit, 0), (Self.evicting, Persistence.defaultSizeLimit)] {
            try await session.measureEach(name, before: copied) {
                let persistence = Persistence(url: launched, sizeLimit: limit)
                try frame(Environment(store: Store(persistence: persistence), transport: ScriptedTransport()))
                guard (limit > 0) == (persistence.statistics.isEvicting || persistence.statistics.rowsEvicted > 0) else {
                    throw HarnessError.unexpected("the launch with a limit of \(limit) evicted \(limit > 0 ? "nothing" : "rows")")
                }
            }
        }
        await end()
        try session.row(small)
        try session.row(large, against: small, goal: .atMost(1.2))
        try session.row(Self.pastLimit)
        try session.row(Self.evicting, against: Self.pastLimit, goal: .atMost(1.2))
    }

    /// `earlier` copied to `url`, then filler pages written over `launches` launches
    /// until the file reaches `bytes`; returns `url`.
    private static func filled(_ url: URL, from earlier: URL, upTo bytes: Int, launches: Int = 8) async throws -> URL {
        try FileManager.default.copyItem(at: earlier, to: url)
        let start = try fileSize(url)
        // Past the pages the file already holds: a filler page's characters are keyed by it.
        var page = start > 1 << 20 ? 100_000 : 1
        for launch in 0..<launches {
            // No limit: the filling makes the file the rows measure, past it or not.
            let persistence = Persistence(url: url, sizeLimit: 0)
            let store = Store(persistence: persistence)
            // Each launch writes its share of what is left to fill.
            while try fileSize(url) < start + (bytes - start) * (launch + 1) / launches {
                page += 1
                let filler = CharactersPage(page: page, pages: page, size: fillerPageSize)
                store.commit(try Ingest.changeSet(for: Payload(json: filler.json), plan: CharactersScreenQuery.plan,
                                                  variables: CharactersScreenQuery(page: page).variables))
                await persistence.flush()
            }
            persistence.close()
            await persistence.flush()
        }
        let size = try fileSize(url)
        // The write-ahead log counted while writing is checkpointed into the file at its close.
        guard size >= bytes * 9 / 10, (size <= Persistence.defaultSizeLimit) == (bytes <= Persistence.defaultSizeLimit) else {
            throw HarnessError.unexpected("the filled image is \(size) bytes, for \(bytes) on the same side of the limit")
        }
        return url
    }

    private static func fileSize(_ url: URL) throws -> Int {
        let sizes = ["", "-wal"].map { suffix in
            (try? FileManager.default.attributesOfItem(atPath: url.path + suffix)[.size] as? Int) ?? 0
        }
        return sizes.reduce(0, +)
    }
}

import Foundation
import Testing
@testable import Baton
import BatonInspector

/// An image's life: a launch per open, rows kept across launches and evicted by
/// size, oldest launch first, one image per file, the end, the removal, and a file
/// locked by someone else.
@MainActor
@Suite struct LifetimeTests {
    @Test func eachOpenIsALaunch() async throws {
        let directory = try TemporaryDirectory()
        for launch in 1...3 {
            let image = Launch(directory.image)
            await image.persistence.flush()
            #expect(image.persistence.statistics.generation == launch)
            await image.end()
        }
    }

    @Test func rowsStayAcrossLaunchesThatDoNotReadThem() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(page: 1, first: 1, count: 10), to: first.store)
        let firstDump = first.dump
        await first.end()
        let second = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(page: 2, first: 101, count: 10), page: 2, to: second.store)
        let secondDump = second.dump
        await second.end()
        // Four launches that read nothing.
        for _ in 3...6 { await Launch(directory.image).end() }

        let seventh = Launch(directory.image)
        #expect(seventh.hydrate(page: 1).answer == .image)
        #expect(seventh.dump == firstDump)
        await seventh.end()
        let eighth = Launch(directory.image)
        #expect(eighth.hydrate(page: 2).answer == .image)
        #expect(eighth.dump == secondDump)
        #expect(eighth.persistence.statistics.rowsEvicted == 0)
        await eighth.end()
    }

    /// Three launches of a page each, then a limit that holds two of them.
    /// Returns the file's size after them.
    private func threeLaunches(_ directory: TemporaryDirectory, readingPageOneInTheThird: Bool = false)
        async throws -> Int {
        for page in 1...3 {
            let launch = Launch(directory.image)
            if readingPageOneInTheThird, page == 3 { #expect(launch.hydrate(page: 1).answer == .image) }
            try CharacterPages.commit(pageResponse(page), page: page, to: launch.store)
            await launch.end()
        }
        let raw = try RawImage(directory.image)
        defer { raw.connection.close() }
        return try raw.count("PRAGMA page_count") * raw.count("PRAGMA page_size")
    }

    /// Three launches, then another program's read, which holds the next open's
    /// eviction at its start (its checkpoint waits for the read) until it commits.
    private func threeLaunchesAndARead(_ directory: TemporaryDirectory) async throws -> (size: Int, reader: RawImage) {
        let size = try await threeLaunches(directory)
        let reader = try RawImage(directory.image)
        try reader.connection.execute("BEGIN")
        _ = try reader.count("SELECT count(*) FROM records")
        return (size, reader)
    }

    private func pageResponse(_ page: Int) -> [UInt8] {
        CharacterPages.response(page: page, first: page * 1000, count: 150)
    }

    /// The dump of a store that committed the page alone, in memory.
    private func pageDump(_ page: Int) throws -> String {
        let store = Store()
        try CharacterPages.commit(pageResponse(page), page: page, to: store)
        return StoreExport.text(of: store)
    }

    @Test func overItsLimitTheOldestLaunchGoesFirstAndWhatRemainsIsWhole() async throws {
        let directory = try TemporaryDirectory()
        let size = try await threeLaunches(directory)
        let log = EventLog()
        let fourth = Launch(directory.image, sizeLimit: size * 3 / 4, log: log)
        await fourth.persistence.flush()
        #expect(fourth.hydrate(page: 1).answer == .miss)
        await fourth.end()
        #expect(fourth.persistence.statistics.rowsEvicted > 0)
        #expect(!log.all.contains(.startedAgain(.overSizeLimit)))
        for page in 2...3 {
            let launch = Launch(directory.image, sizeLimit: size * 3 / 4)
            #expect(launch.hydrate(page: page).answer == .image)
            #expect(launch.dump == (try pageDump(page)))
            await launch.end()
        }
    }

    @Test func aRowReadInALaunchCountsAsThatLaunchs() async throws {
        let directory = try TemporaryDirectory()
        let size = try await threeLaunches(directory, readingPageOneInTheThird: true)
        // Page 1 was read by the third launch: page 2's launch is now the oldest.
        let fourth = Launch(directory.image, sizeLimit: size * 3 / 4)
        await fourth.persistence.flush()
        #expect(fourth.hydrate(page: 2).answer == .miss)
        await fourth.end()
        let fifth = Launch(directory.image, sizeLimit: size * 3 / 4)
        #expect(fifth.hydrate(page: 1).answer == .image)
        #expect(fifth.dump == (try pageDump(1)))
        await fifth.end()
    }

    @Test func overItsLimitTheFileEvictsByLaunchAndKeepsTheNewest() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(page: 1, first: 1, count: 600), to: first.store)
        await first.end()
        let second = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(page: 2, first: 5001, count: 10), page: 2, to: second.store)
        let dump = second.dump
        await second.end()
        let raw = try RawImage(directory.image)
        let size = try raw.count("PRAGMA page_count") * raw.count("PRAGMA page_size")
        raw.connection.close()
        let limit = 64 * 1024
        #expect(size > limit)

        let log = EventLog()
        let third = Launch(directory.image, sizeLimit: limit, log: log)
        await third.persistence.flush()
        #expect(third.hydrate(page: 2).answer == .image)
        #expect(third.hydrate(page: 1).answer == .miss)
        #expect(third.dump == dump)
        await third.end()
        #expect(!log.all.contains(.startedAgain(.overSizeLimit)))
        let shrunk = try RawImage(directory.image)
        #expect(try shrunk.count("PRAGMA page_count") * shrunk.count("PRAGMA page_size") <= limit)
    }

    @Test func aLimitOnlyTheLastLaunchsRowsExceedEvictsThem() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(count: 600), to: first.store)
        await first.end()

        let log = EventLog()
        let second = Launch(directory.image, sizeLimit: 64 * 1024, log: log)
        await second.persistence.flush()
        #expect(second.hydrate().answer == .miss)
        await second.end()
        #expect(second.persistence.statistics.rowsEvicted == first.store.recordCount - 3 + 1)
        #expect(!log.all.contains(.startedAgain(.overSizeLimit)))
    }

    /// The eviction runs on a connection of its own: the launch reads its screens from
    /// the file meanwhile, and the rows it reads are kept as this launch's. Another
    /// program's read holds the eviction at its start, as a long eviction would last.
    @Test func aLaunchReadsFromTheFileWhileItIsEvicted() async throws {
        let directory = try TemporaryDirectory()
        let (size, reader) = try await threeLaunchesAndARead(directory)
        defer { reader.connection.close() }

        let fourth = Launch(directory.image, sizeLimit: size * 3 / 4)
        // Page 1 is the oldest launch's, the one the eviction is about to delete.
        #expect(fourth.hydrate(page: 1).answer == .image)
        #expect(fourth.persistence.statistics.isEvicting)
        #expect(fourth.persistence.statistics.rowsEvicted == 0)
        try reader.connection.execute("COMMIT")
        await fourth.persistence.flush()
        #expect(!fourth.persistence.statistics.isEvicting)
        #expect(fourth.persistence.statistics.rowsEvicted > 0)
        await fourth.end()

        let fifth = Launch(directory.image)
        // The rows page 1's read marked as the fourth launch's were kept, page 2's went.
        #expect(fifth.hydrate(page: 1).answer == .image)
        #expect(fifth.dump == (try pageDump(1)))
        #expect(fifth.hydrate(page: 2).answer == .miss)
        await fifth.end()
    }

    /// A close does not wait for an eviction: it cancels it, writes what waited, and
    /// the next open evicts again.
    @Test func aCloseCancelsTheEvictionAndTheNextOpenEvicts() async throws {
        let directory = try TemporaryDirectory()
        let (size, reader) = try await threeLaunchesAndARead(directory)
        defer { reader.connection.close() }

        let fourth = Launch(directory.image, sizeLimit: size * 3 / 4)
        #expect(fourth.hydrate(page: 3).answer == .image)
        try CharacterPages.commit(pageResponse(4), page: 4, to: fourth.store)
        await fourth.end()
        try reader.connection.execute("COMMIT")
        #expect(fourth.persistence.statistics.rowsEvicted == 0)
        #expect(fourth.persistence.statistics.rowsWritten > 0)
        #expect(fourth.persistence.statistics.rowsDropped == 0)

        let fifth = Launch(directory.image, sizeLimit: size * 3 / 4)
        await fifth.persistence.flush()
        #expect(fifth.persistence.statistics.rowsEvicted > 0)
        #expect(fifth.hydrate(page: 4).answer == .image)
        #expect(fifth.dump == (try pageDump(4)))
        await fifth.end()
    }

    /// Writes wait for an eviction, but not past the most work may wait for: then the
    /// eviction stops, the work is written, and the next launch evicts again.
    @Test func workThatOutgrowsTheWaitStopsTheEviction() async throws {
        let directory = try TemporaryDirectory()
        let (size, reader) = try await threeLaunchesAndARead(directory)
        defer { reader.connection.close() }

        let fourth = Launch(directory.image, sizeLimit: size * 3 / 4)
        let pages = ImageWriter.waitLimit / 2_000 + 1
        for page in 1...pages {
            try CharacterPages.commit(CharacterPages.response(page: page, first: page * 10_000, count: 2_000),
                                      page: page, to: fourth.store)
        }
        await fourth.persistence.flush()
        let statistics = fourth.persistence.statistics
        #expect(!statistics.isEvicting)
        #expect(statistics.rowsEvicted == 0)
        #expect(statistics.rowsDropped == 0)
        #expect(statistics.rowsWritten >= pages * 2_003)
        try reader.connection.execute("COMMIT")
        await fourth.end()

        let fifth = Launch(directory.image, sizeLimit: size * 3 / 4)
        await fifth.persistence.flush()
        #expect(fifth.persistence.statistics.rowsEvicted > 0)
        await fifth.end()
    }

    @Test func aLimitBelowAnEmptyFileStartsAgain() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(count: 5), to: first.store)
        await first.end()

        let log = EventLog()
        let second = Launch(directory.image, sizeLimit: 1, log: log)
        await second.persistence.flush()
        #expect(second.hydrate().answer == .miss)
        try CharacterPages.commit(CharacterPages.response(count: 5), to: second.store)
        await second.end()
        #expect(log.all.contains(.startedAgain(.overSizeLimit)))
        #expect(second.persistence.statistics.rowsWritten > 0)
    }

    @Test func oneImageHoldsAFileAndASecondRunsWithoutIt() async throws {
        let directory = try TemporaryDirectory()
        let holder = Launch(directory.image)
        let log = EventLog()
        let second = Launch(directory.image, log: log)
        #expect(holder.persistence.holdsFile)
        #expect(!second.persistence.holdsFile)
        #expect(log.all == [.heldElsewhere])

        try CharacterPages.commit(CharacterPages.response(count: 3), to: second.store)
        await second.persistence.flush()
        #expect(second.persistence.statistics.rowsWritten == 0)
        #expect(second.hydrate().answer == .memory)
        await second.end()

        // The holder's end gives the file back: the next image takes it over as a launch.
        try CharacterPages.commit(CharacterPages.response(count: 3), to: holder.store)
        holder.persistence.close()
        let next = Launch(directory.image)
        #expect(next.persistence.holdsFile)
        #expect(next.hydrate().answer == .image)
        #expect(next.persistence.statistics.generation == 2)
        await next.end()
    }

    @Test func theEndKeepsLaterCommitsFromTheFile() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(page: 1, count: 3), to: first.store)
        first.persistence.close()
        try CharacterPages.commit(CharacterPages.response(page: 2, first: 50, count: 3), page: 2, to: first.store)
        first.store.recordFetch(of: CharacterPages.plan, variables: CharacterPages.variables(page: 2), at: Date())
        await first.persistence.flush()

        let second = Launch(directory.image)
        #expect(second.hydrate(page: 1).answer == .image)
        #expect(second.hydrate(page: 2).answer == .miss)
        #expect(second.store.imageFetchTime(of: CharacterPages.plan, variables: CharacterPages.variables(page: 2)) == nil)
        await second.end()
    }

    @Test func removeAllDeletesTheFiles() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(count: 3), to: first.store)
        try await first.persistence.removeAll()
        #expect(!directory.exists("store.sqlite"))
        #expect(!directory.exists("store.sqlite-wal"))
        #expect(!directory.exists("store.sqlite.removing"))

        let second = Launch(directory.image)
        #expect(second.hydrate().answer == .miss)
        await second.end()
        #expect(second.persistence.statistics.generation == 1)
    }

    @Test func aRemovalACrashInterruptedIsFinishedAtTheNextOpen() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(count: 3), to: first.store)
        await first.end()
        // The marker is written before the first file goes; a crash left it behind.
        #expect(FileManager.default.createFile(atPath: directory.image.path + ".removing", contents: nil))

        let second = Launch(directory.image)
        #expect(second.hydrate().answer == .miss)
        await second.end()
        #expect(second.persistence.statistics.generation == 1)
        #expect(!directory.exists("store.sqlite.removing"))
    }

    @Test func aLockedFileIsWaitedForAndTheWorkKept() async throws {
        let directory = try TemporaryDirectory()
        let image = Launch(directory.image)
        await image.persistence.flush()
        let other = try RawImage.holdingLock(on: directory.image)

        try CharacterPages.commit(CharacterPages.response(count: 3), to: image.store)
        await image.persistence.flush()
        let rows = image.store.recordCount - 3 + 1
        #expect(image.persistence.statistics.rowsWaiting == rows)
        #expect(image.persistence.statistics.rowsWritten == 0)

        try other.connection.execute("COMMIT")
        other.connection.close()
        await image.persistence.flush()
        #expect(image.persistence.statistics.rowsWaiting == 0)
        #expect(image.persistence.statistics.rowsWritten == rows)
        let dump = image.dump
        await image.end()

        let next = Launch(directory.image)
        #expect(next.hydrate().answer == .image)
        #expect(next.dump == dump)
        await next.end()
    }

    @Test func theCloseTriesALockedFileOnceAndSaysWhatItDropped() async throws {
        let directory = try TemporaryDirectory()
        let log = EventLog()
        let image = Launch(directory.image, log: log)
        await image.persistence.flush()
        let other = try RawImage.holdingLock(on: directory.image)
        defer { other.connection.close() }
        try CharacterPages.commit(CharacterPages.response(count: 3), to: image.store)
        await image.end()
        let rows = image.store.recordCount - 3 + 1
        #expect(image.persistence.statistics.writesAtClose == 1)
        #expect(image.persistence.statistics.rowsDropped == rows)
        #expect(log.all.last == .dropped(rows: rows))
    }

    @Test func theCloseOpensOnceMoreAFileThatCouldNotBeOpened() async throws {
        for releasedBeforeTheClose in [false, true] {
            let directory = try TemporaryDirectory()
            await Launch(directory.image).end()
            // Locked before the launch: its open waits and fails, to be tried again later.
            let other = try RawImage.holdingLock(on: directory.image)
            let log = EventLog()
            let image = Launch(directory.image, log: log)
            try CharacterPages.commit(CharacterPages.response(count: 3), to: image.store)
            await image.persistence.flush()
            #expect(image.persistence.statistics.rowsWritten == 0)
            if releasedBeforeTheClose { other.connection.close() }
            await image.end()
            other.connection.close()
            let rows = image.store.recordCount - 3 + 1
            let statistics = image.persistence.statistics
            // Released, the close's one open and write keep the work; held, it is dropped and said.
            #expect(statistics.writesAtClose == (releasedBeforeTheClose ? 1 : 0))
            #expect(statistics.rowsWritten == (releasedBeforeTheClose ? rows : 0))
            #expect(statistics.rowsDropped == (releasedBeforeTheClose ? 0 : rows))
            #expect(log.all.contains { if case .opened = $0 { true } else { false } } == releasedBeforeTheClose)
        }
    }

    @Test func workThatOutgrowsTheWaitIsDroppedAndTheFileStartsAgain() async throws {
        let directory = try TemporaryDirectory()
        let log = EventLog()
        let image = Launch(directory.image, log: log)
        await image.persistence.flush()
        let other = try RawImage.holdingLock(on: directory.image)

        // Each page is two thousand new characters and their page's records.
        let pages = ImageWriter.waitLimit / 2_000 + 1
        for page in 1...pages {
            try CharacterPages.commit(CharacterPages.response(page: page, first: page * 10_000, count: 2_000),
                                      page: page, to: image.store)
        }
        await image.persistence.flush()
        // The drains the commits brought waited; past the limit the work went, and
        // what came after it went to the file made again.
        #expect(image.persistence.statistics.rowsDropped > ImageWriter.waitLimit)
        #expect(image.persistence.statistics.rowsDropped + image.persistence.statistics.rowsWritten
            + image.persistence.statistics.rowsWaiting == pages * 2_003 + 25)
        #expect(log.all.contains(.startedAgain(.workOutgrewWait)))
        try other.connection.execute("COMMIT")
        other.connection.close()

        // The file made again takes the next commit's records and nothing older.
        try CharacterPages.commit(CharacterPages.response(page: 900, first: 1, count: 3), page: 900, to: image.store)
        await image.end()
        let raw = try RawImage(directory.image)
        #expect(try raw.count("SELECT count(*) FROM records WHERE key IN ('Character:1', 'Character:2', 'Character:3')")
            == 3)
        #expect(try raw.count("SELECT count(*) FROM records WHERE key = 'Character:10000'") == 0)
    }

    @Test func aNamedImageLivesInTheCacheDirectory() throws {
        #expect(try Persistence.cacheDirectory(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"])
            == URL(fileURLWithPath: "/var/cache/me/baton-tui"))
        #expect(try Persistence.cacheDirectory(environment: ["HOME": "/home/me"])
            == URL(fileURLWithPath: "/home/me/.cache/baton-tui"))
        #expect(throws: ImageError.noCacheDirectory) { try Persistence.cacheDirectory(environment: [:]) }
        #expect(throws: ImageError.invalidName("a/b")) { try Persistence(name: "a/b") }
    }
}

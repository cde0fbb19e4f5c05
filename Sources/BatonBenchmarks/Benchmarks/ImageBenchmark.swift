import Foundation
@_spi(Generated) import Baton
import BenchmarkCounts
import RickAndMorty

/// The image and the fixture's page: the commit into an empty store with an image
/// (the main actor's share, the snapshot taken and queued) against the same commit
/// without one, and beside it the commit without one after the same preparation;
/// the write-behind, from the commit until the writer has the page on
/// disk; and the hydration after a relaunch, a store opened over the written file
/// and the availability check, which reads every row back. The last two against
/// bytes into an empty store, the work a relaunch without an image does first.
enum ImageBenchmark: Benchmark {
    static let name = "image"
    static let summary = "the fixture's snapshot, write-behind and hydration after a relaunch vs bytes into the store"

    static func run(in session: Session) async throws {
        let changeSet = try session.fixture.changeSet()
        try FixtureBaselines.measureBytesIntoStore(in: session)
        try FixtureBaselines.measureFirstCommit(in: session)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-benchmarks-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // Each sample writes into a new file, opened before the clock starts; the
        // last sample's file is removed outside it.
        var files = 0
        var persistence = Persistence(url: directory.appendingPathComponent("write-0.sqlite"))
        var store = Store(persistence: persistence)
        let fresh: () async throws -> Void = {
            try await persistence.removeAll()
            files += 1
            persistence = Persistence(url: directory.appendingPathComponent("write-\(files).sqlite"))
            await persistence.flush()
            store = Store(persistence: persistence)
        }
        try await session.measureEach("image.commit", before: fresh) { store.commit(changeSet) }
        await persistence.flush()
        let written = persistence.statistics.rowsWritten
        // A row per record but the query root, whose one field is a row of its own.
        guard written == changeSet.recordKeys.count else {
            throw HarnessError.unexpected("the image wrote \(written) rows of \(changeSet.recordKeys.count) records")
        }
        // The same commit after the same preparation into a store without an image:
        // what the preparation (a file removed, another opened, the writer awaited)
        // costs the commit that follows, apart from the image's own share.
        var unattached = Store()
        try await session.measureEach("image.commit_unattached", before: {
            try await fresh()
            unattached = Store()
        }) { unattached.commit(changeSet) }
        try await session.measureEach("image.write_behind", before: fresh) {
            store.commit(changeSet)
            await persistence.flush()
        }
        try await persistence.removeAll()

        // Every relaunch opens the same file as the first launch left it: a copy of
        // it, made with the last relaunch's image closed, outside the clock.
        let pristine = directory.appendingPathComponent("written.sqlite")
        let file = directory.appendingPathComponent("relaunch.sqlite")
        try await writeFixture(changeSet, to: pristine)
        var opened: (Persistence, Store)?
        let relaunchReady: () async throws -> Void = {
            if let (image, _) = opened {
                image.close()
                await image.flush()
            }
            opened = nil
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: file.path + suffix)
            }
            try FileManager.default.copyItem(at: pristine, to: file)
        }
        try await relaunchReady()
        try await checkHydration(of: file, records: changeSet.recordKeys.count)
        // The relaunch's first step alone: the file opened and its launch counted.
        try await session.measureEach("image.open", before: relaunchReady) {
            let image = Persistence(url: file)
            await image.flush()
            opened = (image, Store())
        }
        // The relaunch's check over a file already open, as the app's is when its
        // image opened off the main actor while the terminal was set up.
        var image = Persistence(url: file)
        let relaunchOpened: () async throws -> Void = {
            try await relaunchReady()
            image = Persistence(url: file)
            await image.flush()
            opened = (image, Store())
        }
        try await session.measureEach("image.hydration", before: relaunchOpened) {
            let relaunched = Store(persistence: image)
            guard relaunched.isAvailable(Fixture.operation) else {
                throw HarnessError.unexpected("the relaunched store does not hold the fixture")
            }
            opened = (image, relaunched)
        }
        try await relaunchReady()

        // The image's share of the main actor's commit: at most a tenth on top of it.
        try session.row("image.commit", against: FixtureBaselines.firstCommit, goal: .atMost(1.1))
        try session.row("image.commit_unattached", against: FixtureBaselines.firstCommit)
        try session.row("image.write_behind", against: FixtureBaselines.bytesIntoStore)
        try session.row("image.open", against: FixtureBaselines.bytesIntoStore)
        try session.row("image.hydration", against: FixtureBaselines.bytesIntoStore, goal: .atMost(0.5))
    }

    /// The fixture committed into a store over `file`, written and the file closed.
    private static func writeFixture(_ changeSet: ChangeSet, to file: URL) async throws {
        let image = Persistence(url: file)
        let store = Store(persistence: image)
        store.commit(changeSet)
        image.close()
        await image.flush()
        guard image.statistics.rowsWritten > 0 else { throw HarnessError.unexpected("the image wrote no rows") }
    }

    /// A relaunch answers from the image alone, reading a row per record, and the
    /// lens reads the page as the first launch committed it.
    private static func checkHydration(of file: URL, records: Int) async throws {
        let image = Persistence(url: file)
        let store = Store(persistence: image)
        let hydration = store.hydrate(FixtureQuery.plan, variables: Fixture.operation.variables)
        let first = store.data(of: Fixture.operation).characters?.results?.first
        image.close()
        await image.flush()
        guard hydration.answer == .image, hydration.rowsRead >= records, first?.name == "Rick Sanchez" else {
            throw HarnessError.unexpected("the relaunch read \(hydration.rowsRead) rows, answering \(hydration.answer)")
        }
    }
}

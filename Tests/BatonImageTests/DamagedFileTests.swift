import Foundation
import Testing
@testable import Baton

/// An image of ours the image cannot use (damaged, of another format or version) is
/// deleted and made again, and the store goes on: it commits, and the next launch
/// reads what it committed. Files that are not ours: `OwnershipTests`.
@MainActor
@Suite struct DamagedFileTests {
    /// Commits a page over whatever is at the image's path, then checks that a
    /// relaunch reads it back; returns the first launch's events.
    private func storeKeepsWorking(_ directory: TemporaryDirectory, version: String? = nil) async throws -> [ImageEvent] {
        let log = EventLog()
        let first = Launch(directory.image, version: version, log: log)
        #expect(first.hydrate().answer == .miss)
        try CharacterPages.commit(CharacterPages.response(), to: first.store)
        let dump = first.dump
        await first.end()
        #expect(first.persistence.statistics.rowsWritten == first.store.recordCount - 3 + 1)

        let second = Launch(directory.image, version: version)
        #expect(second.hydrate().answer == .image)
        #expect(second.dump == dump)
        await second.end()
        return log.all
    }

    @Test func aDamagedImageStartsAgain() async throws {
        let directory = try TemporaryDirectory()
        // A SQLite header over random pages: an image of ours whose pages broke.
        var generator = SystemRandomNumberGenerator()
        let garbage = Array("SQLite format 3\0".utf8) + (0..<40_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(garbage).write(to: directory.image)
        let events = try await storeKeepsWorking(directory)
        #expect(events.contains(.startedAgain(.damaged)))
    }

    @Test func aTruncatedFileStartsAgain() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(count: 400), to: first.store)
        await first.end()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: directory.image.path)[.size] as? Int)
        #expect(size > 64 * 1024)
        let handle = try FileHandle(forWritingTo: directory.image)
        try handle.truncate(atOffset: UInt64(size / 2))
        try handle.close()

        let events = try await storeKeepsWorking(directory)
        #expect(events.contains(.startedAgain(.damaged)))
    }

    @Test func anotherVersionStartsAgain() async throws {
        let directory = try TemporaryDirectory()
        let old = Launch(directory.image, version: "schema-a")
        try CharacterPages.commit(CharacterPages.response(count: 3), to: old.store)
        await old.end()
        let events = try await storeKeepsWorking(directory, version: "schema-b")
        #expect(events.contains(.startedAgain(.otherVersion)))
    }

    @Test func theSchemaDigestIsTheDefaultVersion() async throws {
        let directory = try TemporaryDirectory()
        let old = Launch(directory.image, schema: ImageSchema(digest: "digest-1"))
        try CharacterPages.commit(CharacterPages.response(count: 3), to: old.store)
        await old.end()
        #expect(old.persistence.version == "digest-1")

        let log = EventLog()
        let new = Launch(directory.image, schema: ImageSchema(digest: "digest-2"), log: log)
        #expect(new.hydrate().answer == .miss)
        await new.end()
        #expect(log.all.contains(.startedAgain(.otherVersion)))
    }

    @Test func anotherFormatStartsAgain() async throws {
        let directory = try TemporaryDirectory()
        let old = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(count: 3), to: old.store)
        await old.end()
        let raw = try RawImage(directory.image)
        try raw.connection.execute("UPDATE meta SET value = 'baton-tui image 0' WHERE key = 'format'")
        raw.connection.close()
        let events = try await storeKeepsWorking(directory)
        #expect(events.contains(.startedAgain(.otherFormat)))
    }

    @Test func aRowThatStopsMakingSenseIsUsedAsFarAsItWent() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(count: 3), to: first.store)
        await first.end()
        let raw = try RawImage(directory.image)
        // Cut Character:1's body short inside its second cell: the first still reads.
        // Where the first cell ends depends on the slots' order, which is the process's.
        let select = try raw.connection.prepare("SELECT body FROM records WHERE key = 'Character:1'")
        #expect(try select.step())
        let body = select.blob(0)
        select.finalize()
        let firstCell = try #require(RowCodec.cells(of: body).first)
        try raw.connection.execute(
            "UPDATE records SET body = substr(body, 1, \(firstCell.payload.endIndex + 2)) WHERE key = 'Character:1'")
        raw.connection.close()

        let second = Launch(directory.image)
        #expect(second.hydrate().answer == .miss)
        let fields = second.store.record(for: RecordKey("Character:1"))?.storedFields ?? []
        #expect(!fields.isEmpty)
        #expect(fields.count < 9)
        await second.end()
    }
}

import Foundation
import Testing
@testable import Baton

/// Only our own files are opened or replaced: at an image's path a symbolic link, a
/// directory, a file that is not SQLite and another program's database are left as
/// they are, the image runs without a file and says why once, and the store goes on.
/// What an image makes is its owner's alone.
@MainActor
@Suite struct OwnershipTests {
    /// Commits a page over what is at the path and returns the events; nothing reaches
    /// the file, so a relaunch misses.
    private func storeRunsWithoutTheFile(_ directory: TemporaryDirectory, _ refusal: ImageRefusal) async throws {
        let log = EventLog()
        let first = Launch(directory.image, log: log)
        #expect(first.hydrate().answer == .miss)
        try CharacterPages.commit(CharacterPages.response(count: 5), to: first.store)
        await first.end()
        #expect(log.all.filter { if case .refused = $0 { true } else { false } } == [.refused(refusal)])
        #expect(first.persistence.statistics.refusal == refusal)
        #expect(first.persistence.statistics.rowsWritten == 0)
        let second = Launch(directory.image)
        #expect(second.hydrate().answer == .miss)
        await second.end()
    }

    @Test func aSymbolicLinkIsLeftAloneAndWhatItNamesUntouched() async throws {
        let directory = try TemporaryDirectory()
        let notes = directory.url.appendingPathComponent("notes.txt")
        try Data("my notes\n".utf8).write(to: notes)
        try FileManager.default.createSymbolicLink(at: directory.image, withDestinationURL: notes)
        try await storeRunsWithoutTheFile(directory, .symbolicLink)
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.image.path) == notes.path)
    }

    @Test func aSymbolicLinkInPlaceOfTheLogIsLeftAlone() async throws {
        let directory = try TemporaryDirectory()
        let notes = directory.url.appendingPathComponent("notes.txt")
        try Data("my notes\n".utf8).write(to: notes)
        try FileManager.default.createSymbolicLink(atPath: directory.image.path + "-wal", withDestinationPath: notes.path)
        try await storeRunsWithoutTheFile(directory, .symbolicLink)
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes\n")
    }

    @Test func aFileThatIsNotSQLiteIsLeftAlone() async throws {
        let directory = try TemporaryDirectory()
        var generator = SystemRandomNumberGenerator()
        let bytes = Data((0..<40_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try bytes.write(to: directory.image)
        try await storeRunsWithoutTheFile(directory, .notSQLite)
        #expect(try Data(contentsOf: directory.image) == bytes)
    }

    @Test func aDirectoryAtThePathIsLeftAlone() async throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.image, withIntermediateDirectories: false)
        try await storeRunsWithoutTheFile(directory, .notAFile)
    }

    @Test func anotherProgramsDatabaseIsLeftAlone() async throws {
        let directory = try TemporaryDirectory()
        let foreign = try RawImage(directory.image)
        try foreign.connection.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('x')")
        foreign.connection.close()
        try await storeRunsWithoutTheFile(directory, .foreignDatabase)
        let kept = try RawImage(directory.image)
        defer { kept.connection.close() }
        #expect(try kept.texts("SELECT text FROM notes") == ["x"])
        #expect(try kept.count("SELECT count(*) FROM sqlite_master WHERE name = 'records'") == 0)
    }

    @Test func aDatabaseWithAMetaTableOfItsOwnIsLeftAlone() async throws {
        let directory = try TemporaryDirectory()
        let foreign = try RawImage(directory.image)
        try foreign.connection.execute("CREATE TABLE meta (name TEXT, note TEXT)")
        foreign.connection.close()
        try await storeRunsWithoutTheFile(directory, .foreignDatabase)
    }

    @Test func theImageAndItsDirectoryAreTheOwnersAlone() async throws {
        let directory = try TemporaryDirectory()
        let nested = directory.url.appendingPathComponent("cache/baton-tui", isDirectory: true)
        let launch = Launch(nested.appendingPathComponent("store.sqlite"))
        try CharacterPages.commit(CharacterPages.response(count: 5), to: launch.store)
        await launch.persistence.flush()
        for name in ["store.sqlite", "store.sqlite-wal", "store.sqlite-shm"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: nested.appendingPathComponent(name).path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600, "\(name)")
        }
        for folder in [nested, nested.deletingLastPathComponent()] {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
            #expect((attributes[.posixPermissions] as? Int) == 0o700, "\(folder.path)")
        }
        await launch.end()
    }

    @Test func privateFilesAreWrittenWholeAndTheOwnersAlone() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("shown.json")
        try PrivateFiles.write(Data("one".utf8), to: url)
        try PrivateFiles.write(Data("two".utf8), to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == "two")
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["shown.json"])
        #expect(throws: PrivateFiles.Failure.notADirectory(url.path)) { try PrivateFiles.createDirectory(url) }
    }
}

import Foundation
import Testing
@testable import Baton

/// The explorer's check of the image files a quit left, on files written here: a whole,
/// marked file passes; a file that is not a database, or lacks the mark, is named.
struct ExplorerImageCheckTests {
    @Test func aWholeMarkedFilePassesAndTheOthersAreNamed() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("explorer-image-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: cache) }
        for (name, mark) in [("github-1.sqlite", "baton-tui image 3"), ("rickandmorty-1.sqlite", "another program")] {
            let connection = try SQLiteConnection(path: cache.appendingPathComponent(name).path, busyTimeout: 1_000)
            try connection.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('format', '\(mark)')")
            connection.close()
        }
        try Data("not a database, whatever its name".utf8).write(to: cache.appendingPathComponent("torn.sqlite"))
        let problems = try ExplorerImageCheck.problems(in: cache)
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.contains { $0.contains("rickandmorty-1.sqlite: no format mark (another program)") })
        #expect(problems.contains { $0.contains("torn.sqlite") })
        #expect(!problems.contains { $0.contains("github-1.sqlite") })
    }
}

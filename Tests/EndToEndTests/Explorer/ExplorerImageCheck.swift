import Foundation
@testable import Baton

/// The image files a quit left: each passes SQLite's `PRAGMA integrity_check` and still
/// carries the format's mark, whether the app quit or was killed mid-write. The files are
/// read in this process: a Python started for every quit and kill cost the lanes more
/// processor time than the app's own launches.
enum ExplorerImageCheck {
    /// The problems found, a line a file; empty when every file is whole.
    static func problems(in cache: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache.path)
            .filter { $0.hasSuffix(".sqlite") }.sorted()
            .compactMap { problem(in: cache.appendingPathComponent($0).path) }
    }

    /// What is wrong with one file; nil when it is whole and marked. A file another
    /// process still writes is waited for, up to 10 s.
    private static func problem(in path: String) -> String? {
        do {
            let connection = try SQLiteConnection(path: path, busyTimeout: 10_000)
            defer { connection.close() }
            let verdict = try firstText("PRAGMA integrity_check", on: connection)
            guard verdict == "ok" else { return "\(path): \(verdict ?? "no verdict")" }
            let mark = try firstText("SELECT value FROM meta WHERE key = 'format'", on: connection)
            guard let mark, mark.hasPrefix("baton-tui image") else { return "\(path): no format mark (\(mark ?? "none"))" }
            return nil
        } catch {
            return "\(path): \(error)"
        }
    }

    private static func firstText(_ sql: String, on connection: SQLiteConnection) throws -> String? {
        let statement = try connection.prepare(sql)
        defer { statement.finalize() }
        return try statement.step() ? statement.text(0) : nil
    }
}

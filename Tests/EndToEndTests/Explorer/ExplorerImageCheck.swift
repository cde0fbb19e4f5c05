import Foundation

/// The image files a quit left: each passes SQLite's `PRAGMA integrity_check` and still
/// carries the format's mark, whether the app quit or was killed mid-write.
enum ExplorerImageCheck {
    /// The problems found, a line a file; empty when every file is whole.
    static func problems(in cache: URL) throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
            .filter { $0.hasSuffix(".sqlite") }.sorted()
            .map { cache.appendingPathComponent($0).path }
        guard !files.isEmpty else { return [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + files
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let problems = text.split(separator: "\n").map(String.init)
        if process.terminationStatus != 0, problems.isEmpty { return ["the image check ended with \(process.terminationStatus)"] }
        return problems
    }

    private static let script = """
        import sqlite3, sys
        for path in sys.argv[1:]:
            try:
                db = sqlite3.connect(path, timeout=10)
                verdict = db.execute("PRAGMA integrity_check").fetchone()[0]
                mark = db.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
                db.close()
            except sqlite3.Error as error:
                verdict, mark = str(error), None
            if verdict != "ok":
                print(f"{path}: {verdict}")
            elif mark is None or not mark[0].startswith("baton-tui image"):
                print(f"{path}: no format mark ({mark})")
        """
}

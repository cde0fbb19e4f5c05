import CSQLite
import Foundation
import Testing

@Suite struct SQLiteShimTests {
    @Test func walFileStoresAndReturnsABlob() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-sqlite-shim-\(UUID().uuidString).sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: url.path + suffix)
            }
        }

        var database: OpaquePointer?
        #expect(sqlite3_open(url.path, &database) == SQLITE_OK)
        defer { sqlite3_close(database) }

        #expect(try scalarText(database, "PRAGMA journal_mode=WAL") == "wal")
        #expect(sqlite3_exec(database, "CREATE TABLE records (key TEXT PRIMARY KEY, body BLOB)", nil, nil, nil) == SQLITE_OK)

        // Bytes with a NUL and high values: a blob, not text.
        let body: [UInt8] = [0, 1, 2, 0xFF, 0x7F, 0, 42]
        var insert: OpaquePointer?
        #expect(sqlite3_prepare_v2(database, "INSERT INTO records VALUES (?, ?)", -1, &insert, nil) == SQLITE_OK)
        // The transient destructor makes SQLite copy the buffers before the call returns.
        // The transient destructor makes SQLite copy the text before the call returns;
        // the static one lets it read the blob in place, alive until the step is done.
        #expect(sqlite3_bind_text(insert, 1, "Character:1", -1, baton_sqlite_transient()) == SQLITE_OK)
        body.withUnsafeBytes { bytes in
            #expect(sqlite3_bind_blob(insert, 2, bytes.baseAddress, Int32(bytes.count), baton_sqlite_static()) == SQLITE_OK)
            #expect(sqlite3_step(insert) == SQLITE_DONE)
        }
        sqlite3_finalize(insert)

        var select: OpaquePointer?
        #expect(sqlite3_prepare_v2(database, "SELECT body FROM records WHERE key = ?", -1, &select, nil) == SQLITE_OK)
        defer { sqlite3_finalize(select) }
        #expect(sqlite3_bind_text(select, 1, "Character:1", -1, baton_sqlite_transient()) == SQLITE_OK)
        #expect(sqlite3_step(select) == SQLITE_ROW)
        let count = Int(sqlite3_column_bytes(select, 0))
        let pointer = try #require(sqlite3_column_blob(select, 0))
        let read = Array(UnsafeRawBufferPointer(start: pointer, count: count))
        #expect(read == body)
        #expect(FileManager.default.fileExists(atPath: url.path + "-wal"))
    }

    private func scalarText(_ database: OpaquePointer?, _ sql: String) throws -> String {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else {
            throw SQLiteFailure(message: String(cString: sqlite3_errmsg(database)))
        }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) else {
            throw SQLiteFailure(message: String(cString: sqlite3_errmsg(database)))
        }
        return String(cString: text)
    }
}

struct SQLiteFailure: Error {
    let message: String
}

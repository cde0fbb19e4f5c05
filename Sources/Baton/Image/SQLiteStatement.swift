import CSQLite

/// A prepared statement: bound by position from 1, stepped, read by column from 0.
/// The image keeps its statements prepared for the life of the connection.
final class SQLiteStatement {
    private var statement: OpaquePointer?
    private unowned let connection: SQLiteConnection

    init(_ statement: OpaquePointer, connection: SQLiteConnection) {
        self.statement = statement
        self.connection = connection
    }

    func finalize() {
        sqlite3_finalize(statement)
        statement = nil
    }

    /// Clears the bindings and rewinds, ready for the next use.
    func reset() {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
    }

    func bind(_ value: Int64, at position: Int32) {
        sqlite3_bind_int64(statement, position, value)
    }

    func bind(_ value: Double, at position: Int32) {
        sqlite3_bind_double(statement, position, value)
    }

    func bind(_ value: String, at position: Int32) {
        sqlite3_bind_text(statement, position, value, -1, baton_sqlite_transient())
    }

    func bind(_ bytes: [UInt8], at position: Int32) {
        bytes.withUnsafeBytes { buffer in
            // A zero-length blob still binds a blob, not null.
            _ = sqlite3_bind_blob(statement, position, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
                                  Int32(buffer.count), baton_sqlite_transient())
        }
    }

    /// Advances: true with a row to read, false when done.
    func step() throws(SQLiteFailure) -> Bool {
        let code = sqlite3_step(statement)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let failure = connection.failure(code)
            sqlite3_reset(statement)
            throw failure
        }
    }

    /// Steps a statement that returns no row, then resets it.
    func run() throws(SQLiteFailure) {
        defer { reset() }
        _ = try step()
    }

    func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(statement, column) == SQLITE_NULL
    }

    func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(statement, column)
    }

    func double(_ column: Int32) -> Double {
        sqlite3_column_double(statement, column)
    }

    func text(_ column: Int32) -> String {
        guard let characters = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self)
    }

    /// The column's bytes where SQLite holds them, valid only inside `body`.
    func withBlob<T>(_ column: Int32, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        let count = Int(sqlite3_column_bytes(statement, column))
        return body(UnsafeRawBufferPointer(start: count > 0 ? sqlite3_column_blob(statement, column) : nil, count: count))
    }

    func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return [] }
        return [UInt8](UnsafeRawBufferPointer(start: bytes, count: count))
    }
}

import CSQLite

/// One connection to one database file, used by one thread at a time (the image's
/// queue), so it is opened without SQLite's own mutex.
final class SQLiteConnection {
    private(set) var handle: OpaquePointer?
    /// Kept as long as the connection, whose busy handler it is.
    private let busyWait: BusyWait?

    /// Opens `path` for reading and writing, making it when absent; `readOnly` opens
    /// it as immutable instead, so that neither it nor its directory is ever written,
    /// as a read-only file system needs.
    convenience init(path: String, busyTimeout milliseconds: Int32, readOnly: Bool = false) throws(SQLiteFailure) {
        try self.init(path: path, readOnly: readOnly, busyWait: nil)
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// The same, waiting for a file another connection holds as `busyWait` says.
    convenience init(path: String, busyWait: BusyWait, readOnly: Bool = false) throws(SQLiteFailure) {
        try self.init(path: path, readOnly: readOnly, busyWait: busyWait)
    }

    private init(path: String, readOnly: Bool, busyWait: BusyWait?) throws(SQLiteFailure) {
        self.busyWait = busyWait
        var opened: OpaquePointer?
        let flags = readOnly
            ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
            : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(readOnly ? Self.immutableURI(path) : path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open \(path)"
            sqlite3_close_v2(opened)
            throw SQLiteFailure(code: code, message: message)
        }
        sqlite3_extended_result_codes(opened, 1)
        if let busyWait { BusyWait.install(busyWait, on: opened) }
        handle = opened
    }

    deinit {
        close()
    }

    /// `path` as a URI that opens it immutable: the characters a URI gives meaning to
    /// escaped.
    private static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x21, 0x7F...:
                let hex = String(byte, radix: 16, uppercase: true)
                escaped += (hex.count == 1 ? "%0" : "%") + hex
            default:
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return "file:" + escaped + "?immutable=1"
    }

    /// Closes the connection; statements still prepared are finalized by their owners first.
    func close() {
        guard let handle else { return }
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    /// Runs statements that return no rows the caller reads.
    func execute(_ sql: String) throws(SQLiteFailure) {
        var error: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &error)
        guard code == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? lastMessage
            sqlite3_free(error)
            throw SQLiteFailure(code: sqlite3_extended_errcode(handle), message: message)
        }
    }

    func prepare(_ sql: String) throws(SQLiteFailure) -> SQLiteStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw failure(code) }
        return SQLiteStatement(statement, connection: self)
    }

    /// The first column of the first row of a query, as an integer; nil with no row.
    func integer(_ sql: String) throws(SQLiteFailure) -> Int64? {
        let statement = try prepare(sql)
        defer { statement.finalize() }
        return try statement.step() ? statement.int64(0) : nil
    }

    /// The rowid of the last row inserted.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last statement changed.
    var changes: Int { Int(sqlite3_changes(handle)) }

    var lastMessage: String { handle.map { String(cString: sqlite3_errmsg($0)) } ?? "no connection" }

    func failure(_ code: Int32) -> SQLiteFailure {
        let extended = handle.map { sqlite3_extended_errcode($0) } ?? code
        return SQLiteFailure(code: extended == 0 ? code : extended, message: lastMessage)
    }
}

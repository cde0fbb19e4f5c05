import CSQLite

/// A SQLite call that did not succeed: its extended result code and the library's
/// message. The image sorts failures into the three ways it answers them: a file it
/// must wait for, a file it must start again, and a mistake of its own.
struct SQLiteFailure: Error, Sendable, CustomStringConvertible {
    let code: Int32
    let message: String

    var primaryCode: Int32 { code & 0xFF }

    /// Another connection holds the file, or the disk is full: the work waits.
    var isWaitable: Bool {
        switch primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED, SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_PROTOCOL: true
        default: false
        }
    }

    /// The file is not a database, or not a sound one: it is deleted and made again.
    var isDamage: Bool {
        switch primaryCode {
        case SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_FORMAT: true
        default: false
        }
    }

    var description: String { "SQLite \(code): \(message)" }
}

import Foundation

/// One open image file: the connection, the generation this open counts as, and
/// the interned names. Used only on the image's queue.
final class ImageFile {
    /// Why an open began a new file rather than using the one it found.
    enum StartReason: Sendable, Equatable {
        case damaged
        case foreign
        case otherFormat
        case otherVersion
        case overSizeLimit
        case workOutgrewWait
    }

    let path: String
    let version: String
    private(set) var connection: SQLiteConnection
    private(set) var generation: Int64 = 0
    private var nameIDs: [String: Int64] = [:]
    private var namesByID: [Int64: String] = [:]
    /// Names interned by the transaction in progress, forgotten if it rolls back.
    private var namesThisTransaction: [String] = []
    /// The rows this open dropped because the last launch left them unread.
    private(set) var agedRows = 0
    private var statements: [String: SQLiteStatement] = [:]

    static let busyTimeout: Int32 = 200

    /// Opens the file at `path`, making it when absent and making it again when it
    /// is not an image of this format and version; `startAgain` begins a new one
    /// whatever is there. A file another connection holds throws a waitable failure.
    init(path: String, version: String, startAgain: StartReason? = nil) throws(SQLiteFailure) {
        self.path = path
        self.version = version
        if startAgain != nil { Self.deleteFiles(at: path) }
        startReason = startAgain
        connection = try SQLiteConnection(path: path, busyTimeout: Self.busyTimeout)
        do throws(SQLiteFailure) {
            try prepareConnection()
            try begin()
        } catch {
            guard error.isDamage else { throw error }
            try restart()
        }
    }

    /// Why the open started again, if it did.
    private(set) var startReason: StartReason?

    deinit {
        close()
    }

    func close() {
        for statement in statements.values { statement.finalize() }
        statements = [:]
        connection.close()
    }

    // MARK: Opening

    private func prepareConnection() throws(SQLiteFailure) {
        try connection.execute("PRAGMA journal_mode=WAL")
        try connection.execute("PRAGMA synchronous=NORMAL")
    }

    /// Reads the file's marks in one write transaction and counts this open as a
    /// launch; a file that is not this image is made again.
    private func begin() throws(SQLiteFailure) {
        try connection.execute("BEGIN IMMEDIATE")
        let verdict: StartReason?
        do throws(SQLiteFailure) {
            verdict = try inspect()
            if verdict == nil {
                if try tableNames().isEmpty {
                    try connection.execute(ImageTables.create)
                    try setMeta("format", ImageTables.format)
                    try setMeta("version", version)
                    generation = 1
                } else {
                    generation = (Int64(try meta("generation") ?? "0") ?? 0) + 1
                    agedRows = try dropRows(before: generation - 1)
                    if agedRows > 0 { try pruneNames() }
                }
                try setMeta("generation", String(generation))
                try connection.execute("COMMIT")
            } else {
                try connection.execute("ROLLBACK")
            }
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        if let verdict {
            try restart(verdict)
            return
        }
        try loadNames()
    }

    /// Nil for a file that is this image, or empty; else why it is not.
    private func inspect() throws(SQLiteFailure) -> StartReason? {
        let tables = try tableNames()
        if tables.isEmpty { return nil }
        guard tables == ImageTables.names else { return .foreign }
        guard try meta("format") == ImageTables.format else { return .otherFormat }
        guard try meta("version") == version else { return .otherVersion }
        return nil
    }

    private func tableNames() throws(SQLiteFailure) -> [String] {
        let statement = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        defer { statement.finalize() }
        var names: [String] = []
        while try statement.step() { names.append(statement.text(0)) }
        return names
    }

    private func meta(_ key: String) throws(SQLiteFailure) -> String? {
        let statement = try cached("SELECT value FROM meta WHERE key = ?")
        defer { statement.reset() }
        statement.bind(key, at: 1)
        return try statement.step() ? statement.text(0) : nil
    }

    private func setMeta(_ key: String, _ value: String) throws(SQLiteFailure) {
        let statement = try cached("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)")
        statement.bind(key, at: 1)
        statement.bind(value, at: 2)
        try statement.run()
    }

    /// Deletes the file and makes an empty image in its place.
    func restart(_ reason: StartReason = .damaged) throws(SQLiteFailure) {
        close()
        Self.deleteFiles(at: path)
        connection = try SQLiteConnection(path: path, busyTimeout: Self.busyTimeout)
        nameIDs = [:]
        namesByID = [:]
        try prepareConnection()
        try connection.execute("BEGIN IMMEDIATE")
        do throws(SQLiteFailure) {
            try connection.execute(ImageTables.create)
            try setMeta("format", ImageTables.format)
            try setMeta("version", version)
            generation = 1
            try setMeta("generation", "1")
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        startReason = reason
    }

    /// The log before the database: a database left alone is an older, consistent
    /// image, where a log left alone would be replayed into the next file made here.
    static func deleteFiles(at path: String) {
        for suffix in ["-wal", "-shm", ""] {
            unlink(path + suffix)
        }
    }

    private func loadNames() throws(SQLiteFailure) {
        let statement = try connection.prepare("SELECT id, name FROM names")
        defer { statement.finalize() }
        nameIDs = [:]
        namesByID = [:]
        while try statement.step() {
            let id = statement.int64(0)
            let name = statement.text(1)
            nameIDs[name] = id
            namesByID[id] = name
        }
    }

    // MARK: Size

    /// The bytes the file takes, with its log folded in.
    func size() throws(SQLiteFailure) -> Int {
        try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let pages = try connection.integer("PRAGMA page_count") ?? 0
        let pageSize = try connection.integer("PRAGMA page_size") ?? 0
        return Int(pages * pageSize)
    }

    /// The bytes the file and its log take on disk: at least what `size()` folds
    /// them into, since the log may hold a page more than once, so a file under a
    /// limit by this count needs no checkpoint (two syncs) at its open to know it.
    private func bytesOnDisk() -> Int {
        ["", "-wal"].reduce(0) { total, suffix in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path + suffix)
            return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
        }
    }

    /// Over `limit` once the open dropped the rows of launches before the last,
    /// evicts the last launch's rows and shrinks the file; with nothing left to
    /// evict and the file still over, starts again. Returns the rows evicted.
    func evict(toFit limit: Int) throws(SQLiteFailure) -> Int {
        if agedRows > 0 { try connection.execute("VACUUM") }
        guard bytesOnDisk() > limit, try size() > limit else { return 0 }
        try connection.execute("BEGIN IMMEDIATE")
        let evicted: Int
        do throws(SQLiteFailure) {
            evicted = try dropRows(before: generation)
            try pruneNames()
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        try connection.execute("VACUUM")
        if try size() > limit {
            try restart(.overSizeLimit)
        }
        return evicted
    }

    /// Deletes the rows last used before `generation`, in a transaction in progress.
    private func dropRows(before generation: Int64) throws(SQLiteFailure) -> Int {
        var dropped = 0
        for table in ["records", "root", "fetches"] {
            let statement = try cached("DELETE FROM \(table) WHERE generation < ?")
            statement.bind(generation, at: 1)
            try statement.run()
            dropped += connection.changes
        }
        return dropped
    }

    /// Deletes the names no row uses any more, in a transaction in progress.
    private func pruneNames() throws(SQLiteFailure) {
        var used: Set<Int64> = []
        let records = try cached("SELECT type, body FROM records")
        defer { records.reset() }
        while try records.step() {
            used.insert(records.int64(0))
            used.formUnion(RowCodec.names(in: records.blob(1)))
        }
        let root = try cached("SELECT name, cell FROM root")
        defer { root.reset() }
        while try root.step() {
            used.insert(root.int64(0))
            used.formUnion(RowCodec.names(in: RowCodec.body([(root.int64(0), root.blob(1))])))
        }
        let delete = try cached("DELETE FROM names WHERE id = ?")
        for (id, name) in namesByID where !used.contains(id) {
            delete.bind(id, at: 1)
            try delete.run()
            namesByID[id] = nil
            nameIDs[name] = nil
        }
    }

    // MARK: Names

    private func intern(_ name: String) throws(SQLiteFailure) -> Int64 {
        if let id = nameIDs[name] { return id }
        let statement = try cached("INSERT INTO names (name) VALUES (?)")
        statement.bind(name, at: 1)
        try statement.run()
        let id = connection.lastInsertedRowID
        nameIDs[name] = id
        namesByID[id] = name
        namesThisTransaction.append(name)
        return id
    }

    private func nameText(_ id: Int64) -> String? {
        namesByID[id]
    }

    // MARK: Writing

    /// Writes the work in one transaction. Returns the rows written.
    func write(_ work: [ImageWork]) throws(SQLiteFailure) -> Int {
        try connection.execute("BEGIN IMMEDIATE")
        namesThisTransaction = []
        var rows = 0
        do throws(SQLiteFailure) {
            for item in work {
                try apply(item)
                rows += item.rowCount
            }
            try connection.execute("COMMIT")
            return rows
        } catch {
            try? connection.execute("ROLLBACK")
            for name in namesThisTransaction {
                if let id = nameIDs.removeValue(forKey: name) { namesByID[id] = nil }
            }
            throw error
        }
    }

    private func apply(_ item: ImageWork) throws(SQLiteFailure) {
        switch item {
        case let .record(snapshot):
            try write(snapshot)
        case let .rootCell(cell):
            if cell.value == .missing && cell.error == nil {
                guard let id = nameIDs[cell.name] else { return }
                let statement = try cached("DELETE FROM root WHERE name = ?")
                statement.bind(id, at: 1)
                try statement.run()
                return
            }
            let id = try intern(cell.name)
            let statement = try cached("INSERT OR REPLACE INTO root (name, generation, cell) VALUES (?, ?, ?)")
            statement.bind(id, at: 1)
            statement.bind(generation, at: 2)
            statement.bind(try RowCodec.payload(cell.value, cell.error, intern: intern), at: 3)
            try statement.run()
        case let .fetch(operation, time):
            let statement = try cached("INSERT OR REPLACE INTO fetches (operation, time, generation) VALUES (?, ?, ?)")
            statement.bind(operation, at: 1)
            statement.bind(time, at: 2)
            statement.bind(generation, at: 3)
            try statement.run()
        case let .invalidate(time):
            // One mark for every fetch row: a fetch at or before it reads stale.
            if (try invalidationTime() ?? -.infinity) < time { try setMeta("invalidated", String(time)) }
        case let .touch(rows):
            try touch(rows)
        case let .membership(type, condition):
            let statement = try cached("INSERT OR IGNORE INTO memberships (type, condition) VALUES (?, ?)")
            statement.bind(type, at: 1)
            statement.bind(condition, at: 2)
            try statement.run()
        case let .forget(key):
            let statement = try cached("DELETE FROM records WHERE key = ?")
            statement.bind(key.rawValue, at: 1)
            try statement.run()
        }
    }

    private func write(_ snapshot: RecordSnapshot) throws(SQLiteFailure) {
        var cells: [(name: Int64, payload: [UInt8])] = []
        cells.reserveCapacity(snapshot.cells.count)
        for cell in snapshot.cells {
            cells.append((try intern(cell.name), try RowCodec.payload(cell.value, cell.error, intern: intern)))
        }
        if !snapshot.replacesRow {
            let existing = try cached("SELECT flags, body FROM records WHERE key = ?")
            existing.bind(snapshot.key.rawValue, at: 1)
            if try existing.step(), existing.int64(0) & ImageTables.deletedFlag == 0 {
                let written = Set(cells.map(\.name))
                for old in RowCodec.cells(of: existing.blob(1)) where !written.contains(old.name) {
                    cells.append((old.name, Array(old.payload)))
                }
            }
            existing.reset()
        }
        let statement = try cached(
            "INSERT OR REPLACE INTO records (key, type, flags, generation, body) VALUES (?, ?, ?, ?, ?)")
        statement.bind(snapshot.key.rawValue, at: 1)
        statement.bind(try intern(snapshot.type), at: 2)
        statement.bind(snapshot.isDeleted ? ImageTables.deletedFlag : 0, at: 3)
        statement.bind(generation, at: 4)
        statement.bind(RowCodec.body(cells), at: 5)
        try statement.run()
    }

    private func touch(_ rows: TouchedRows) throws(SQLiteFailure) {
        let records = try cached("UPDATE records SET generation = ? WHERE key = ?")
        for key in rows.records {
            records.bind(generation, at: 1)
            records.bind(key.rawValue, at: 2)
            try records.run()
        }
        let root = try cached("UPDATE root SET generation = ? WHERE name = ?")
        for name in rows.rootCells {
            guard let id = nameIDs[name] else { continue }
            root.bind(generation, at: 1)
            root.bind(id, at: 2)
            try root.run()
        }
        let fetches = try cached("UPDATE fetches SET generation = ? WHERE operation = ?")
        for operation in rows.fetches {
            fetches.bind(generation, at: 1)
            fetches.bind(operation, at: 2)
            try fetches.run()
        }
    }

    // MARK: Reading

    /// Runs `body` inside one read transaction.
    func reading<T>(_ body: () throws(SQLiteFailure) -> T) throws(SQLiteFailure) -> T {
        try connection.execute("BEGIN")
        do throws(SQLiteFailure) {
            let value = try body()
            try connection.execute("COMMIT")
            return value
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// The rows of `keys` the file holds.
    func rows(_ keys: [RecordKey]) throws(SQLiteFailure) -> [StoredRow] {
        let statement = try cached("SELECT type, flags, body FROM records WHERE key = ?")
        var rows: [StoredRow] = []
        rows.reserveCapacity(keys.count)
        for key in keys {
            statement.bind(key.rawValue, at: 1)
            defer { statement.reset() }
            guard try statement.step(), let type = nameText(statement.int64(0)) else { continue }
            let isDeleted = statement.int64(1) & ImageTables.deletedFlag != 0
            let (cells, ids) = isDeleted ? ([], []) : decode(statement.blob(2))
            rows.append(StoredRow(key: key, type: type, isDeleted: isDeleted, cells: cells, nameIDs: ids))
        }
        return rows
    }

    /// A body's cells and their name ids, up to the first that does not decode.
    private func decode(_ body: [UInt8]) -> ([ImageCell], [Int64]) {
        let encoded = RowCodec.cells(of: body)
        var cells: [ImageCell] = []
        var ids: [Int64] = []
        cells.reserveCapacity(encoded.count)
        ids.reserveCapacity(encoded.count)
        for cell in encoded {
            guard let cellName = nameText(cell.name),
                  let (value, error) = RowCodec.value(of: cell.payload, name: nameText)
            else { break }
            cells.append(ImageCell(name: cellName, value: value, error: error))
            ids.append(cell.name)
        }
        return (cells, ids)
    }

    /// The query root's cells among `names` that the file holds.
    func rootCells(_ names: [String]) throws(SQLiteFailure) -> [ImageCell] {
        let statement = try cached("SELECT cell FROM root WHERE name = ?")
        var cells: [ImageCell] = []
        for cellName in names {
            guard let id = nameIDs[cellName] else { continue }
            statement.bind(id, at: 1)
            defer { statement.reset() }
            guard try statement.step(), let (value, error) = RowCodec.value(of: statement.blob(0)[...], name: nameText)
            else { continue }
            cells.append(ImageCell(name: cellName, value: value, error: error))
        }
        return cells
    }

    /// When `operation` last fetched, in seconds since 1970.
    func fetchTime(_ operation: String) throws(SQLiteFailure) -> Double? {
        let statement = try cached("SELECT time FROM fetches WHERE operation = ?")
        defer { statement.reset() }
        statement.bind(operation, at: 1)
        return try statement.step() ? statement.double(0) : nil
    }

    /// When `operation` last fetched, in seconds since 1970, and whether an
    /// invalidation came at or after it, in this launch or an earlier one.
    func fetchAge(_ operation: String) throws(SQLiteFailure) -> (time: Double, invalidated: Bool)? {
        guard let time = try fetchTime(operation) else { return nil }
        return (time, (try invalidationTime()).map { $0 >= time } ?? false)
    }

    /// The latest invalidation's time, in seconds since 1970.
    private func invalidationTime() throws(SQLiteFailure) -> Double? {
        try meta("invalidated").flatMap(Double.init)
    }

    /// Every membership responses taught, as type and condition names.
    func memberships() throws(SQLiteFailure) -> [(type: String, condition: String)] {
        let statement = try cached("SELECT type, condition FROM memberships")
        defer { statement.reset() }
        var pairs: [(type: String, condition: String)] = []
        while try statement.step() { pairs.append((statement.text(0), statement.text(1))) }
        return pairs
    }

    private func cached(_ sql: String) throws(SQLiteFailure) -> SQLiteStatement {
        if let statement = statements[sql] { return statement }
        let statement = try connection.prepare(sql)
        statements[sql] = statement
        return statement
    }
}

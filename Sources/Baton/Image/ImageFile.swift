import BatonSupport
import Foundation

/// One open image file: the connection, the generation this open counts as, and
/// the interned names. Used only on the image's queue.
final class ImageFile {
    /// Why an open began a new file rather than using the one it found.
    enum StartReason: Sendable, Equatable {
        case damaged
        case otherFormat
        case otherVersion
        case overSizeLimit
        case workOutgrewWait
    }

    /// Why an open gave no file: SQLite failed, or the file found is not ours to use.
    enum OpenFailure: Error {
        case sqlite(SQLiteFailure)
        case refused(ImageRefusal)
    }

    /// What an open found at the path.
    private enum Verdict {
        /// An image of ours of this format and version, or nothing yet.
        case usable
        case startAgain(StartReason)
        /// A database that is not an image of ours.
        case foreign
    }

    let path: String
    let version: String
    let access: ImagePlace.Access
    private(set) var connection: SQLiteConnection
    private(set) var generation: Int64 = 0
    /// The memberships responses taught earlier launches, read at the open, which
    /// runs while the app sets its terminal up, for the first hydration to learn.
    private(set) var membershipsAtOpen: [(type: String, condition: String)] = []
    private var names: ImageNames!
    private var statements: [String: SQLiteStatement] = [:]

    /// How long a write or a read waits for a file another connection holds.
    static let busyTimeout: Int32 = 200
    private let busyWait: BusyWait

    /// Opens the file at `path`, making it when absent and making it again when it
    /// is an image of ours of another format or version, or damaged; `startAgain`
    /// begins a new one whatever is there. A database that is not an image of ours
    /// is refused and left as it is. Read-only, the file is read as it is and never
    /// changed. A file another connection holds throws a waitable failure.
    init(path: String, version: String, access: ImagePlace.Access = .readWrite, startAgain: StartReason? = nil,
         busyWait: BusyWait = BusyWait(milliseconds: ImageFile.busyTimeout)) throws(OpenFailure) {
        self.path = path
        self.version = version
        self.access = access
        self.busyWait = busyWait
        do throws(SQLiteFailure) {
            if access == .readWrite {
                if startAgain != nil { Self.deleteFiles(at: path) }
                Self.createPrivately(path)
            }
            connection = try SQLiteConnection(path: path, busyWait: busyWait, readOnly: access == .readOnly)
        } catch {
            throw .sqlite(error)
        }
        names = ImageNames(connection: connection) { [unowned self] sql throws(SQLiteFailure) in try cached(sql) }
        startReason = startAgain
        let verdict: Verdict
        do throws(SQLiteFailure) {
            if access == .readWrite { try prepareConnection() }
            verdict = try begin()
        } catch {
            guard error.isDamage else { throw .sqlite(error) }
            verdict = .startAgain(.damaged)
        }
        switch verdict {
        case .usable:
            return
        case .foreign:
            close()
            throw .refused(.foreignDatabase)
        case let .startAgain(reason):
            // A file read-only cannot be made again: without a usable image there is none.
            guard access == .readWrite else {
                close()
                throw .refused(.readOnlyWithoutImage)
            }
            do throws(SQLiteFailure) {
                try restart(reason)
            } catch {
                throw .sqlite(error)
            }
        }
    }

    /// The file at `path` for the eviction of launch `generation`'s open (see
    /// `ImageEviction`): a second connection, which counts no launch of its own.
    init(evicting path: String, for generation: Int64, busyWait: BusyWait) throws(SQLiteFailure) {
        self.path = path
        self.version = ""
        self.access = .readWrite
        self.busyWait = busyWait
        self.generation = generation
        connection = try SQLiteConnection(path: path, busyWait: busyWait)
        names = ImageNames(connection: connection) { [unowned self] sql throws(SQLiteFailure) in try cached(sql) }
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

    /// Makes the file, when absent, readable and writable by its owner alone, as the
    /// log and shared memory SQLite makes beside it will be: an image holds private data.
    private static func createPrivately(_ path: String) {
        let descriptor = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            fchmod(descriptor, 0o600)
            Foundation.close(descriptor)
        }
    }

    /// Reads the file's marks and, writable, counts this open as a launch in the same
    /// transaction; a file that is an image of ours of another format or version is
    /// to start again, and a database that is not an image of ours is refused.
    private func begin() throws(SQLiteFailure) -> Verdict {
        try connection.execute(access == .readWrite ? "BEGIN IMMEDIATE" : "BEGIN")
        do throws(SQLiteFailure) {
            let verdict = try inspect()
            guard case .usable = verdict else {
                try connection.execute("ROLLBACK")
                return verdict
            }
            let stored = Int64(try meta("generation") ?? "0") ?? 0
            if access == .readOnly {
                generation = stored
            } else {
                if try tableNames().isEmpty {
                    try connection.execute(ImageTables.create)
                    try setMeta("format", ImageTables.format)
                    try setMeta("version", version)
                }
                generation = stored + 1
                try setMeta("generation", String(generation))
            }
            try names.beginTransaction()
            membershipsAtOpen = try memberships()
            try prepareReads()
            try connection.execute("COMMIT")
            return .usable
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// What the file is: empty, an image of ours (by its format mark) of this format
    /// and version or not, or a database of someone else's.
    private func inspect() throws(SQLiteFailure) -> Verdict {
        let tables = try tableNames()
        if tables.isEmpty { return access == .readWrite ? .usable : .startAgain(.damaged) }
        guard tables.contains("meta"), let format = try meta("format"), format.hasPrefix(ImageTables.formatFamily)
        else { return .foreign }
        guard format == ImageTables.format, tables == ImageTables.names else { return .startAgain(.otherFormat) }
        guard try meta("version") == version else { return .startAgain(.otherVersion) }
        return .usable
    }

    private func tableNames() throws(SQLiteFailure) -> [String] {
        let statement = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        defer { statement.finalize() }
        var names: [String] = []
        while try statement.step() { names.append(statement.text(0)) }
        return names
    }

    /// A mark of the file; nil when absent or when the file's meta table is not ours.
    private func meta(_ key: String) throws(SQLiteFailure) -> String? {
        let statement: SQLiteStatement
        do throws(SQLiteFailure) {
            statement = try cached("SELECT value FROM meta WHERE key = ?")
        } catch {
            // A meta table of another shape is someone else's.
            guard error.primaryCode == 1 else { throw error }
            return nil
        }
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
        Self.createPrivately(path)
        connection = try SQLiteConnection(path: path, busyWait: busyWait)
        names = ImageNames(connection: connection) { [unowned self] sql throws(SQLiteFailure) in try cached(sql) }
        try prepareConnection()
        try connection.execute("BEGIN IMMEDIATE")
        do throws(SQLiteFailure) {
            try connection.execute(ImageTables.create)
            try setMeta("format", ImageTables.format)
            try setMeta("version", version)
            generation = 1
            try setMeta("generation", "1")
            membershipsAtOpen = []
            try names.beginTransaction()
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        try prepareReads()
        startReason = reason
    }

    /// The log before the database: a database left alone is an older, consistent
    /// image, where a log left alone would be replayed into the next file made here.
    static func deleteFiles(at path: String) {
        for suffix in ["-wal", "-shm", ""] {
            unlink(path + suffix)
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
            var status = stat()
            return total + (stat(path + suffix, &status) == 0 ? Int(status.st_size) : 0)
        }
    }

    /// Whether the file and its log take more than `limit` bytes on disk.
    func isOver(_ limit: Int) -> Bool {
        bytesOnDisk() > limit
    }

    /// Over `limit`, evicts the rows of the launches before this one, oldest first, as
    /// many launches as bring the file under it, and shrinks the file. Returns the rows
    /// evicted and whether the file fits: it does not when this launch's rows alone are
    /// over. Rows are kept by the launch that last wrote or read them, so what an
    /// operation read in one launch goes or stays together; `marks` gives the rows this
    /// launch read that are not marked yet, before each deletion.
    func evict(toFit limit: Int, keeping marks: () -> [TouchedRows]) throws(SQLiteFailure) -> (rows: Int, fits: Bool) {
        var evicted = 0
        var size = try size()
        while size > limit {
            let launches = try bytesByLaunch()
            // Rows' bytes scaled by what the file spends on each: the share to keep.
            let total = launches.reduce(0) { $0 + $1.bytes }
            let kept = Double(limit) * Double(total) / Double(size)
            var remaining = total
            var through: Int64?
            for launch in launches where launch.generation < generation && Double(remaining) > kept {
                remaining -= launch.bytes
                through = launch.generation
            }
            guard let through else { return (evicted, false) }
            evicted += try dropLaunches(through: through, keeping: marks())
            try connection.execute("VACUUM")
            size = try self.size()
        }
        return (evicted, true)
    }

    /// The bytes of the rows each launch last used, oldest launch first.
    private func bytesByLaunch() throws(SQLiteFailure) -> [(generation: Int64, bytes: Int)] {
        let statement = try cached("""
            SELECT generation, sum(bytes) FROM (
                SELECT generation, length(key) + length(body) + 16 AS bytes FROM records
                UNION ALL SELECT generation, length(cell) + 16 FROM root
                UNION ALL SELECT generation, length(operation) + 24 FROM fetches
            ) GROUP BY generation ORDER BY generation
            """)
        defer { statement.reset() }
        var launches: [(generation: Int64, bytes: Int)] = []
        while try statement.step() { launches.append((statement.int64(0), Int(statement.int64(1)))) }
        return launches
    }

    /// Deletes the rows last used by launch `generation` or before, but those `marks`
    /// makes this launch's, and the names no row uses any more, in one transaction.
    private func dropLaunches(through generation: Int64, keeping marks: [TouchedRows]) throws(SQLiteFailure) -> Int {
        try writing { () throws(SQLiteFailure) -> Int in
            for rows in marks { try touch(rows) }
            var dropped = 0
            for table in ["records", "root", "fetches"] {
                let statement = try cached("DELETE FROM \(table) WHERE generation <= ?")
                statement.bind(generation, at: 1)
                try statement.run()
                dropped += connection.changes
            }
            try names.prune()
            return dropped
        }
    }

    // MARK: Writing

    /// Writes the work in one transaction. Returns the rows written.
    func write(_ work: [ImageWork]) throws(SQLiteFailure) -> Int {
        try writing { () throws(SQLiteFailure) -> Int in
            var rows = 0
            for item in work {
                try apply(item)
                rows += item.rowCount
            }
            return rows
        }
    }

    /// Runs `body` inside one write transaction (see `transaction`).
    private func writing<T>(_ body: () throws(SQLiteFailure) -> T) throws(SQLiteFailure) -> T {
        try transaction("BEGIN IMMEDIATE", body)
    }

    /// Runs `body` inside the transaction `begin` starts, with the names read again if
    /// another process deleted some; a failure rolls both back. The statements that
    /// begin and end it stay prepared: parsing them each time (with the first read's)
    /// took 7% of a hydration.
    private func transaction<T>(_ begin: String, _ body: () throws(SQLiteFailure) -> T) throws(SQLiteFailure) -> T {
        try cached(begin).run()
        do throws(SQLiteFailure) {
            try names.beginTransaction()
            let value = try body()
            try cached("COMMIT").run()
            return value
        } catch {
            try? connection.execute("ROLLBACK")
            names.rollBack()
            throw error
        }
    }

    private func apply(_ item: ImageWork) throws(SQLiteFailure) {
        switch item {
        case var .records(batch):
            batch.makeRows()
            for snapshot in batch.rows { try write(snapshot) }
        case let .rootCell(cell):
            if cell.value == .missing && cell.error == nil {
                guard let id = try names.id(of: cell.name) else { return }
                let statement = try cached("DELETE FROM root WHERE name = ?")
                statement.bind(id, at: 1)
                try statement.run()
                return
            }
            let id = try names.intern(cell.name)
            let statement = try cached("INSERT OR REPLACE INTO root (name, generation, cell) VALUES (?, ?, ?)")
            statement.bind(id, at: 1)
            statement.bind(generation, at: 2)
            statement.bind(try RowCodec.payload(cell.value, cell.error, intern: names.intern), at: 3)
            try statement.run()
        case let .fetch(operation, time):
            // A fetch written after an invalidation of the same instant came after
            // it: the writer's order breaks the tie the clock cannot, so it reads
            // fresh as memory, which orders by epoch, reads it.
            let stamped = try invalidationTime() == time ? time.nextUp : time
            let statement = try cached("INSERT OR REPLACE INTO fetches (operation, time, generation) VALUES (?, ?, ?)")
            statement.bind(operation, at: 1)
            statement.bind(stamped, at: 2)
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
            cells.append((try names.intern(cell.name), try RowCodec.payload(cell.value, cell.error, intern: names.intern)))
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
        statement.bind(try names.intern(snapshot.type), at: 2)
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
            guard let id = try names.id(of: name) else { continue }
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

    /// Runs `body` inside one read transaction (see `transaction`).
    func reading<T>(_ body: () throws(SQLiteFailure) -> T) throws(SQLiteFailure) -> T {
        try transaction("BEGIN", body)
    }

    /// The rows of `keys`, each in its key's place, nil where the file holds none.
    /// One statement reads them all: the keys go in as a JSON array, each looked up
    /// in turn, which spares a statement's start and reset per row.
    func rows(_ keys: [RecordKey]) throws(SQLiteFailure) -> [StoredRow?] {
        var rows = [StoredRow?](repeating: nil, count: keys.count)
        guard !keys.isEmpty else { return rows }
        var list = "["
        list.reserveCapacity(keys.count * 16)
        for (position, key) in keys.enumerated() {
            list.append(position > 0 ? ",\"" : "\"")
            JSONText.appendEscaped(key.rawValue, to: &list)
            list.append("\"")
        }
        list.append("]")
        let statement = try cached(Self.rowsQuery)
        statement.bind(list, at: 1)
        defer { statement.reset() }
        while try statement.step() {
            let position = Int(statement.int64(0))
            guard position >= 0, position < keys.count else { continue }
            let isDeleted = statement.int64(1) & ImageTables.deletedFlag != 0
            rows[position] = StoredRow(isDeleted: isDeleted, cells: isDeleted ? [] : statement.withBlob(2, decode))
        }
        return rows
    }

    private static let rowsQuery = """
        SELECT list.key, records.flags, records.body
        FROM json_each(?) AS list CROSS JOIN records ON records.key = list.value
        """
    private static let rootCellQuery = "SELECT cell FROM root WHERE name = ?"

    /// Prepares the statements a hydration reads with, at the open, which runs
    /// while the app sets its terminal up, rather than at the first hydration.
    private func prepareReads() throws(SQLiteFailure) {
        for sql in ["BEGIN", "COMMIT", Self.rowsQuery, Self.rootCellQuery] { _ = try cached(sql) }
    }

    /// The names as this transaction knows them, for a reader on another thread.
    var nameSnapshot: NameSnapshot { names.snapshot }

    /// A body's cells, up to the first that does not decode. Consecutive links
    /// mostly name one type, so the last type's name is kept at hand.
    private func decode(_ body: UnsafeRawBufferPointer) -> [StoredCell] {
        var cells: [StoredCell] = []
        cells.reserveCapacity(RowCodec.cellCount(of: body))
        var lastType: (id: Int64, name: String)?
        RowCodec.forEachCell(of: body) { nameID, payload in
            names.learn(nameID)
            let decoded = RowCodec.value(of: payload) { id in
                if let lastType, lastType.id == id { return lastType.name }
                let name = names.name(id)
                lastType = name.map { (id, $0) }
                return name
            }
            guard let (value, error) = decoded else { return false }
            cells.append(StoredCell(nameID: nameID, value: value, error: error))
            return true
        }
        return cells
    }

    /// The query root's cells among `cellNames` that the file holds.
    func rootCells(_ cellNames: [String]) throws(SQLiteFailure) -> [ImageCell] {
        let statement = try cached(Self.rootCellQuery)
        var cells: [ImageCell] = []
        for cellName in cellNames {
            guard let id = try names.id(of: cellName) else { continue }
            statement.bind(id, at: 1)
            defer { statement.reset() }
            guard try statement.step(),
                  let (value, error) = statement.withBlob(0, { RowCodec.value(of: $0, name: names.name) })
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
    private func memberships() throws(SQLiteFailure) -> [(type: String, condition: String)] {
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

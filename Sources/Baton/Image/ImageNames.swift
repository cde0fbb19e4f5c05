/// The file's table of names as one connection knows it: a row names its type and
/// its cells by number, since slot numbers belong to a process. Several processes may
/// share a file: another may add a name this one lacks, so a name or an id the cache
/// does not hold is looked up in the file, and an insert that meets the same name
/// takes the id already there. Another may also delete names no row uses any more,
/// at its eviction: each deletion moves the file's names epoch, and a transaction
/// that finds the epoch moved reads the table again before it uses an id.
/// Used only on the image's queue, inside the file's transactions.
final class ImageNames {
    typealias Prepare = (String) throws(SQLiteFailure) -> SQLiteStatement

    private let prepare: Prepare
    private let connection: SQLiteConnection
    private var ids: [String: Int64] = [:]
    private var names: [Int64: String] = [:]
    /// Names this connection added in the transaction in progress, forgotten if it rolls back.
    private var addedThisTransaction: [String] = []
    /// The epoch the cache was read at.
    private var epoch: String?
    /// Moves whenever an id may have stopped naming what it named (the table read
    /// again, a name forgotten), so that what was resolved by id is resolved again.
    private var revision = 0
    /// The highest id the cache holds: a higher one was added by another process.
    private var highestID: Int64 = 0

    static let epochKey = "namesEpoch"

    init(connection: SQLiteConnection, prepare: @escaping Prepare) {
        self.connection = connection
        self.prepare = prepare
    }

    /// At a transaction's start: reads the table again if a deletion moved the epoch.
    func beginTransaction() throws(SQLiteFailure) {
        addedThisTransaction = []
        let statement = try prepare("SELECT value FROM meta WHERE key = '\(Self.epochKey)'")
        defer { statement.reset() }
        let current = try statement.step() ? statement.text(0) : ""
        guard current != epoch else { return }
        try load()
        epoch = current
    }

    /// A transaction rolled back: the ids it added are not the file's.
    func rollBack() {
        for name in addedThisTransaction {
            if let id = ids.removeValue(forKey: name) { names[id] = nil }
        }
        if !addedThisTransaction.isEmpty { revision += 1 }
        addedThisTransaction = []
    }

    private func load() throws(SQLiteFailure) {
        let statement = try prepare("SELECT id, name FROM names")
        defer { statement.reset() }
        ids = [:]
        names = [:]
        highestID = 0
        revision += 1
        while try statement.step() {
            remember(statement.text(1), statement.int64(0))
        }
    }

    private func remember(_ name: String, _ id: Int64) {
        ids[name] = id
        names[id] = name
        highestID = max(highestID, id)
    }

    /// Learns the name of an id another process added since the table was read,
    /// so that a snapshot taken after holds it.
    func learn(_ id: Int64) {
        if id > highestID { _ = name(id) }
    }

    /// The names as the cache holds them now, for another thread to resolve ids
    /// read in the same transaction.
    var snapshot: NameSnapshot { NameSnapshot(names: names, revision: revision) }

    /// The name's id, added to the file if absent there, inside a write transaction.
    func intern(_ name: String) throws(SQLiteFailure) -> Int64 {
        if let id = ids[name] { return id }
        let insert = try prepare("INSERT OR IGNORE INTO names (name) VALUES (?)")
        insert.bind(name, at: 1)
        try insert.run()
        let id: Int64
        if connection.changes == 1 {
            id = connection.lastInsertedRowID
            addedThisTransaction.append(name)
        } else {
            // Another process added it since this one read the table.
            guard let known = try lookUp(name) else {
                throw SQLiteFailure(code: 1, message: "the name table lost a name it refused to add again")
            }
            id = known
        }
        remember(name, id)
        return id
    }

    /// The id of a name the file holds; nil when it holds none.
    func id(of name: String) throws(SQLiteFailure) -> Int64? {
        if let id = ids[name] { return id }
        return try lookUp(name)
    }

    private func lookUp(_ name: String) throws(SQLiteFailure) -> Int64? {
        let select = try prepare("SELECT id FROM names WHERE name = ?")
        defer { select.reset() }
        select.bind(name, at: 1)
        guard try select.step() else { return nil }
        let id = select.int64(0)
        remember(name, id)
        return id
    }

    /// The name of an id, looked up in the file when another process added it; nil
    /// for an id the file does not hold.
    func name(_ id: Int64) -> String? {
        if let name = names[id] { return name }
        guard let select = try? prepare("SELECT name FROM names WHERE id = ?") else { return nil }
        defer { select.reset() }
        select.bind(id, at: 1)
        guard (try? select.step()) == true else { return nil }
        let name = select.text(0)
        remember(name, id)
        return name
    }

    /// Deletes the names no row uses, inside a write transaction, and moves the epoch
    /// so that other connections read the table again.
    func prune() throws(SQLiteFailure) {
        var used: Set<Int64> = []
        let records = try prepare("SELECT type, body FROM records")
        defer { records.reset() }
        while try records.step() {
            used.insert(records.int64(0))
            used.formUnion(RowCodec.names(in: records.blob(1)))
        }
        let root = try prepare("SELECT name, cell FROM root")
        defer { root.reset() }
        while try root.step() {
            used.insert(root.int64(0))
            used.formUnion(RowCodec.names(in: RowCodec.body([(root.int64(0), root.blob(1))])))
        }
        try load()
        let delete = try prepare("DELETE FROM names WHERE id = ?")
        var deleted = 0
        for (id, name) in names where !used.contains(id) {
            delete.bind(id, at: 1)
            try delete.run()
            names[id] = nil
            ids[name] = nil
            deleted += 1
        }
        guard deleted > 0 else { return }
        revision += 1
        let moved = String(Int64(epoch ?? "0").map { $0 + 1 } ?? 1)
        let setEpoch = try prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('\(Self.epochKey)', ?)")
        setEpoch.bind(moved, at: 1)
        try setEpoch.run()
        epoch = moved
    }
}

/// The file's names as one read saw them: the main actor resolves a row's name ids
/// through it, and resolves them again once `revision` moved.
struct NameSnapshot: Sendable {
    let names: [Int64: String]
    let revision: Int
}

/// Hydration's part of a plan walk: a level's missing rows read in one read of
/// the image, and their cells written where memory holds nothing.
@MainActor
struct ImageFill {
    /// What a read found for the records waiting for their rows.
    private struct Read {
        let rows: [StoredRow?]
        let rootCells: [ImageCell]
        let names: NameSnapshot
    }

    private let store: Store
    let image: ImageState
    /// Each row name's slot once per type, by type number and then name id (ids
    /// are the file's, dense and small), for the names' revision it was resolved at:
    /// the index its value is kept at (`Store.keptIndex`). That cannot move later:
    /// a twin forms only when the build numbers a text the store rendered before, so
    /// a name resolved to a built slot has none to come, and one resolved to a
    /// rendered key stays kept there.
    private var cellSlots: [[Int32?]] = []
    /// A blank record's cells' slots, made room for once a walk.
    private var blankSlots: [Int32?] = []
    private var namesRevision: Int?
    /// The types links name, by the name a row gives: a handful a walk.
    private var linkTypes: [(name: String, type: TypeID)] = []
    /// Rows read from the image: records' and root fields'.
    private(set) var rowsRead = 0
    /// The rows read, handed to the writer once the walk is over, so that their
    /// write never stands between one level's read and the next.
    private var touched = TouchedRows()

    init(store: Store, image: ImageState) {
        self.store = store
        self.image = image
    }

    /// Reads the records' rows and the root's cells in one read of the image and
    /// fills what memory lacks. A transient root field's subtree is never read,
    /// whatever an older file holds, so it misses whole rather than reading back in part.
    mutating func fill(_ records: [Record], _ rootCellNames: [String], into batch: inout Batch) {
        for record in records { record.imageRowRead = true }
        for name in rootCellNames { image.markAsked(rootCell: name) }
        let records = records.filter { !image.transientRoots.isTransient($0.key) }
        let rootCellNames = rootCellNames.filter { !image.transientRoots.isTransient(rootCell: $0) }
        guard !records.isEmpty || !rootCellNames.isEmpty else { return }
        let writer = image.persistence.writer
        let keys = records.map(\.key)
        guard let read = writer.read({ file throws(SQLiteFailure) in
            Read(rows: try file.rows(keys), rootCells: try file.rootCells(rootCellNames), names: file.nameSnapshot)
        }) else { return }
        fill(records, from: read, into: &batch)
    }

    /// Hands the rows read to the writer, to mark them read in this launch.
    func finish() {
        guard !touched.records.isEmpty || !touched.rootCells.isEmpty else { return }
        image.persistence.writer.enqueue([.touch(touched)], urgent: false)
    }

    /// A record made for the row the image holds under `key`, its cells filled
    /// when the walk reaches it; nil when the image holds none, a deleted one, or
    /// keeps the key transient.
    mutating func record(forRow key: RecordKey, as type: String) -> RecordID? {
        guard !image.transientRoots.isTransient(key) else { return nil }
        let rows = image.persistence.writer.read { file throws(SQLiteFailure) in try file.rows([key]) }
        guard let row = rows?.first ?? nil, !row.isDeleted else { return nil }
        return store.record(for: key, makingAs: linkType(type)).id
    }

    /// Fills the records from the rows read, and the root from its cells.
    private mutating func fill(_ records: [Record], from read: Read, into batch: inout Batch) {
        if read.names.revision != namesRevision {
            cellSlots = []
            namesRevision = read.names.revision
        }
        let root = store.queryRoot
        for cell in read.rootCells {
            fill(root, store.slot(root.type, rendered: cell.name).index, cell.value, cell.error, into: &batch)
        }
        touched.rootCells.append(contentsOf: read.rootCells.map(\.name))
        var found = read.rootCells.count
        store.reserveRecords(read.rows.reduce(0) { $0 + ($1?.linkCount ?? 0) })
        for (record, row) in zip(records, read.rows) {
            guard let row else { continue }
            found += 1
            touched.records.append(record.key)
            if row.isDeleted {
                // Memory wins: only a record nothing wrote yet takes the row's deletion.
                if record.occupiedIndices.isEmpty { batch.delete(record) }
                continue
            }
            fill(record, row.cells, read.names, into: &batch)
        }
        rowsRead += found
        image.persistence.writer.countRead(found)
    }

    /// Writes a row's cells into a record: all of them into one this walk made,
    /// its values grown once, else each into a slot memory holds nothing in.
    private mutating func fill(_ record: Record, _ cells: [StoredCell], _ names: NameSnapshot, into batch: inout Batch) {
        if batch.isBlank(record) {
            var slots: [Int32?] = []
            swap(&slots, &blankSlots)
            defer { swap(&slots, &blankSlots) }
            slots.removeAll(keepingCapacity: true)
            var builtSlots = 0
            for cell in cells {
                let index = slot(of: cell.nameID, on: record.type, names)
                if let index, index >= 0 { builtSlots = max(builtSlots, Int(index) + 1) }
                slots.append(index)
            }
            record.reserveBuildSlots(builtSlots)
            for (cell, index) in zip(cells, slots) {
                guard let index else { continue }
                batch.writeBlank(record, kept: index, slotValue(cell.value), cell.error)
            }
            return
        }
        for cell in cells {
            guard let index = slot(of: cell.nameID, on: record.type, names) else { continue }
            fill(record, index, cell.value, cell.error, into: &batch)
        }
    }

    /// Writes a cell into a slot memory holds nothing in.
    private mutating func fill(
        _ record: Record, _ index: Int32, _ value: ImageValue, _ error: FieldError?, into batch: inout Batch
    ) {
        guard record.value(at: index) == .missing, record.error(at: index) == nil else { return }
        batch.write(record, index, slotValue(value))
        if let error { batch.writeError(record, index, error) }
    }

    /// A row cell's slot on a type, resolved once per name in the walk; nil for an
    /// id the file's names do not hold.
    private mutating func slot(of nameID: Int64, on type: TypeID, _ names: NameSnapshot) -> Int32? {
        let typeNumber = Int(type.number)
        let id = Int(nameID)
        let cached = id >= 0 && id < Self.cachedNameIDs
        if cached, typeNumber < cellSlots.count, id < cellSlots[typeNumber].count,
           let known = cellSlots[typeNumber][id] {
            return known
        }
        guard let name = names.names[nameID] else { return nil }
        let index = store.keptIndex(store.slot(type, rendered: name).index, on: type)
        if cached {
            if typeNumber >= cellSlots.count {
                cellSlots.append(contentsOf: repeatElement([], count: typeNumber + 1 - cellSlots.count))
            }
            if id >= cellSlots[typeNumber].count {
                cellSlots[typeNumber].append(contentsOf: repeatElement(nil, count: id + 1 - cellSlots[typeNumber].count))
            }
            cellSlots[typeNumber][id] = index
        }
        return index
    }

    /// Name ids past this are resolved at each use rather than grow the table.
    private static let cachedNameIDs = 1 << 16

    /// A cell's value in memory, each link's record found, or made for its row to
    /// fill when the walk reaches it. (A closure handed the link instead would be
    /// checked for the main actor at every call.)
    private mutating func slotValue(_ value: ImageValue) -> SlotValue {
        switch value {
        case .missing: return .missing
        case .null: return .null
        case let .bool(flag): return .bool(flag)
        case let .int(number): return .int(number)
        case let .double(number): return .double(number)
        case let .string(text): return .string(text)
        case let .scalars(elements): return .scalars(elements)
        case let .link(target): return .link(linked(target))
        case let .links(targets):
            var ids: [RecordID?] = []
            ids.reserveCapacity(targets.count)
            for target in targets {
                if let target { ids.append(linked(target)) } else { ids.append(nil) }
            }
            return .links(ids)
        }
    }

    private mutating func linked(_ link: RowLink) -> RecordID {
        store.record(for: link.key, makingAs: linkType(link.type)).id
    }

    private mutating func linkType(_ name: String) -> TypeID {
        // A loop rather than `first(where:)`, whose closure is checked for the main actor.
        for known in linkTypes where known.name == name { return known.type }
        let type = TypeID(name)
        linkTypes.append((name, type))
        return type
    }
}

/// How the store answered an operation's selection.
public struct Hydration: Sendable, Equatable {
    public enum Answer: Sendable, Equatable {
        /// Memory held every field the selection waits for.
        case memory
        /// It did once the image filled what memory lacked.
        case image
        /// A field is in neither.
        case miss
    }

    public let answer: Answer
    /// Rows read from the image by this walk: records' and root fields'.
    public let rowsRead: Int
}

extension Store {
    /// Walks `plan`'s selection from the query root under `variables` and fills,
    /// from the image, what memory lacks: each record's row read once a launch,
    /// each root field's row on its own, and memory kept wherever it holds a value.
    /// What the walk writes is one local batch, notified once it is over; it never
    /// reaches the image. Only the availability check calls this, when memory
    /// alone cannot answer.
    public func hydrate(_ plan: Plan, variables: Variables) -> Hydration {
        guard plan.kind == .query else {
            return Hydration(answer: HydrationWalk.answersFromMemory(plan, variables, self) ? .memory : .miss,
                             rowsRead: 0)
        }
        learnImageMemberships()
        image?.learnTransientRoots(of: plan)
        var walk = HydrationWalk(store: self, plan: plan, variables: variables, image: image)
        walk.bindsLookups = true
        return walk.run()
    }
}

/// The walk of one hydration: breadth first from the root, each level's missing
/// rows read in one read of the image, and the records that waited for them
/// visited again.
@MainActor
struct HydrationWalk {
    /// A field of a selection as a type's records hold it.
    private struct ResolvedField {
        let index: Int32
        let storageKey: String
        /// The selection a link's records are read against; nil for a scalar.
        let child: Int?
        /// Whether the check does not wait for the field: a deferred part delivers
        /// it, or it is the client's, which no server sends.
        let isUnwaited: Bool
        /// The entity a root field names by its arguments, when it is a lookup.
        let lookup: (key: RecordKey, type: String)?
    }

    private struct Resolution: Hashable {
        let selection: Int
        let type: Int32
    }

    /// What a read found for the records waiting for their rows.
    private struct Read {
        let rows: [StoredRow?]
        let rootCells: [ImageCell]
        let names: NameSnapshot
    }

    private enum Outcome {
        case done
        /// The record lacks a field and its row was not read yet.
        case needsRow
        /// The root lacks these fields and their rows were not asked for yet.
        case needsRootCells([String])
    }

    private let store: Store
    private let plan: Plan
    private let variables: Variables
    private let image: ImageState?
    private var batch: Batch
    /// Per selection, a bit by record number: whether the walk reached the record
    /// with it. Words rather than a set: no hashing, and 900 records are 15 words.
    private var visited: [[UInt64]]
    /// Each selection's fields resolved once per type, for every record it reaches.
    private var resolutions: [Resolution: [ResolvedField]] = [:]
    /// The last of them: a level's records are mostly of one type under one selection.
    private var lastResolution: (resolution: Resolution, fields: [ResolvedField])?
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
    private var complete = true
    /// Whether a missing lookup field is bound to the entity it names: in the
    /// availability check, and in no other walk (a collection's mark binds nothing).
    var bindsLookups = false
    private var rowsRead = 0
    /// The rows read, handed to the writer once the walk is over, so that their
    /// write never stands between one level's read and the next.
    private var touched = TouchedRows()

    init(store: Store, plan: Plan, variables: Variables, image: ImageState?) {
        self.store = store
        self.plan = plan
        self.variables = variables
        self.image = image
        self.batch = Batch(store: store, firstNew: Int32(store.recordCount))
        self.visited = Array(repeating: [], count: plan.selections.count)
    }

    /// Whether memory alone holds the selection, for a plan whose root the image
    /// does not keep.
    static func answersFromMemory(_ plan: Plan, _ variables: Variables, _ store: Store) -> Bool {
        var walk = HydrationWalk(store: store, plan: plan, variables: variables, image: nil)
        return walk.run().answer == .memory
    }

    /// What a walk of memory alone reaches from the plan's root: the records a
    /// root of that operation value holds, and the store's rendered slots its
    /// fields name, which its lenses resolved too.
    static func reached(_ plan: Plan, _ variables: Variables, _ store: Store)
        -> (records: [RecordID], renderedSlots: [Int32]) {
        var walk = HydrationWalk(store: store, plan: plan, variables: variables, image: nil)
        _ = walk.run()
        let rendered = walk.resolutions.values.flatMap { $0.map(\.index).filter { $0 < 0 } }
        // Every record reached under any selection: the selections' words together.
        var reached = [UInt64](repeating: 0, count: walk.visited.map(\.count).max() ?? 0)
        for words in walk.visited {
            for (index, word) in words.enumerated() { reached[index] |= word }
        }
        var records: [RecordID] = []
        for (index, word) in reached.enumerated() where word != 0 {
            for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { records.append(RecordID(index * 64 + bit)) }
        }
        return (records, rendered)
    }

    mutating func run() -> Hydration {
        guard let root = store.record(for: plan.kind.rootKey) else { return Hydration(answer: .miss, rowsRead: 0) }
        var pending: [(Record, Int)] = []
        follow(root.id, plan.root, &pending)
        while !pending.isEmpty {
            var next: [(Record, Int)] = []
            var waiting: [(Record, Int)] = []
            var needRows: [Record] = []
            var rootCells: [String] = []
            for (record, selection) in pending {
                switch visit(record, selection, &next) {
                case .done: break
                case .needsRow:
                    waiting.append((record, selection))
                    needRows.append(record)
                case let .needsRootCells(names):
                    waiting.append((record, selection))
                    rootCells.append(contentsOf: names)
                }
            }
            if !needRows.isEmpty || !rootCells.isEmpty {
                fill(needRows, rootCells)
                next.append(contentsOf: waiting)
            }
            pending = next
        }
        if let image, !touched.records.isEmpty || !touched.rootCells.isEmpty {
            image.persistence.writer.enqueue([.touch(touched)], urgent: false)
        }
        _ = batch.finish()
        let answer: Hydration.Answer = !complete ? .miss : rowsRead > 0 ? .image : .memory
        return Hydration(answer: answer, rowsRead: rowsRead)
    }

    /// Checks one record against a selection, queueing the records its links reach.
    private mutating func visit(_ record: Record, _ selection: Int, _ next: inout [(Record, Int)]) -> Outcome {
        guard !record.isDeleted else { return .done }
        let isRoot = record.key == .queryRoot
        let fields = resolved(selection, record.type)
        // A record only a link made holds nothing: its row is read before a field is looked at.
        if image != nil, !isRoot, !record.imageRowRead, record.isBlank, !fields.isEmpty { return .needsRow }
        var missingRootCells: [String] = []
        for field in fields {
            switch record.value(at: field.index) {
            case .missing:
                if let image {
                    if isRoot, !image.askedRootCells.contains(field.storageKey) {
                        missingRootCells.append(field.storageKey)
                        continue
                    }
                    if !isRoot, !record.imageRowRead { return .needsRow }
                }
                if isRoot, bindsLookups, let lookup = field.lookup, let target = bound(lookup.key, lookup.type) {
                    batch.write(record, field.index, .link(target))
                    follow(target, field.child, &next)
                    continue
                }
                // A deferred part still to come leaves the rest of the operation to
                // render; a client field is hydrated when the image holds it, never waited for.
                if !field.isUnwaited { complete = false }
            case let .link(id):
                follow(id, field.child, &next)
            case let .links(ids):
                for id in ids {
                    if let id { follow(id, field.child, &next) }
                }
            default:
                break
            }
        }
        return missingRootCells.isEmpty ? .done : .needsRootCells(missingRootCells)
    }

    private mutating func follow(_ id: RecordID, _ child: Int?, _ next: inout [(Record, Int)]) {
        guard let child else { return }
        let number = Int(id.index)
        guard !Self.isSet(number, in: visited[child]) else { return }
        let word = number / 64
        if word >= visited[child].count {
            visited[child].append(contentsOf: repeatElement(0, count: word + 1 - visited[child].count))
        }
        visited[child][word] |= 1 << UInt64(number % 64)
        next.append((store.record(id), child))
    }

    private static func isSet(_ number: Int, in words: [UInt64]) -> Bool {
        let word = number / 64
        return word < words.count && words[word] & (1 << UInt64(number % 64)) != 0
    }

    /// The fields a record of `type` reads under a selection as the variables
    /// select them: its variant's; for a type no variant lists, the fields every
    /// other type reads and those of each condition the store learned it satisfies,
    /// the first by response key winning. Their storage keys are numbered as the
    /// ingest numbers them.
    private mutating func resolved(_ selection: Int, _ type: TypeID) -> [ResolvedField] {
        let resolution = Resolution(selection: selection, type: type.number)
        if let last = lastResolution, last.resolution == resolution { return last.fields }
        if let fields = resolutions[resolution] {
            lastResolution = (resolution, fields)
            return fields
        }
        let name = type.name
        let declared = plan.selections[selection]
        var selected: [Field]
        if let variant = declared.variants.first(where: { $0.types.contains(name) }) {
            selected = variant.fields.filter { Guard.selects($0.guards, variables) }
        } else {
            selected = (declared.variants.first { $0.types.isEmpty }?.fields ?? [])
                .filter { Guard.selects($0.guards, variables) }
            for condition in declared.conditions where store.hasLearned(type, satisfies: condition.name) {
                for field in condition.fields where Guard.selects(field.guards, variables)
                    && !selected.contains(where: { $0.responseKey == field.responseKey }) {
                    selected.append(field)
                }
            }
        }
        let fields = selected.map { field in
            let index: Int32
            let text: String
            switch field.storageKey {
            case let .constant(constant):
                text = constant
                index = Registry.shared.slot(type, constant).index
            case .arguments:
                text = field.storageKey.render(variables)
                index = store.slot(type, rendered: text).index
            }
            let child: Int? = switch field.kind {
            case let .link(selection), let .links(selection): selection
            case .scalar, .scalarList: nil
            }
            var lookup: (key: RecordKey, type: String)?
            if case .link = field.kind, let type = field.lookup?.type, let key = field.lookup?.key(variables) {
                lookup = (key, type)
            }
            return ResolvedField(index: index, storageKey: text, child: child,
                                 isUnwaited: field.deferred != nil || field.isClient, lookup: lookup)
        }
        resolutions[resolution] = fields
        lastResolution = (resolution, fields)
        return fields
    }

    /// The live record a lookup names: memory's, else one registered for the row
    /// the image holds (its cells filled when the walk reaches it); nil when
    /// neither holds it, or it is deleted.
    private mutating func bound(_ key: RecordKey, _ type: String) -> RecordID? {
        if let record = store.record(for: key) { return record.isDeleted ? nil : record.id }
        guard let image, !image.transientRoots.isTransient(key) else { return nil }
        let rows = image.persistence.writer.read { file throws(SQLiteFailure) in try file.rows([key]) }
        guard let row = rows?.first ?? nil, !row.isDeleted else { return nil }
        return store.record(for: key, makingAs: linkType(type)).id
    }

    // MARK: Filling from the image

    /// Reads the records' rows in one read of the image and fills what memory
    /// lacks. A transient root field's subtree is never read, whatever an older file
    /// holds, so it misses whole rather than reading back in part.
    private mutating func fill(_ records: [Record], _ rootCellNames: [String]) {
        guard let image else { return }
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
        fill(records, from: read)
    }

    /// Fills the records from the rows read, and the root from its cells.
    private mutating func fill(_ records: [Record], from read: Read) {
        if read.names.revision != namesRevision {
            cellSlots = []
            namesRevision = read.names.revision
        }
        let root = store.queryRoot
        for cell in read.rootCells {
            fill(root, store.slot(root.type, rendered: cell.name).index, cell.value, cell.error)
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
            fill(record, row.cells, read.names)
        }
        rowsRead += found
        image?.persistence.writer.countRead(found)
    }

    /// Writes a row's cells into a record: all of them into one this walk made,
    /// its values grown once, else each into a slot memory holds nothing in.
    private mutating func fill(_ record: Record, _ cells: [StoredCell], _ names: NameSnapshot) {
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
            fill(record, index, cell.value, cell.error)
        }
    }

    /// Writes a cell into a slot memory holds nothing in.
    private mutating func fill(_ record: Record, _ index: Int32, _ value: ImageValue, _ error: FieldError?) {
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


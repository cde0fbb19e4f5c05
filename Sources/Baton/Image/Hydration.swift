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
        return walk.run()
    }
}

/// The walk of one hydration: breadth first from the root, each level's missing
/// rows read in one read of the image, and the records that waited for them
/// visited again.
@MainActor
struct HydrationWalk {
    private struct Visit: Hashable {
        let record: RecordID
        let selection: Int
    }

    /// A field of a selection as a type's records hold it.
    private struct ResolvedField {
        let index: Int32
        let storageKey: String
        /// The selection a link's records are read against; nil for a scalar.
        let child: Int?
    }

    private struct Resolution: Hashable {
        let selection: Int
        let type: Int32
    }

    private struct CellSlot: Hashable {
        let type: Int32
        let nameID: Int64
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
    private var visited: Set<Visit> = []
    /// Each selection's fields resolved once per type, for every record it reaches.
    private var resolutions: [Resolution: [ResolvedField]] = [:]
    /// Each row name's slot once per type, with the name, since ids are the file's.
    private var cellSlots: [CellSlot: (index: Int32, name: String)] = [:]
    private var complete = true
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
        return (walk.visited.map(\.record), rendered)
    }

    mutating func run() -> Hydration {
        guard let root = store.record(for: plan.kind.rootKey) else { return Hydration(answer: .miss, rowsRead: 0) }
        var pending: [(Record, Int)] = [(root, plan.root)]
        visited.insert(Visit(record: root.id, selection: plan.root))
        while !pending.isEmpty {
            var next: [(Record, Int)] = []
            var waiting: [(Record, Int)] = []
            var rows: [RecordKey] = []
            var rootCells: [String] = []
            for (record, selection) in pending {
                switch visit(record, selection, &next) {
                case .done: break
                case .needsRow:
                    waiting.append((record, selection))
                    rows.append(record.key)
                case let .needsRootCells(names):
                    waiting.append((record, selection))
                    rootCells.append(contentsOf: names)
                }
            }
            if !rows.isEmpty || !rootCells.isEmpty {
                fill(rows, rootCells)
                next.append(contentsOf: waiting)
            }
            pending = next
        }
        if let image, !touched.records.isEmpty || !touched.rootCells.isEmpty {
            image.persistence.writer.enqueue([.touch(touched)])
        }
        _ = batch.finish()
        let answer: Hydration.Answer = !complete ? .miss : rowsRead > 0 ? .image : .memory
        return Hydration(answer: answer, rowsRead: rowsRead)
    }

    /// Checks one record against a selection, queueing the records its links reach.
    private mutating func visit(_ record: Record, _ selection: Int, _ next: inout [(Record, Int)]) -> Outcome {
        guard !record.isDeleted else { return .done }
        let isRoot = record.key == .queryRoot
        var missingRootCells: [String] = []
        for field in resolved(selection, record.type) {
            switch record.value(at: field.index) {
            case .missing:
                if let image {
                    if isRoot, !image.askedRootCells.contains(field.storageKey) {
                        missingRootCells.append(field.storageKey)
                        continue
                    }
                    if !isRoot, !image.readRows.contains(record.key) { return .needsRow }
                }
                complete = false
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
        if visited.insert(Visit(record: id, selection: child)).inserted {
            next.append((store.record(id), child))
        }
    }

    /// The fields a record of `type` reads under a selection as the variables
    /// select them: its variant's; for a type no variant lists, the fields every
    /// other type reads and those of each condition the store learned it satisfies,
    /// the first by response key winning. Their storage keys are numbered as the
    /// ingest numbers them.
    private mutating func resolved(_ selection: Int, _ type: TypeID) -> [ResolvedField] {
        let resolution = Resolution(selection: selection, type: type.number)
        if let fields = resolutions[resolution] { return fields }
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
            return ResolvedField(index: index, storageKey: text, child: child)
        }
        resolutions[resolution] = fields
        return fields
    }

    // MARK: Filling from the image

    /// Reads the rows in one read of the image and fills what memory lacks. A
    /// transient root field's subtree is never read, whatever an older file holds,
    /// so it misses whole rather than reading back in part.
    private mutating func fill(_ keys: [RecordKey], _ rootCellNames: [String]) {
        guard let image else { return }
        for key in keys { image.markRead(key) }
        for name in rootCellNames { image.markAsked(rootCell: name) }
        let keys = keys.filter { !image.transientRoots.isTransient($0) }
        let rootCellNames = rootCellNames.filter { !image.transientRoots.isTransient(rootCell: $0) }
        guard !keys.isEmpty || !rootCellNames.isEmpty else { return }
        let writer = image.persistence.writer
        guard let (rows, cells) = writer.read({ file throws(SQLiteFailure) in
            (try file.rows(keys), try file.rootCells(rootCellNames))
        }) else { return }
        rowsRead += rows.count + cells.count
        writer.countRead(rows.count + cells.count)
        touched.records.append(contentsOf: rows.map(\.key))
        touched.rootCells.append(contentsOf: cells.map(\.name))
        let root = store.queryRoot
        for cell in cells {
            fill(root, cell, at: store.slot(root.type, rendered: cell.name).index)
        }
        for row in rows {
            guard let record = store.record(for: row.key) else { continue }
            if row.isDeleted {
                // Memory wins: only a record nothing wrote yet takes the row's deletion.
                if record.occupiedIndices.isEmpty { batch.delete(record) }
                continue
            }
            for (cell, nameID) in zip(row.cells, row.nameIDs) {
                fill(record, cell, at: slot(of: cell.name, nameID, on: record.type))
            }
        }
    }

    /// A row cell's slot on a type, resolved once per name in the walk.
    private mutating func slot(of name: String, _ nameID: Int64, on type: TypeID) -> Int32 {
        let key = CellSlot(type: type.number, nameID: nameID)
        if let known = cellSlots[key], known.name == name { return known.index }
        let index = store.slot(type, rendered: name).index
        cellSlots[key] = (index, name)
        return index
    }

    /// Writes a cell into a slot memory holds nothing in.
    private mutating func fill(_ record: Record, _ cell: ImageCell, at index: Int32) {
        guard record.value(at: index) == .missing, record.error(at: index) == nil else { return }
        batch.write(record, index, SlotValue(cell.value, linking: { target($0).id }))
        if let error = cell.error { batch.writeError(record, index, error) }
    }

    /// The record a link names: memory's, or a new one its row will fill when the
    /// walk reaches it.
    private func target(_ link: RowLink) -> Record {
        store.record(for: link.key) ?? store.makeRecord(link.key, type: TypeID(link.type))
    }
}

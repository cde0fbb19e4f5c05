/// One walk of a plan's selection over the store's records: breadth first from
/// the operation's root, each record checked once against each selection that
/// reaches it, and its links followed. It has three uses. The availability check
/// asks whether every field the selection waits for is held
/// (`Environment/Availability.swift`). Hydration fills, as the walk goes, what
/// memory lacks from the image (`Image/Hydration.swift`). The collector marks the
/// records a root reaches (`Lifetime/Collection.swift`).
@MainActor
struct PlanWalk {
    private enum Outcome {
        case done
        /// The record lacks a field and its row was not read yet.
        case needsRow
        /// The root lacks these fields and their rows were not asked for yet.
        case needsRootCells([String])
    }

    private let store: Store
    private let plan: Plan
    private var fields: SelectionFields
    private var batch: Batch
    /// Per selection, a bit by record number: whether the walk reached the record
    /// with it. Words rather than a set: no hashing, and 900 records are 15 words.
    private var visited: [[UInt64]]
    private var complete = true
    /// Whether every deferred part the walk reached was held: checked apart, since
    /// the rest renders without them but a fetch must bring them.
    private(set) var holdsDeferredParts = true
    /// What fills from the image what memory lacks; nil in a walk of memory alone.
    private(set) var filling: ImageFill?
    /// Whether a missing lookup field is bound to the entity it names: in the
    /// availability check, and in no other walk (a collection's mark binds nothing).
    private let bindsLookups: Bool

    init(store: Store, plan: Plan, variables: Variables, filling: ImageFill? = nil, bindsLookups: Bool = false) {
        self.store = store
        self.plan = plan
        self.fields = SelectionFields(store: store, plan: plan, variables: variables)
        self.batch = Batch(store: store, firstNew: Int32(store.recordCount))
        self.visited = Array(repeating: [], count: plan.selections.count)
        self.filling = filling
        self.bindsLookups = bindsLookups
    }

    /// Walks the whole selection, level by level; a level's records that wait for
    /// their rows are filled together, then visited again. What the walk writes is
    /// one local batch, notified once it is over. Returns whether the store holds
    /// every field the selection waits for.
    mutating func run() -> Bool {
        guard let root = store.record(for: plan.kind.rootKey) else { return false }
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
                filling?.fill(needRows, rootCells, into: &batch)
                next.append(contentsOf: waiting)
            }
            pending = next
        }
        filling?.finish()
        let changed = batch.finish().slots
        if !changed.isEmpty || store.recordCount > batch.firstNew { store.countHydration() }
        return complete
    }

    /// Every record the walk reached, under any selection.
    func reachedRecords() -> [RecordID] {
        // The selections' words together.
        var reached = [UInt64](repeating: 0, count: visited.map(\.count).max() ?? 0)
        for words in visited {
            for (index, word) in words.enumerated() { reached[index] |= word }
        }
        var records: [RecordID] = []
        for (index, word) in reached.enumerated() where word != 0 {
            for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { records.append(RecordID(index * 64 + bit)) }
        }
        return records
    }

    /// The store's rendered slots the walked fields name.
    func renderedSlots() -> [Int32] { fields.renderedSlots() }

    /// Checks one record against a selection, queueing the records its links reach.
    private mutating func visit(_ record: Record, _ selection: Int, _ next: inout [(Record, Int)]) -> Outcome {
        guard !record.isDeleted else { return .done }
        let isRoot = record.key == .queryRoot
        let fields = self.fields.resolved(selection, record.type)
        // A record only a link made holds nothing: its row is read before a field is looked at.
        if filling != nil, !isRoot, !record.imageRowRead, record.isBlank, !fields.isEmpty { return .needsRow }
        var missingRootCells: [String] = []
        for field in fields {
            switch record.value(at: field.index) {
            case .missing:
                if let image = filling?.image {
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
                if field.isDeferred {
                    holdsDeferredParts = false
                } else if !field.isClient {
                    complete = false
                }
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

    /// The live record a lookup names: memory's, else one made for the row the
    /// image holds; nil when neither holds it, or it is deleted.
    private mutating func bound(_ key: RecordKey, _ type: String) -> RecordID? {
        if let record = store.record(for: key) { return record.isDeleted ? nil : record.id }
        return filling?.record(forRow: key, as: type)
    }
}

/// What one application of an optimistic layer overwrote, slot by slot on first
/// touch, so that lifting the layer writes the values beneath back. A link is
/// held as the record it named, not its number: a collection between two commits
/// renumbers records but keeps every record a layer holds, and those objects.
@MainActor
struct UndoLog {
    enum Value {
        case plain(SlotValue)
        case link(Record)
        case links([Record?])
    }

    struct Entry {
        let record: Record
        let index: Int32
        let value: Value
        let error: FieldError?
    }

    private struct Touch: Hashable {
        let record: ObjectIdentifier
        let index: Int32
    }

    private(set) var entries: [Entry] = []
    /// Records whose deleted flag the layer changed, with the flag before.
    private(set) var flags: [(record: Record, wasDeleted: Bool)] = []
    private var touched: Set<Touch> = []
    private var flagged: Set<ObjectIdentifier> = []

    mutating func remember(_ record: Record, _ index: Int32, _ value: SlotValue, _ error: FieldError?, in store: Store) {
        // Room for a few slots at the first, as a batch makes (`Batch.firstRoom`).
        if entries.isEmpty {
            touched.reserveCapacity(Batch.firstRoom)
            entries.reserveCapacity(Batch.firstRoom)
        }
        guard touched.insert(Touch(record: ObjectIdentifier(record), index: index)).inserted else { return }
        let held: Value
        switch value {
        case let .link(target): held = .link(store.record(target))
        case let .links(targets): held = .links(targets.map { $0.map(store.record) })
        default: held = .plain(value)
        }
        entries.append(Entry(record: record, index: index, value: held, error: error))
    }

    mutating func rememberFlag(of record: Record) {
        guard flagged.insert(ObjectIdentifier(record)).inserted else { return }
        flags.append((record, record.isDeleted))
    }

    /// Writes back what the layer overwrote, latest first, through `batch`.
    func lift(into batch: inout Batch) {
        for (record, wasDeleted) in flags.reversed() { batch.setDeleted(record, wasDeleted) }
        for entry in entries.reversed() {
            let value: SlotValue = switch entry.value {
            case let .plain(value): value
            case let .link(target): .link(target.id)
            case let .links(targets): .links(targets.map { $0?.id })
            }
            batch.write(entry.record, entry.index, value)
            batch.writeError(entry.record, entry.index, entry.error)
        }
    }

    /// Every record the layer wrote or would link back to: a collection keeps them.
    var heldRecords: [Record] {
        var records = entries.map(\.record) + flags.map(\.record)
        for entry in entries {
            switch entry.value {
            case let .link(target): records.append(target)
            case let .links(targets): records.append(contentsOf: targets.compactMap { $0 })
            case .plain: break
            }
        }
        return records
    }
}

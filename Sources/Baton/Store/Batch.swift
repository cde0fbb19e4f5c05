/// The one way a record is written: a batch remembers each slot's value and error
/// from before its first change, and at its end notifies the slots whose value or
/// error ended different, once each. A slot changed and changed back notifies
/// nothing, and neither does a record the batch made, since nothing read it yet.
/// While an optimistic layer is applied, the batch also keeps the layer's undo log.
@MainActor
struct Batch {
    private struct Touch: Hashable {
        let record: RecordID
        let index: Int32
    }

    private let store: Store
    /// Records numbered from here on were made by this batch.
    let firstNew: Int32
    private var before: [Touch: (value: SlotValue, error: FieldError?)] = [:]
    private var order: [Touch] = []
    /// Each record's deleted flag before the batch first changed it.
    private var flagsBefore: [RecordID: Bool] = [:]
    /// The slots of records this batch made that it gave an error: the log counts
    /// an error's change on any record, as the errors are written after the records.
    private var newRecordErrors: Set<Touch> = []
    /// Lists of links appended to in place, by their count before: their value
    /// before is their start, taken out only when a later write needs it.
    private var grown: [Touch: Int] = [:]
    /// Set while an optimistic layer is applied: what its writes overwrite.
    var undo: UndoLog?
    /// Set by `recordWrites()`: each slot of a record older than the batch written
    /// since, once. A commit under layers hands these to the image, since the
    /// layers applied again can make the batch's net changes hide them.
    private var writes: (order: [Touch], seen: Set<Touch>)?
    /// The slots a batch makes room for when it first remembers one.
    static let firstRoom = 8

    init(store: Store, firstNew: Int32) {
        self.store = store
        self.firstNew = firstNew
    }

    mutating func write(_ record: Record, _ index: Int32, _ value: SlotValue) {
        let index = store.keptIndex(index, on: record.type)
        let current = record.value(at: index)
        guard current != value else { return }
        if current.dropsLinks(overwrittenBy: value) { store.droppedLinkPending = true }
        if case let .links(elements) = value { store.linksWritten += elements.count }
        forgetMergedEdges(of: record, at: index)
        remember(record, index, current)
        record.setValue(value, at: index)
    }

    /// Adds links at the end of the list a slot holds, in place: a page appended
    /// to a long connection costs the page, not the connection, since nothing is
    /// copied or compared but the page's links, and a list that only grows drops
    /// no link. Under an optimistic layer, whose undo log keeps the list it
    /// overwrites, it is a write of the longer list.
    mutating func append(_ added: [RecordID?], toLinksAt index: Int32, of record: Record) {
        let index = store.keptIndex(index, on: record.type)
        guard !added.isEmpty else { return }
        guard undo == nil else {
            guard case let .links(current) = record.value(at: index) else { return }
            write(record, index, .links(current + added))
            return
        }
        forgetMergedEdges(of: record, at: index)
        let touch = Touch(record: record.id, index: index)
        let first = record.id.index < firstNew && before[touch] == nil
        let error = record.error(at: index)
        guard let count = record.appendLinks(added, at: index) else { return }
        store.linksWritten += added.count
        noteWrite(touch)
        guard first else { return }
        before[touch] = (.missing, error)
        grown[touch] = count
        order.append(touch)
    }

    /// Whether the record is one this batch made and nothing wrote yet: its slots
    /// can be written with `writeBlank`, with nothing to compare or remember.
    func isBlank(_ record: Record) -> Bool {
        record.id.index >= firstNew && record.isBlank
    }

    /// Writes a slot of a record `isBlank` said was blank, once a slot, at the
    /// index its value is kept at (`Store.keptIndex`), which the caller resolved.
    mutating func writeBlank(_ record: Record, kept index: Int32, _ value: SlotValue, _ error: FieldError?) {
        record.setValue(value, at: index)
        if let error { record.setError(error, at: index) }
    }

    mutating func writeError(_ record: Record, _ index: Int32, _ error: FieldError?) {
        let index = store.keptIndex(index, on: record.type)
        guard record.error(at: index) != error else { return }
        remember(record, index, record.value(at: index))
        if record.id.index >= firstNew { newRecordErrors.insert(Touch(record: record.id, index: index)) }
        record.setError(error, at: index)
    }

    /// Clears a record's values and errors and flags it deleted; the slots that
    /// link to it are told when the batch ends.
    mutating func delete(_ record: Record) {
        guard !record.isDeleted else { return }
        for index in record.occupiedIndices {
            write(record, index, .missing)
            writeError(record, index, nil)
        }
        setDeleted(record, true)
    }

    mutating func revive(_ record: Record) {
        setDeleted(record, false)
    }

    /// Sets a record's deleted flag, as a deletion, a revival or an undo does; the
    /// slots that link to it are told at the end if the flag ended different.
    mutating func setDeleted(_ record: Record, _ deleted: Bool) {
        guard record.isDeleted != deleted else { return }
        forgetMergedEdges(of: record, at: nil)
        undo?.rememberFlag(of: record)
        if record.id.index < firstNew, flagsBefore[record.id] == nil { flagsBefore[record.id] = record.isDeleted }
        record.markDeleted(deleted)
    }

    /// A merged edge written or deleted may no longer be live, or link a node of
    /// its own, and a connection's edges written by another than its merge are
    /// another list: the next page goes over its connection's edges again.
    private func forgetMergedEdges(of record: Record, at index: Int32?) {
        if store.mergedEdges.isStaled(by: record.id, at: index) { store.mergedEdges.removeAll() }
    }

    private mutating func remember(_ record: Record, _ index: Int32, _ value: SlotValue) {
        let error = record.error(at: index)
        undo?.remember(record, index, value, error, in: store)
        guard record.id.index < firstNew else { return }
        noteWrite(Touch(record: record.id, index: index))
        // Room for a few slots at the first: a small batch (a layer applied or lifted, a
        // one-field commit) grew both from nothing one reallocation at a time.
        if order.isEmpty {
            before.reserveCapacity(Self.firstRoom)
            order.reserveCapacity(Self.firstRoom)
        }
        let touch = Touch(record: record.id, index: index)
        guard before[touch] == nil else {
            // A list appended to is still the longer list here: its start is the value before.
            if !grown.isEmpty, let count = grown.removeValue(forKey: touch), case let .links(elements) = value {
                before[touch]?.value = .links(Array(elements.prefix(count)))
            }
            return
        }
        before[touch] = (value, error)
        order.append(touch)
    }

    /// Starts recording the slots written from here on (`recordedWrites`).
    mutating func recordWrites() {
        writes = ([], [])
    }

    /// The slots written since `recordWrites()`, whether or not they end different.
    var recordedWrites: [ChangedSlot] {
        (writes?.order ?? []).map { touch in
            let record = store.record(touch.record)
            return ChangedSlot(record: record.key, storageKey: store.storageKey(of: touch.index, on: record.type))
        }
    }

    private mutating func noteWrite(_ touch: Touch) {
        guard writes != nil, writes!.seen.insert(touch).inserted else { return }
        writes!.order.append(touch)
    }

    /// Notifies what changed and returns it: the slots notified, and the count the
    /// log gives, each value changed in a record that existed and each error changed
    /// in any record counted apart.
    func finish() -> (slots: [ChangedSlot], count: Int) {
        var changed: [Touch] = []
        // Loops rather than `filter`s: a filter allocates its result even when the set
        // is empty, as it nearly always is, and every batch, a layer's too, paid for two.
        var count = 0
        for touch in newRecordErrors where store.record(touch.record).error(at: touch.index) != nil { count += 1 }
        for touch in order {
            let record = store.record(touch.record)
            let (value, error) = before[touch]!
            // A list appended to and not written since is longer than it was.
            let valueChanged = (!grown.isEmpty && grown[touch] != nil) || record.value(at: touch.index) != value
            let errorChanged = record.error(at: touch.index) != error
            if valueChanged || errorChanged { changed.append(touch) }
            count += (valueChanged ? 1 : 0) + (errorChanged ? 1 : 0)
        }
        var flipped: Set<RecordID> = []
        for (record, wasDeleted) in flagsBefore where store.record(record).isDeleted != wasDeleted {
            flipped.insert(record)
        }
        if !flipped.isEmpty {
            let relinked = linksTo(flipped).filter { before[$0] == nil }
            changed.append(contentsOf: relinked)
            count += relinked.count
        }
        var slots: [ChangedSlot] = []
        slots.reserveCapacity(changed.count)
        for touch in changed {
            let record = store.record(touch.record)
            record.notifyChannel(touch.index)
            slots.append(ChangedSlot(record: record.key, storageKey: store.storageKey(of: touch.index, on: record.type)))
        }
        return (slots, count)
    }

    /// The slots that link to a record deleted or revived: their value is the
    /// same, but what it reads as is not.
    private func linksTo(_ targets: Set<RecordID>) -> [Touch] {
        var touches: [Touch] = []
        for record in store.records where !record.isDeleted && record.id.index < firstNew {
            for index in record.occupiedIndices {
                switch record.value(at: index) {
                case let .link(target) where targets.contains(target):
                    touches.append(Touch(record: record.id, index: index))
                case let .links(elements) where elements.contains(where: { $0.map(targets.contains) ?? false }):
                    touches.append(Touch(record: record.id, index: index))
                default:
                    break
                }
            }
        }
        return touches
    }
}

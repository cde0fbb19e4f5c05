/// A store's side of its image, on the main actor: which root fields this launch
/// asked the image for (which records' rows it read, each record says), and the
/// snapshots each server commit hands the writer.
@MainActor
final class ImageState {
    let persistence: Persistence
    /// Root fields whose rows were asked for.
    private(set) var askedRootCells: Set<String> = []
    /// Whether the store was taught the memberships the file keeps.
    var learnedMemberships = false
    /// Memberships already handed to the writer this launch.
    private var writtenMemberships: Set<ChangeSet.Membership> = []
    /// The root fields whose subtrees stay off the file, with their connections.
    private(set) var transientRoots: TransientRoots
    /// Per type number: nil not yet asked, else whether its records stay off the file.
    private var transientTypes: [Bool?] = []

    init(persistence: Persistence) {
        self.persistence = persistence
        transientRoots = TransientRoots(schema: persistence.schema)
    }

    var schema: ImageSchema { persistence.schema }

    func markAsked(rootCell name: String) {
        askedRootCells.insert(name)
    }

    /// Learns which connection handles a plan reads on transient root fields.
    func learnTransientRoots(of plan: Plan) {
        transientRoots.learn(plan)
    }

    /// A collection cleared these root fields in memory: the image may fill them
    /// again. (The records it removed took their marks with them.)
    func forget(rootCells names: [String]) {
        askedRootCells.subtract(names)
    }

    // MARK: Snapshots

    /// Queues what a server batch changed: each record it changed or made, captured
    /// for the writer to turn into rows, and each changed field of the query root on
    /// its own. The mutation and subscription roots, transient records and transient
    /// root fields with the records keyed under them stay off. Returns the captures.
    func queueSnapshots(of store: Store, changeSet: ChangeSet, changed: [ChangedSlot], firstNew: Int32)
        -> [CapturedRecords.Capture] {
        transientRoots.learn(changeSet)
        let deleted = changeSet.deletions
        var work: [ImageWork] = []
        let maker = cellMaker(of: store)
        var batch = CapturedRecords(maker: maker)
        var taken: Set<RecordKey> = []
        for slot in changed {
            if slot.record == .queryRoot {
                if let cell = rootCell(slot.storageKey, in: store, maker) { work.append(.rootCell(cell)) }
            } else if taken.insert(slot.record).inserted, let record = store.record(for: slot.record) {
                capture(record, into: &batch)
            }
        }
        // The batch reports no slot of a record it made, so these are not taken yet.
        for number in Int(firstNew)..<store.recordCount {
            capture(store.record(RecordID(number)), into: &batch)
        }
        for key in deleted where !taken.contains(key) {
            if let record = store.record(for: key), record.id.index < firstNew { capture(record, into: &batch) }
        }
        if !batch.captures.isEmpty { work.append(.records(batch)) }
        persistence.writer.enqueue(work)
        return batch.captures
    }

    /// Queues what a response taught about types the build did not list, once a
    /// launch each.
    func queueMemberships(_ memberships: [ChangeSet.Membership]) {
        let work = memberships.filter { writtenMemberships.insert($0).inserted }.map { membership in
            ImageWork.membership(type: membership.type.name, condition: membership.condition)
        }
        persistence.writer.enqueue(work)
    }

    /// Queues every record the store holds, for an image attached to a store that
    /// already holds data. Returns the captures.
    func queueEverything(of store: Store) -> [CapturedRecords.Capture] {
        let root = store.queryRoot
        let maker = cellMaker(of: store)
        var batch = CapturedRecords(maker: maker)
        var work: [ImageWork] = root.occupiedIndices.compactMap { index in
            rootCell(store.storageKey(of: index, on: root.type), in: store, maker).map(ImageWork.rootCell)
        }
        for record in store.allRecords { capture(record, into: &batch) }
        if !batch.captures.isEmpty { work.append(.records(batch)) }
        persistence.writer.enqueue(work)
        return batch.captures
    }

    /// What names a batch's slots and links, as the store stands now.
    private func cellMaker(of store: Store) -> CellMaker {
        CellMaker(records: store.records, renderedKeys: store.renderedKeys, schema: schema, transientRoots: transientRoots)
    }

    /// Adds a record's capture to the batch, unless it is a root or stays off the file.
    private func capture(_ record: Record, into batch: inout CapturedRecords) {
        if record.key == .queryRoot || record.key == .mutationRoot || record.key == .subscriptionRoot { return }
        guard !isTransient(record) else { return }
        batch.captures.append(CapturedRecords.Capture(
            key: record.key, type: record.type, isDeleted: record.isDeleted,
            replacesRow: record.isDeleted || record.imageRowRead, slots: record.slots))
    }

    private func rootCell(_ storageKey: String, in store: Store, _ maker: CellMaker) -> ImageCell? {
        guard !transientRoots.isTransient(rootCell: storageKey) else { return nil }
        let root = store.queryRoot
        let index = store.slot(root.type, rendered: storageKey).index
        let value = root.value(at: index)
        let error = root.error(at: index)
        if value == .missing && error == nil { return ImageCell(name: storageKey, value: .missing, error: nil) }
        var cells: [ImageCell] = []
        var names = TypeNames()
        maker.append(storageKey, value, error, to: &cells, &names)
        return cells.first
    }

    /// Whether a record stays off the file: by its type, or by its key under a
    /// transient root field.
    func isTransient(_ record: Record) -> Bool {
        isTransient(record.type) || transientRoots.isTransient(record.key)
    }

    func isTransient(_ type: TypeID) -> Bool {
        guard !schema.transientTypes.isEmpty else { return false }
        let number = Int(type.number)
        if number < transientTypes.count, let known = transientTypes[number] { return known }
        if number >= transientTypes.count {
            transientTypes.append(contentsOf: repeatElement(nil, count: number + 1 - transientTypes.count))
        }
        let transient = schema.transientTypes.contains(type.name)
        transientTypes[number] = transient
        return transient
    }
}

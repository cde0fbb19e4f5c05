/// A store's side of its image, on the main actor: which rows this launch has read
/// (a row is read once, and a record whose row was read replaces it when written),
/// and the snapshots each server commit hands the writer.
@MainActor
final class ImageState {
    let persistence: Persistence
    /// Records whose rows were read into memory, or found absent.
    private(set) var readRows: Set<RecordKey> = []
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
    private var typeNames: [String?] = []
    /// The build's storage keys by type number and slot index, so a snapshot takes
    /// the registry's lock once a slot rather than once a cell.
    private var builtKeys: [[String?]] = []

    init(persistence: Persistence) {
        self.persistence = persistence
        transientRoots = TransientRoots(schema: persistence.schema)
    }

    var schema: ImageSchema { persistence.schema }

    func markRead(_ key: RecordKey) {
        readRows.insert(key)
    }

    func markAsked(rootCell name: String) {
        askedRootCells.insert(name)
    }

    /// Learns which connection handles a plan reads on transient root fields.
    func learnTransientRoots(of plan: Plan) {
        transientRoots.learn(plan)
    }

    /// A collection removed these records and root fields from memory: the image
    /// may fill them again.
    func forget(rows keys: [RecordKey], rootCells names: [String]) {
        readRows.subtract(keys)
        askedRootCells.subtract(names)
    }

    // MARK: Snapshots

    /// Queues what a server batch changed: a snapshot of each record it changed or
    /// made, and each changed field of the query root on its own. The mutation and
    /// subscription roots, transient records and transient root fields with the
    /// records keyed under them stay off.
    func queueSnapshots(of store: Store, changeSet: ChangeSet, changed: [ChangedSlot], firstNew: Int32) {
        transientRoots.learn(changeSet)
        let deleted = changeSet.deletions
        var work: [ImageWork] = []
        var taken: Set<RecordKey> = []
        for slot in changed {
            if slot.record == .queryRoot {
                if let cell = rootCell(slot.storageKey, in: store) { work.append(.rootCell(cell)) }
            } else if taken.insert(slot.record).inserted, let record = store.record(for: slot.record) {
                if let snapshot = snapshot(of: record, in: store) { work.append(.record(snapshot)) }
            }
        }
        // The batch reports no slot of a record it made, so these are not taken yet.
        for number in Int(firstNew)..<store.recordCount {
            if let snapshot = snapshot(of: store.record(RecordID(number)), in: store) { work.append(.record(snapshot)) }
        }
        for key in deleted where !taken.contains(key) {
            if let record = store.record(for: key), record.id.index < firstNew,
               let snapshot = snapshot(of: record, in: store) {
                work.append(.record(snapshot))
            }
        }
        persistence.writer.enqueue(work)
    }

    /// Queues what a response taught about types the build did not list, once a
    /// launch each.
    func queueMemberships(_ memberships: [ChangeSet.Membership]) {
        let work = memberships.filter { writtenMemberships.insert($0).inserted }.map { membership in
            ImageWork.membership(type: name(of: membership.type), condition: membership.condition)
        }
        persistence.writer.enqueue(work)
    }

    /// Queues every record the store holds, for an image attached to a store that
    /// already holds data.
    func queueEverything(of store: Store) {
        let root = store.queryRoot
        var work: [ImageWork] = root.occupiedIndices.compactMap { index in
            rootCell(store.storageKey(of: index, on: root.type), in: store).map(ImageWork.rootCell)
        }
        for record in store.allRecords {
            if let snapshot = snapshot(of: record, in: store) { work.append(.record(snapshot)) }
        }
        persistence.writer.enqueue(work)
    }

    private func snapshot(of record: Record, in store: Store) -> RecordSnapshot? {
        if record.key == .queryRoot || record.key == .mutationRoot || record.key == .subscriptionRoot { return nil }
        guard !isTransient(record) else { return nil }
        var cells: [ImageCell] = []
        if !record.isDeleted {
            for index in record.occupiedIndices {
                if let cell = cell(of: record, index, in: store) { cells.append(cell) }
            }
        }
        return RecordSnapshot(key: record.key, type: name(of: record.type), isDeleted: record.isDeleted,
                              replacesRow: record.isDeleted || readRows.contains(record.key), cells: cells)
    }

    private func rootCell(_ storageKey: String, in store: Store) -> ImageCell? {
        guard !transientRoots.isTransient(rootCell: storageKey) else { return nil }
        let root = store.queryRoot
        let index = store.slot(root.type, rendered: storageKey).index
        if root.value(at: index) == .missing && root.error(at: index) == nil {
            return ImageCell(name: storageKey, value: .missing, error: nil)
        }
        return cell(of: root, index, in: store)
    }

    /// Flags the runtime sets on a record while it works, such as a page load in
    /// flight: true only while this process runs, so they never reach the file.
    private static let runtimeFlags: Set<String> = [PageDirection.next.loadingField, PageDirection.previous.loadingField]

    /// A slot as a cell; nil when it links to a transient record, so that nothing
    /// on disk names one and the next launch fetches the field again, and for a
    /// runtime flag.
    private func cell(of record: Record, _ index: Int32, in store: Store) -> ImageCell? {
        let name = storageKey(of: index, on: record.type, in: store)
        // Every runtime flag begins with an underscore: most names are not hashed for it.
        guard name.utf8.first != UInt8(ascii: "_") || !Self.runtimeFlags.contains(name) else { return nil }
        let value: ImageValue
        switch record.value(at: index) {
        case .missing: value = .missing
        case .null: value = .null
        case let .bool(flag): value = .bool(flag)
        case let .int(number): value = .int(number)
        case let .double(number): value = .double(number)
        case let .string(text): value = .string(text)
        case let .scalars(elements): value = .scalars(elements)
        case let .link(id):
            guard let target = link(to: id, in: store) else { return nil }
            value = .link(target)
        case let .links(ids):
            var targets: [RowLink?] = []
            targets.reserveCapacity(ids.count)
            for id in ids {
                guard let id else {
                    targets.append(nil)
                    continue
                }
                guard let target = link(to: id, in: store) else { return nil }
                targets.append(target)
            }
            value = .links(targets)
        }
        return ImageCell(name: name, value: value, error: record.error(at: index))
    }

    private func link(to id: RecordID, in store: Store) -> RowLink? {
        let target = store.record(id)
        guard !isTransient(target) else { return nil }
        return RowLink(type: name(of: target.type), key: target.key)
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
        let transient = schema.transientTypes.contains(name(of: type))
        transientTypes[number] = transient
        return transient
    }

    private func storageKey(of index: Int32, on type: TypeID, in store: Store) -> String {
        guard index >= 0 else { return store.storageKey(of: index, on: type) }
        let number = Int(type.number)
        if number >= builtKeys.count {
            builtKeys.append(contentsOf: repeatElement([], count: number + 1 - builtKeys.count))
        }
        let slot = Int(index)
        if slot < builtKeys[number].count, let key = builtKeys[number][slot] { return key }
        if slot >= builtKeys[number].count {
            builtKeys[number].append(contentsOf: repeatElement(nil, count: slot + 1 - builtKeys[number].count))
        }
        let key = store.storageKey(of: index, on: type)
        builtKeys[number][slot] = key
        return key
    }

    /// Type names cached by number, so a snapshot takes the registry's lock once a type.
    private func name(of type: TypeID) -> String {
        let number = Int(type.number)
        if number < typeNames.count, let name = typeNames[number] { return name }
        if number >= typeNames.count {
            typeNames.append(contentsOf: repeatElement(nil, count: number + 1 - typeNames.count))
        }
        let name = type.name
        typeNames[number] = name
        return name
    }
}

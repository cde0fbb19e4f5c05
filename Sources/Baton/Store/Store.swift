import Foundation
import Observation

/// All records, owned by the main actor, read synchronously, written only by
/// commits. The three root records always exist.
@MainActor
public final class Store: Observable {
    /// Unchecked for exclusivity: the main actor alone reaches them, and no access
    /// is ever held across a call; the checks cost a hydration a tenth of its time.
    @exclusivity(unchecked) private(set) var records: [Record] = []
    @exclusivity(unchecked) private var index: [RecordKey: RecordID] = [:]
    /// The keys this store rendered from variables, by its number for them; a
    /// freed one is empty, since no rendered key is.
    /// The storage keys this store numbered, rendered from variables, by number.
    private(set) var renderedKeys: [String] = []
    private var renderedNumbers: [String: Int32] = [:]
    /// Build slots numbered after this store rendered their text.
    private var twins = Twins()
    /// What responses taught about types the build did not list: by condition,
    /// whether each type (by number) satisfies it.
    private var learned: [String: [Bool]] = [:]
    /// The store's image, if it was given one.
    var image: ImageState?

    /// Every slot a batch has notified, for tests and the inspector to count.
    public private(set) var notificationCount = 0
    /// How many batches were committed. Observed: a view of the whole store, as
    /// the inspector is, reads it and is told of every batch.
    public var revision: Int {
        registrar.access(self, keyPath: \.revision)
        return batches
    }

    private(set) var batches = 0
    /// Every batch that wrote a record, a hydration's among them: a layer reverted with
    /// none since it was applied leaves the store as it was before it. The revision
    /// leaves hydrations out, since they only fill in what memory lacked from the
    /// image, and a response stays the last one across them.
    private(set) var writtenBatches = 0

    /// Counts a committed batch: observers of the revision (the inspector) hear of it.
    func countBatch() {
        registrar.withMutation(of: self, keyPath: \.revision) { batches += 1 }
        writtenBatches += 1
    }

    /// Counts a hydration's walk that wrote anything, though it never passes through `commit`.
    func countHydration() {
        writtenBatches += 1
    }
    private let registrar = ObservationRegistrar()
    /// The runtime's events; nil logs nothing.
    public var log: ((LogEvent) -> Void)?
    /// Called with the slots each batch notified, as it ends; nil calls nothing.
    /// The log carries only their count, being value-free: a harness comparing
    /// which fields a step changed needs the slots themselves.
    public var notified: (([ChangedSlot]) -> Void)?
    /// How many roots without a holder wait before the oldest leaves.
    public let releaseBufferSize: Int
    /// How old an operation's data may be before it reads stale, for an operation
    /// that states no `cacheExpiration` of its own; nil for no limit.
    public let cacheExpiration: Duration?
    /// The store's clock, which stamps and ages the roots' data.
    let now: @MainActor () -> ContinuousClock.Instant
    /// The wall clock the image keeps ages by across launches: the time a fetch
    /// is recorded at, an invalidation's, and the time since an earlier launch's.
    let wallClock: @MainActor () -> Date
    /// Each root's age and the invalidation epoch.
    var ages = Ages()
    /// Set by a batch that dropped a link; the commit hands it to `droppedLink`.
    var droppedLinkPending = false
    /// Each connection's edges as its last merge wrote them. Unchecked for
    /// exclusivity as `records` is: every write of a batch asks it, and the check
    /// cost more than the question.
    @exclusivity(unchecked) var mergedEdges = MergedEdges()
    /// The links batches wrote: each of a list written whole, only those added to
    /// a list appended to. What tests count a page's work by.
    var linksWritten = 0
    /// Called after a commit that dropped a link, or once a payload root left, so
    /// that a collection follows.
    var droppedLink: (() -> Void)?
    /// The optimistic layers applied, the earliest first.
    var layers: [OptimisticLayer] = []
    /// Completed mutations' payloads, kept apart from the release buffer.
    var payloadRoots: PayloadRoots

    /// A store whose released roots wait `releaseBufferSize` deep, whose data
    /// expires after `cacheExpiration` unless an operation says otherwise, and
    /// whose ages are read from `now` (a test's clock, or the continuous one) and,
    /// across launches, from `wallClock` (a test's, or the system's).
    public init(
        releaseBufferSize: Int = 10, cacheExpiration: Duration? = nil,
        now: @escaping @MainActor () -> ContinuousClock.Instant = { .now },
        wallClock: @escaping @MainActor () -> Date = { Date() }
    ) {
        precondition(releaseBufferSize >= 0, "a release buffer holds zero roots or more")
        self.releaseBufferSize = releaseBufferSize
        self.cacheExpiration = cacheExpiration
        self.now = now
        self.wallClock = wallClock
        self.payloadRoots = PayloadRoots(capacity: releaseBufferSize)
        _ = makeRecord(.queryRoot, type: .query)
        _ = makeRecord(.mutationRoot, type: .mutation)
        _ = makeRecord(.subscriptionRoot, type: .subscription)
    }

    public var recordCount: Int { records.count }

    /// How many keys rendered from variables the store holds, freed ones aside.
    public var renderedKeyCount: Int { renderedNumbers.count }

    /// Every record, in the order the store made them.
    public var allRecords: [Record] { records }

    public func record(for key: RecordKey) -> Record? {
        index[key].map { records[Int($0.index)] }
    }

    public func record(_ id: RecordID) -> Record {
        records[Int(id.index)]
    }

    public var queryRoot: Record { records[0] }

    /// The storage key a slot index names on a type: the build's, or this store's
    /// rendering.
    public func storageKey(of index: Int32, on type: TypeID) -> String {
        index >= 0
            ? Registry.shared.storageKey(of: Slot(type: type, index: index))
            : renderedKeys[Int(Slot.renderedNumber(index))]
    }

    /// The slot of a storage key rendered from variables: the build's slot when
    /// the build names the same text on the type, so that a text has one slot;
    /// else this store's number for it. An owner resolves each key once.
    public func slot(_ type: TypeID, rendered text: String) -> Slot {
        if let built = Registry.shared.existingSlot(type, text) { return built }
        return Slot(type: type, index: Slot.renderedIndex(renderedNumber(text)))
    }

    /// The index a slot's value is kept at: a build slot's rendered twin if it
    /// has one, else the slot's own.
    func keptIndex(_ index: Int32, on type: TypeID) -> Int32 {
        renderedTwin(of: index, on: type) ?? index
    }

    /// The rendered index twinned with a build slot's index, once the build
    /// numbered after this store rendered its text.
    func renderedTwin(of index: Int32, on type: TypeID) -> Int32? {
        guard index >= 0 else { return nil }
        twins.adopt(renderedNumbers)
        return twins.rendered(twinOf: Slot(type: type, index: index)).map(Slot.renderedIndex)
    }

    /// The build slot's index twinned with a rendered index on a type.
    func builtTwin(of index: Int32, on type: TypeID) -> Int32? {
        twins.built(twinOf: Slot.renderedNumber(index), on: type)?.index
    }

    private func renderedNumber(_ text: String) -> Int32 {
        if let number = renderedNumbers[text] { return number }
        // Slots the build numbered before this rendering are not its twins.
        twins.adopt(renderedNumbers)
        let number = Int32(renderedKeys.count)
        renderedKeys.append(text)
        renderedNumbers[text] = number
        return number
    }

    /// Replaces the records with those a collection kept, already renumbered in
    /// order; the index follows, and observers of the whole store hear of it.
    func replaceRecords(with kept: [Record]) {
        records = kept
        mergedEdges.removeAll()
        index.removeAll(keepingCapacity: true)
        for record in kept { index[record.key] = record.id }
        countBatch()
    }

    /// Frees the rendered keys whose numbers are not in `named`. A number is never
    /// given again, so an owner that still holds a freed one reads nothing rather
    /// than another key's value. A number with a twin stays: roots now name the
    /// build slot, and owners that resolved the number before it still read
    /// through it; the build's slots bound how many stay. Returns how many it freed.
    func freeRenderedKeys(keeping named: Set<Int32>) -> Int {
        var freed = 0
        for (number, text) in renderedKeys.enumerated()
            where !text.isEmpty && !named.contains(Int32(number)) && !twins.hasTwin(Int32(number)) {
            renderedNumbers[text] = nil
            renderedKeys[number] = ""
            freed += 1
        }
        return freed
    }

    func makeRecord(_ key: RecordKey, type: TypeID) -> Record {
        let id = RecordID(records.count)
        let record = Record(id: id, key: key, type: type, store: self)
        records.append(record)
        index[key] = id
        return record
    }

    /// Removes the last `count` records, which nothing links to: a reverted layer's.
    func removeLastRecords(_ count: Int) {
        for record in records.suffix(count) { index[record.key] = nil }
        records.removeLast(count)
        mergedEdges.removeAll()
        countBatch()
    }

    /// Makes room for `count` more records, as a hydration does before the links
    /// of the rows it read make them.
    func reserveRecords(_ count: Int) {
        records.reserveCapacity(records.count + count)
        index.reserveCapacity(index.count + count)
    }

    /// The record of `key`, made as a `type` if the store holds none, in one lookup
    /// of the key: a hydration resolves every link it reads this way.
    func record(for key: RecordKey, makingAs type: TypeID) -> Record {
        let next = RecordID(records.count)
        // Reaching the slot through `default:` stores `next` if the key was absent.
        let id = Self.read(&index[key, default: next])
        guard id == next else { return records[Int(id.index)] }
        let record = Record(id: id, key: key, type: type, store: self)
        records.append(record)
        return record
    }

    private static func read(_ id: inout RecordID) -> RecordID { id }

    /// Whether a response said `type` satisfies the interface or union `condition`.
    /// The build's own possible-type sets answer for the types it compiled.
    public func hasLearned(_ type: TypeID, satisfies condition: String) -> Bool {
        guard let table = learned[condition] else { return false }
        let number = Int(type.number)
        return number < table.count && table[number]
    }

    private func learn(_ membership: ChangeSet.Membership) {
        let number = Int(membership.type.number)
        var table = learned[membership.condition, default: []]
        if number >= table.count { table.append(contentsOf: repeatElement(false, count: number + 1 - table.count)) }
        table[number] = true
        learned[membership.condition] = table
    }

    // MARK: Commit

    /// Applies a change set as one batch: memberships learned, records found or
    /// made by key, a deleted one the set names revived, each value written unless
    /// equal to the slot's, a slot written without an error has its error cleared,
    /// then its pages, edits and updaters, the set's field errors, then its deletions. Notifies what ended
    /// different. The kind says whose write it is: the server's, an optimistic
    /// layer's, or the runtime's own.
    ///
    /// Under live optimistic layers the batch lifts them, applies the set, hands
    /// the image the server's values, drops `replacing` (the layer the set answers)
    /// and applies the rest again, so only what differs at the end is notified.
    @discardableResult
    public func commit(_ changeSet: ChangeSet, kind: Commit.Kind = .server, replacing layer: OptimisticLayer? = nil) -> Commit {
        let firstNew = Int32(records.count)
        var batch = Batch(store: self, firstNew: firstNew)
        guard !layers.isEmpty else {
            apply(changeSet, &batch)
            let commit = finish(batch, kind: kind, firstNew: firstNew)
            let captured = queueImageSnapshots(kind, changeSet, changed: commit.changed, firstNew: firstNew)
            verifyInvariants(imageCaptures: captured)
            return commit
        }
        liftLayers(&batch)
        // Every write of the set's own, its edits' and its updaters', as the layers
        // applied again may leave some of them no net change to say.
        batch.recordWrites()
        apply(changeSet, &batch)
        let captured = queueImageSnapshots(kind, changeSet, changed: batch.recordedWrites, firstNew: firstNew)
        if let layer { drop(layer) }
        applyLayers(&batch)
        let commit = finish(batch, kind: kind, firstNew: firstNew)
        verifyInvariants(imageCaptures: captured)
        return commit
    }

    /// Writes a change set's records, values, errors and deletions into a batch.
    func apply(_ changeSet: ChangeSet, _ batch: inout Batch) {
        changeSet.memberships.forEach(learn)

        var targets: [Record] = []
        targets.reserveCapacity(changeSet.records.count)
        for entry in changeSet.records {
            let record = self.record(for: entry.key) ?? makeRecord(entry.key, type: entry.type)
            batch.revive(record)
            targets.append(record)
        }
        // A rendered text is resolved per type, as an owner resolves it: the build
        // may have come to name it on a type since the ingest rendered it.
        var resolved: [(slot: Int32, type: TypeID, index: Int32)] = []
        func storeSlot(_ slot: Int32, on type: TypeID) -> Int32 {
            guard slot < 0 else { return slot }
            if let known = resolved.first(where: { $0.slot == slot && $0.type == type }) { return known.index }
            let index = self.slot(type, rendered: changeSet.renderedKeys[Int(Slot.renderedNumber(slot))]).index
            resolved.append((slot, type, index))
            return index
        }

        var erred: Set<Int64> = []
        for error in changeSet.errors {
            erred.insert(ChangeSet.place(error.record, error.slot))
        }
        for entry in changeSet.entries {
            let record = targets[Int(entry.record)]
            let slot = storeSlot(entry.slot, on: record.type)
            write(entry.value, to: record, slot, changeSet, targets, &batch)
            if record.error(at: slot) != nil,
               !erred.contains(ChangeSet.place(entry.record, entry.slot)) {
                batch.writeError(record, slot, nil)
            }
        }
        mergePages(changeSet, targets, &batch)
        applyEdits(changeSet, targets, &batch)
        runUpdaters(changeSet, &batch)
        for error in changeSet.errors {
            let record = targets[Int(error.record)]
            batch.writeError(record, storeSlot(error.slot, on: record.type), error.error)
        }
        for key in changeSet.deletions {
            if let record = record(for: key) { batch.delete(record) }
        }
    }

    /// Ends a batch: notifies, counts and logs it, and asks for a collection when
    /// it dropped a link.
    @discardableResult
    func finish(_ batch: Batch, kind: Commit.Kind, firstNew: Int32) -> Commit {
        let (changed, count) = batch.finish()
        notificationCount += changed.count
        countBatch()
        notified?(changed)
        log?(.committed(kind, changedSlots: count))
        if droppedLinkPending {
            droppedLinkPending = false
            droppedLink?()
        }
        return Commit(kind: kind, changed: changed, createdRecords: records.count - Int(firstNew))
    }

    /// Writes one entry, comparing before it materializes: a string in place
    /// against the response's bytes, a list of links element by element.
    private func write(
        _ value: ChangeSet.Value, to record: Record, _ slot: Int32,
        _ changeSet: ChangeSet, _ targets: [Record], _ batch: inout Batch
    ) {
        switch value {
        case .null: batch.write(record, slot, .null)
        case let .bool(flag): batch.write(record, slot, .bool(flag))
        case let .int(number): batch.write(record, slot, .int(number))
        case let .double(number): batch.write(record, slot, .double(number))
        case let .string(index): batch.write(record, slot, .string(changeSet.strings[Int(index)]))
        case let .scalars(index): batch.write(record, slot, .scalars(changeSet.scalarLists[Int(index)]))
        case let .text(start, end):
            let range = Int(start)..<Int(end)
            if case var .string(current) = record.value(at: slot), bytesEqual(&current, changeSet.bytes, range) {
                return
            }
            batch.write(record, slot, .string(string(changeSet.bytes, range)))
        case let .link(target):
            batch.write(record, slot, .link(targets[Int(target)].id))
        case let .links(start, end):
            let elements = changeSet.linkLists[Int(start)..<Int(end)]
            if case let .links(current) = record.value(at: slot), current.count == elements.count {
                var same = true
                for (position, element) in elements.enumerated()
                    where current[position] != (element < 0 ? nil : targets[Int(element)].id) {
                    same = false
                    break
                }
                if same { return }
            }
            var ids: [RecordID?] = []
            ids.reserveCapacity(elements.count)
            for element in elements { ids.append(element < 0 ? nil : targets[Int(element)].id) }
            batch.write(record, slot, .links(ids))
        }
    }
}

// Byte work on the response, kept off the main actor's isolation so that its
// closures carry no executor check.

/// Whether a stored string's UTF-8 equals a range of the response's bytes.
private func bytesEqual(_ current: inout String, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    current.withUTF8 { existing in
        existing.count == range.count && bytes.withUnsafeBufferPointer { buffer in
            range.isEmpty || memcmp(existing.baseAddress!, buffer.baseAddress! + range.lowerBound, range.count) == 0
        }
    }
}

/// A range of the response's bytes, which the ingest checked are UTF-8, as a string.
private func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
}

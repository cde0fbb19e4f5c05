/// The records a server batch changed, captured on the main actor for the writer to
/// turn into rows on its own queue. The capture costs the main actor a few retains a
/// record: each record's slot arrays (copied on write, so a later batch leaves them as
/// they were), and once a batch the store's record table and rendered keys, through
/// which the writer names the slots and the records a link points at (`CellMaker`).
struct CapturedRecords: Sendable {
    /// One record: its identity, whether it was deleted, whether its row is replaced
    /// (memory read it) or merged into, and its slots as the batch left them.
    struct Capture: Sendable {
        let key: RecordKey
        let type: TypeID
        let isDeleted: Bool
        let replacesRow: Bool
        let slots: Record.Slots
    }

    var captures: [Capture] = []
    /// Nil once the rows are made: the store's table is let go then, so that a batch
    /// kept for a locked file never makes the main actor copy it when it adds a record.
    private var maker: CellMaker?
    /// The rows, once the writer made them from the captures.
    private(set) var rows: [RecordSnapshot] = []

    init(maker: CellMaker) {
        self.maker = maker
    }

    var count: Int { captures.count + rows.count }

    /// Makes the rows from the captures, on the writer's queue as it takes the batch.
    mutating func makeRows() {
        guard let maker else { return }
        rows = snapshots(maker)
        captures = []
        self.maker = nil
    }

    /// Each capture as the row the writer writes.
    private func snapshots(_ maker: CellMaker) -> [RecordSnapshot] {
        var names = TypeNames()
        return captures.map { capture in
            var cells: [ImageCell] = []
            if !capture.isDeleted {
                cells.reserveCapacity(capture.slots.values.count + capture.slots.rendered.count)
                let slots = capture.slots
                for (index, value) in slots.values.enumerated() where !value.isMissing {
                    let index = Int32(index)
                    maker.append(maker.key(index, on: capture.type), value, slots.error(at: index), to: &cells, &names)
                }
                for entry in slots.rendered where !entry.value.isMissing {
                    let index = Slot.renderedIndex(entry.number)
                    maker.append(maker.key(index, on: capture.type), entry.value, slots.error(at: index), to: &cells,
                                      &names)
                }
                // A field the server failed holds an error and no value.
                for entry in slots.errors where !slots.holdsValue(at: entry.index) {
                    maker.append(maker.key(entry.index, on: capture.type), .missing, entry.error, to: &cells, &names)
                }
            }
            return RecordSnapshot(key: capture.key, type: names.name(of: capture.type), isDeleted: capture.isDeleted,
                                  replacesRow: capture.replacesRow, cells: cells)
        }
    }
}

/// Type names by number, each asked of the registry once.
struct TypeNames {
    private var names: [Int32: String] = [:]

    mutating func name(of type: TypeID) -> String {
        if let known = names[type.number] { return known }
        let name = type.name
        names[type.number] = name
        return name
    }
}

/// What turns a slot into an image cell, on any thread: the store's records by number
/// (a link names one by it) and its rendered keys as a batch left them, and what stays
/// off the file.
struct CellMaker: Sendable {
    let records: [Record]
    let renderedKeys: [String]
    let schema: ImageSchema
    let transientRoots: TransientRoots

    /// Flags the runtime sets on a record while it works, such as a page load in
    /// flight: true only while this process runs, so they never reach the file.
    private static let runtimeFlags: Set<String> = [PageDirection.next.loadingField, PageDirection.previous.loadingField]

    /// A slot index's storage key on a type.
    func key(_ index: Int32, on type: TypeID) -> String {
        index >= 0 ? Registry.shared.storageKey(of: Slot(type: type, index: index)) : renderedKeys[Int(Slot.renderedNumber(index))]
    }

    /// A slot as a cell, unless it is a runtime flag or links to a transient record (so
    /// that nothing on disk names one and the next launch fetches the field again).
    func append(_ key: String, _ slot: SlotValue, _ error: FieldError?, to cells: inout [ImageCell],
                _ names: inout TypeNames) {
        // Every runtime flag begins with an underscore: most keys are not hashed for it.
        guard key.utf8.first != UInt8(ascii: "_") || !Self.runtimeFlags.contains(key) else { return }
        guard let value = ImageValue(slot, naming: { link(to: $0, &names) }) else { return }
        cells.append(ImageCell(name: key, value: value, error: error))
    }

    private func link(to id: RecordID, _ names: inout TypeNames) -> RowLink? {
        let target = records[Int(id.index)]
        let type = names.name(of: target.type)
        guard !schema.transientTypes.contains(type), !transientRoots.isTransient(target.key) else { return nil }
        return RowLink(type: type, key: target.key)
    }
}

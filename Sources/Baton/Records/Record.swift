import Observation

/// A normalized object of the store: its type, key and slots, the field errors
/// beside them, and whether a deletion removed it.
///
/// Values are sized by what was written: the build's slots in an array by number,
/// the store's rendered keys in a short list sorted by number. Each slot is an
/// invalidation channel: a read registers on it, and a batch that changed it tells
/// it, so a body is invalidated by a change to a field it read and nothing else.
/// Only a batch writes a record.
@MainActor
public final class Record: Observable {
    /// Renumbered only by a collection, which keeps the order of the survivors.
    public internal(set) var id: RecordID
    /// The reads of scopes not yet ended (`ReadScope`); beside `id`, in its padding.
    /// This and the other fields every read touches are unchecked for exclusivity (see
    /// `values`): a checked access costs a read more than the read itself.
    @exclusivity(unchecked) private var scopedReads: UInt32 = 0
    public let key: RecordKey
    public let type: TypeID
    public private(set) var isDeleted = false
    /// Whether this launch read the record's row from the store's image, or found
    /// none: a row is read once, and a record whose row was read replaces it when
    /// written. Kept on the record rather than in a set of keys, so that a hydration
    /// marks its rows without hashing, and a record a collection removes takes its
    /// mark with it.
    var imageRowRead = false
    /// Whether an observer no scope counts may have read the record: its registrar stays.
    @exclusivity(unchecked) private var readUnscoped = false

    /// Weak, so that a record a lens still holds after its store went reads as
    /// absent rather than crashing; nil too once a collection removed the record.
    private(set) weak var store: Store?
    /// Made at the record's first read: a record nothing read has no reader to tell of
    /// a change, and most records of a long list are never read (only the rows on
    /// screen are), so they go without one. Held unmanaged (retained when made,
    /// released when let go or at the record's end), so that a read loads it without a
    /// retain and a release; nonisolated for the deinit alone, every other use being
    /// the main actor's.
    @exclusivity(unchecked) nonisolated(unsafe) private var readers: Unmanaged<Readers>?

    /// A registrar in a box of its own, so that a read lends it without a retain: a
    /// registrar copied out of an optional field costs a retain and a release a read.
    private final class Readers: Sendable {
        let registrar = ObservationRegistrar()

        /// Borrows the registrar in place: the struct is opaque outside its module, so
        /// a copy of it runs through its value witnesses.
        func access(_ record: Record, _ keyPath: KeyPath<Record, Void>) {
            registrar.access(record, keyPath: keyPath)
        }
    }

    /// Registers a read of a slot's channel with the record's registrar, made now if
    /// no read made it before.
    @inline(__always)
    func access(_ channel: Unmanaged<KeyPath<Record, Void>>) {
        Self.register(self, with: readers ?? made(), on: channel)
    }

    /// Lends the box and the key path, neither retained: nothing lets either go while
    /// the registrar notes the read. Nonisolated, as the registrar is `Sendable`: an
    /// isolated closure handed to the standard library checks its executor each call.
    @inline(__always)
    private nonisolated static func register(_ record: Record, with readers: Unmanaged<Readers>,
                                             on channel: Unmanaged<KeyPath<Record, Void>>) {
        readers._withUnsafeGuaranteedRef { readers in
            channel._withUnsafeGuaranteedRef { keyPath in readers.access(record, keyPath) }
        }
    }

    @inline(never)
    private func made() -> Unmanaged<Readers> {
        let made = Unmanaged.passRetained(Readers())
        readers = made
        return made
    }

    deinit {
        readers?.release()
    }

    /// Whether a read made the record's registrar.
    var hasReaders: Bool { readers != nil }

    /// Tells the readers of `keyPath` that it changed; none to tell if none read. A copy
    /// is told, so that an observer told may end a scope that lets `readers` go.
    func notifyReaders(of keyPath: KeyPath<Record, Void>) {
        let readers = readers?.takeUnretainedValue()
        readers?.registrar.withMutation(of: self, keyPath: keyPath) {}
    }

    func scopeRead() {
        scopedReads += 1
    }

    func readOutsideScopes() {
        readUnscoped = true
    }

    /// A scope that read the record ended: read by no other and never outside one, the
    /// record lets its registrar go, which only ended observations registered on.
    func scopeEnded() {
        scopedReads -= 1
        if scopedReads == 0, !readUnscoped, let readers {
            self.readers = nil
            readers.release()
        }
    }

    /// Unchecked for exclusivity: only a batch writes, on the main actor, and no
    /// access to it is ever held across a call.
    @exclusivity(unchecked) private var values: [SlotValue] = []
    private var rendered: [(number: Int32, value: SlotValue)] = []
    private var errors: [(index: Int32, error: FieldError)] = []

    init(id: RecordID, key: RecordKey, type: TypeID, store: Store) {
        self.id = id
        self.key = key
        self.type = type
        self.store = store
    }

    /// The invalidation channel of a slot index. It holds nothing: observation
    /// needs a key path per slot, and this subscript gives one, cached per index.
    public nonisolated subscript(channel index: Int32) -> Void { () }

    /// The slot's value, without registering a read; a build slot with a rendered
    /// twin reads the twin, which holds their one value.
    func value(at index: Int32) -> SlotValue {
        if index >= 0 {
            let i = Int(index)
            if i < values.count, !values[i].isMissing { return values[i] }
            // A twin's value is among the rendered ones: with none, there is nothing to
            // find, and the store's weak reference is not loaded for every blank slot a
            // commit compares against.
            guard !rendered.isEmpty, let twin = store?.renderedTwin(of: index, on: type) else { return .missing }
            return value(at: twin)
        }
        let number = Slot.renderedNumber(index)
        guard let position = renderedPosition(of: number) else { return .missing }
        return rendered[position].value
    }

    func error(at index: Int32) -> FieldError? {
        for entry in errors where entry.index == index { return entry.error }
        guard !errors.isEmpty, let twin = store?.renderedTwin(of: index, on: type) else { return nil }
        return error(at: twin)
    }

    /// Whether nothing was ever written into the record.
    var isBlank: Bool { values.isEmpty && rendered.isEmpty && errors.isEmpty }

    /// Makes room for build slots up to `count`, so that a blank record filled
    /// cell by cell in any order grows its values once.
    func reserveBuildSlots(_ count: Int) {
        values.reserveCapacity(count)
    }

    /// Every slot index holding a value or an error, as `Slots` orders them.
    var occupiedIndices: [Int32] { slots.occupiedIndices }

    // MARK: Writes, for a batch alone

    func setValue(_ value: SlotValue, at index: Int32) {
        if index >= 0 {
            let i = Int(index)
            if i >= values.count {
                if value.isMissing { return }
                values.append(contentsOf: repeatElement(.missing, count: i + 1 - values.count))
            }
            values[i] = value
            return
        }
        let number = Slot.renderedNumber(index)
        if let position = renderedPosition(of: number) {
            rendered[position].value = value
        } else if !value.isMissing {
            let insertion = rendered.firstIndex { $0.number > number } ?? rendered.endIndex
            rendered.insert((number, value), at: insertion)
        }
    }

    /// Adds links at the end of the list the slot holds, and returns its count
    /// before; nil, writing nothing, when the slot holds no list. The slot lets go
    /// of the list while it grows, so that, held nowhere else, it grows in place.
    func appendLinks(_ added: [RecordID?], at index: Int32) -> Int? {
        guard case var .links(elements) = value(at: index) else { return nil }
        setValue(.missing, at: index)
        let count = elements.count
        elements.append(contentsOf: added)
        setValue(.links(elements), at: index)
        return count
    }

    func setError(_ error: FieldError?, at index: Int32) {
        if let position = errors.firstIndex(where: { $0.index == index }) {
            if let error { errors[position].error = error } else { errors.remove(at: position) }
        } else if let error {
            errors.append((index, error))
        }
    }

    func markDeleted(_ deleted: Bool) {
        isDeleted = deleted
    }

    /// Cuts a record a collection removed off its store: its links name numbers the
    /// store has since given to other records or to none, so a lens still holding it
    /// reads them as absent.
    func detach() {
        store = nil
    }

    private func renderedPosition(of number: Int32) -> Int? {
        // The list is short; a linear scan beats a search at these sizes.
        for (position, entry) in rendered.enumerated() where entry.number == number { return position }
        return nil
    }

    /// The slots as they stand, for the image's writer to read on its own queue: the
    /// arrays themselves, which a later write copies rather than changes.
    var slots: Slots { Slots(values: values, rendered: rendered, errors: errors) }

    /// A record's slots apart from the record: build slots by number, rendered keys by
    /// number, and the field errors by slot index.
    struct Slots: Sendable {
        let values: [SlotValue]
        let rendered: [(number: Int32, value: SlotValue)]
        let errors: [(index: Int32, error: FieldError)]

        /// Every slot index holding a value or an error, build slots first by number,
        /// then rendered keys by number.
        var occupiedIndices: [Int32] {
            var indices: [Int32] = []
            for (i, value) in values.enumerated() where !value.isMissing { indices.append(Int32(i)) }
            for entry in rendered where !entry.value.isMissing { indices.append(Slot.renderedIndex(entry.number)) }
            for entry in errors where !indices.contains(entry.index) { indices.append(entry.index) }
            return indices
        }

        /// The slot's own value, not its twin's.
        func value(at index: Int32) -> SlotValue {
            if index >= 0 { return Int(index) < values.count ? values[Int(index)] : .missing }
            let number = Slot.renderedNumber(index)
            return rendered.first { $0.number == number }?.value ?? .missing
        }

        func error(at index: Int32) -> FieldError? {
            for entry in errors where entry.index == index { return entry.error }
            return nil
        }

        /// Whether the slot itself holds a value.
        func holdsValue(at index: Int32) -> Bool {
            !value(at: index).isMissing
        }
    }
}

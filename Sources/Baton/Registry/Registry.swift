import Synchronization

/// The process's numbering of type names and of the storage keys the build names.
///
/// Generated code numbers its types and slots once, in `static let`s; the ingest
/// numbers the keys of a type a plan did not list when a record of it first comes.
/// Numbers never reach disk: the image keeps names.
public final class Registry: Sendable {
    public static let shared = Registry()

    private struct TypeEntry {
        var name: String
        var storageKeys: [String] = []
        var slotByKey: [String: Int32] = [:]
    }

    private struct State {
        var types: [TypeEntry] = []
        var typeByName: [String: Int32] = [:]
        /// Every slot in the order it was numbered, so that a store can learn
        /// which of its rendered texts the build came to name since it last looked.
        var numbered: [Slot] = []
    }

    private let state = Locked(State())
    /// How many slots were numbered: read without the lock on every check a store
    /// makes, and moved only under it.
    private let numberedCount = Atomic<Int>(0)

    private init() {}

    /// The type named `name`, numbered now if it is new.
    public func type(named name: String) -> TypeID {
        state.withLock { state in
            if let number = state.typeByName[name] {
                return TypeID(number: number)
            }
            let number = Int32(state.types.count)
            state.types.append(TypeEntry(name: name))
            state.typeByName[name] = number
            return TypeID(number: number)
        }
    }

    /// The type named `name` if the process has numbered it.
    public func existingType(named name: String) -> TypeID? {
        state.withLock { state in state.typeByName[name].map(TypeID.init(number:)) }
    }

    public func name(of type: TypeID) -> String {
        state.withLock { $0.types[Int(type.number)].name }
    }

    /// The slot of `storageKey` on `type`, numbered now if it is new.
    public func slot(_ type: TypeID, _ storageKey: String) -> Slot {
        state.withLock { state in
            let t = Int(type.number)
            if let index = state.types[t].slotByKey[storageKey] {
                return Slot(type: type, index: index)
            }
            let index = Int32(state.types[t].storageKeys.count)
            state.types[t].storageKeys.append(storageKey)
            state.types[t].slotByKey[storageKey] = index
            let slot = Slot(type: type, index: index)
            state.numbered.append(slot)
            numberedCount.store(state.numbered.count, ordering: .releasing)
            return slot
        }
    }

    /// How many slots the process has numbered: a store's cursor into `slots(numberedFrom:)`.
    var slotCount: Int { numberedCount.load(ordering: .acquiring) }

    /// The slots numbered from the `start`th on, with their storage keys, and the
    /// cursor past them.
    func slots(numberedFrom start: Int) -> (slots: [(slot: Slot, storageKey: String)], next: Int) {
        state.withLock { state in
            let slots = state.numbered[start...].map { slot in
                (slot, state.types[Int(slot.type.number)].storageKeys[Int(slot.index)])
            }
            return (slots, state.numbered.count)
        }
    }

    /// The slot the build numbered for `storageKey` on `type`, if it did; a store
    /// asks this before numbering a rendered key, so that a text has one slot.
    public func existingSlot(_ type: TypeID, _ storageKey: String) -> Slot? {
        state.withLock { state in
            state.types[Int(type.number)].slotByKey[storageKey].map { Slot(type: type, index: $0) }
        }
    }

    /// The storage key of a slot the build numbered.
    public func storageKey(of slot: Slot) -> String {
        precondition(slot.isBuilt, "a rendered slot's key is its store's")
        return state.withLock { $0.types[Int(slot.type.number)].storageKeys[Int(slot.index)] }
    }
}

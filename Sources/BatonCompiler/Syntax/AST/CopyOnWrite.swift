/// A value kept in one shared storage and copied on write: a copy is one
/// reference, where a node's members inline are a retain each and a couple of
/// hundred bytes. Validation copies every selection as each walk over it passes
/// (the walker's and the rules' own), so the selection nodes keep their members
/// here. A change through a copy that shares the storage copies the storage
/// first, so the node stays a value.
struct CopyOnWrite<Value: Hashable & Sendable>: Hashable, Sendable {
    private var storage: Storage

    init(_ value: Value) { storage = Storage(value) }

    var value: Value {
        _read { yield storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }

    /// Changed only through a `CopyOnWrite` holding the sole reference, so a
    /// storage that is shared is never changed: hence the unchecked sendability.
    private final class Storage: @unchecked Sendable {
        var value: Value

        init(_ value: Value) { self.value = value }
    }
}

/// How an accessor names the slot it reads: the build's slot on a concrete type,
/// a storage key read through an interface or union, or a key rendered from the
/// owner's variables.
@_spi(Generated)
public protocol SlotReference: Sendable {
    /// Nil when the record's store is gone and a rendered key has nothing to name.
    @MainActor func slot(on record: Record, owner: Owner) -> Slot?
}

@_spi(Generated)
extension Slot: SlotReference {
    @MainActor public func slot(on record: Record, owner: Owner) -> Slot? { self }
}

/// A storage key the build names, read through an abstract selection: its slot
/// on each concrete type, resolved on that type's first read and kept by number.
@_spi(Generated)
@MainActor
public final class AbstractSlot: SlotReference {
    public nonisolated let storageKey: String
    private var slots: [Slot?] = []

    public nonisolated init(_ storageKey: String) {
        self.storageKey = storageKey
    }

    public func slot(on record: Record, owner: Owner) -> Slot? {
        let number = Int(record.type.number)
        if number < slots.count, let slot = slots[number] { return slot }
        if number >= slots.count { slots.append(contentsOf: repeatElement(nil, count: number + 1 - slots.count)) }
        let slot = Registry.shared.slot(record.type, storageKey)
        slots[number] = slot
        return slot
    }
}

/// A storage key with variables: rendered once per owner and type.
@_spi(Generated)
@MainActor
public final class DynamicKey: SlotReference {
    public nonisolated let storageKey: StorageKey

    public nonisolated init(_ storageKey: StorageKey) {
        self.storageKey = storageKey
    }

    public func slot(on record: Record, owner: Owner) -> Slot? {
        owner.slot(self, on: record)
    }
}

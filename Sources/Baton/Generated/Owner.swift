/// The scope a lens reads in: one operation's variables. A storage key rendered
/// from them is resolved to its slot once per owner and type, so later reads
/// render and hash nothing.
@_spi(Generated)
@MainActor
public final class Owner {
    public let variables: Variables
    private var resolved: [Resolution: Slot] = [:]

    private struct Resolution: Hashable {
        let key: ObjectIdentifier
        let type: TypeID
    }

    public init(variables: Variables) {
        self.variables = variables
    }

    /// The slot `key` names on the record's type under this owner's variables, as
    /// the record's store numbers the rendered text.
    func slot(_ key: DynamicKey, on record: Record) -> Slot {
        let resolution = Resolution(key: ObjectIdentifier(key), type: record.type)
        if let slot = resolved[resolution] { return slot }
        let text = key.storageKey.render(variables)
        // A record whose store is gone holds nothing to read; no numbering is made for it.
        guard let store = record.store else { return Registry.shared.existingSlot(record.type, text) ?? .unheld(record.type) }
        let slot = store.slot(record.type, rendered: text)
        resolved[resolution] = slot
        return slot
    }
}

extension Slot {
    /// A slot no store numbers, which every record reads as missing.
    static func unheld(_ type: TypeID) -> Slot {
        Slot(type: type, index: Slot.renderedIndex(Int32.max))
    }
}

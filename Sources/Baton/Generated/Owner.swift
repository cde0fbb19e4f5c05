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

    /// The root whose data this owner reads, told of a slot the store never
    /// received so that it heals; nil for a lens made by hand, which is logged and
    /// not healed.
    weak var root: (any Root)?

    public init(variables: Variables) {
        self.variables = variables
    }

    /// A read found a slot of a live record the store never received: the root
    /// is told, by the field's type and storage key.
    func missed(_ type: String, _ field: String) {
        root?.healMissing(type: type, field: field)
    }

    /// The slot `key` names on the record's type under this owner's variables, as
    /// the record's store numbers the rendered text; nil when that store is gone.
    func slot(_ key: DynamicKey, on record: Record) -> Slot? {
        let resolution = Resolution(key: ObjectIdentifier(key), type: record.type)
        if let slot = resolved[resolution] { return slot }
        let text = key.storageKey.render(variables)
        guard let store = record.store else { return nil }
        let slot = store.slot(record.type, rendered: text)
        resolved[resolution] = slot
        return slot
    }
}


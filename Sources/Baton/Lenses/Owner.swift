/// The scope a lens reads in: one operation's variables, or a fragment's over them
/// (`FragmentScope`). A storage key rendered from them is resolved to its slot once
/// per owner and type, so later reads render and hash nothing.
@_spi(Generated)
@MainActor
public final class Owner {
    public let variables: Variables
    private var resolved: [Resolution: Slot] = [:]
    /// The owners of the fragment scopes spread under this one, each made once.
    private var scopes: [ObjectIdentifier: Owner] = [:]
    /// For a fragment scope's owner, the operation's.
    private weak var operationOwner: Owner?
    private weak var ownRoot: (any Root)?

    private struct Resolution: Hashable {
        let key: ObjectIdentifier
        let type: TypeID
    }

    /// The root whose data this owner reads, told of a slot the store never
    /// received so that it heals; nil for a lens made by hand, which is logged and
    /// not healed. A fragment scope's is its operation's.
    var root: (any Root)? {
        get { operationOwner?.root ?? ownRoot }
        set { ownRoot = newValue }
    }

    public init(variables: Variables) {
        self.variables = variables
    }

    /// The operation's owner, which a spread of a fragment that declares no
    /// arguments reads in, wherever it stands.
    var operation: Owner { operationOwner ?? self }

    /// The owner of `scope` spread under this one: bound once, its bindings read in
    /// this owner's variables.
    func scoped(_ scope: FragmentScope) -> Owner {
        let id = ObjectIdentifier(scope)
        if let owner = scopes[id] { return owner }
        let operation = self.operation
        let owner = Owner(variables: scope.variables(over: operation.variables, resolvingIn: variables))
        owner.operationOwner = operation
        scopes[id] = owner
        return owner
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


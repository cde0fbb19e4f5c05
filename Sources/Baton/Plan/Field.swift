/// A field of a variant: the key the response writes it under, the storage key its
/// value is kept under, what it holds, whether the schema lets it be null, and the
/// `@include`/`@skip` guards that select it; a field read as a connection says so,
/// a field under an edge directive carries its edit, and a field only a `@defer`
/// selects carries that part's label. A client field (of the schema's client
/// extension) is never sent: a response that holds it writes it, one without
/// it is complete all the same, and the availability check does not wait for it.
public struct Field: Sendable, Hashable {
    public let responseKey: String
    public let storageKey: StorageKey
    public let kind: FieldKind
    public let isNullable: Bool
    public let guards: [[Guard]]
    public let connection: ConnectionInfo?
    public let edit: Edit?
    /// The label of the deferred part that delivers the field; nil when the initial
    /// payload does. A complete initial payload may omit such a field, and the part
    /// of that label must carry it.
    public let deferred: String?
    /// A root field an entity satisfies: the check binds it to the entity its
    /// arguments name when the store has no value for it.
    public let lookup: Lookup?
    /// Whether the field is the client's: no server sends it, so no response must
    /// carry it and the availability check never waits for it.
    public let isClient: Bool

    public init(
        _ responseKey: String, storageKey: StorageKey? = nil, kind: FieldKind, isNullable: Bool = true,
        guards: [[Guard]] = [], connection: ConnectionInfo? = nil, edit: Edit? = nil, deferred: String? = nil,
        lookup: Lookup? = nil, isClient: Bool = false
    ) {
        self.responseKey = responseKey
        self.storageKey = storageKey ?? .constant(responseKey)
        self.kind = kind
        self.isNullable = isNullable
        self.guards = guards
        self.connection = connection
        self.edit = edit
        self.deferred = deferred
        self.lookup = lookup
        self.isClient = isClient
    }

    public static func scalar(
        _ responseKey: String, _ type: ScalarType, key: StorageKey? = nil, nullable: Bool = true,
        when guards: [[Guard]] = [], edit: Edit? = nil, deferred: String? = nil, client: Bool = false
    ) -> Field {
        Field(responseKey, storageKey: key, kind: .scalar(type), isNullable: nullable, guards: guards, edit: edit,
              deferred: deferred, isClient: client)
    }

    public static func scalarList(
        _ responseKey: String, _ type: ScalarType, depth: Int = 1, key: StorageKey? = nil, nullable: Bool = true,
        when guards: [[Guard]] = [], edit: Edit? = nil, deferred: String? = nil, client: Bool = false
    ) -> Field {
        Field(responseKey, storageKey: key, kind: .scalarList(type, depth: depth), isNullable: nullable,
              guards: guards, edit: edit, deferred: deferred, isClient: client)
    }

    public static func link(
        _ responseKey: String, _ selection: Int, key: StorageKey? = nil, nullable: Bool = true,
        when guards: [[Guard]] = [], connection: ConnectionInfo? = nil, edit: Edit? = nil, deferred: String? = nil,
        lookup: Lookup? = nil, client: Bool = false
    ) -> Field {
        Field(responseKey, storageKey: key, kind: .link(selection: selection), isNullable: nullable, guards: guards,
              connection: connection, edit: edit, deferred: deferred, lookup: lookup, isClient: client)
    }

    public static func links(
        _ responseKey: String, _ selection: Int, key: StorageKey? = nil, nullable: Bool = true,
        when guards: [[Guard]] = [], edit: Edit? = nil, deferred: String? = nil, client: Bool = false
    ) -> Field {
        Field(responseKey, storageKey: key, kind: .links(selection: selection), isNullable: nullable, guards: guards,
              edit: edit, deferred: deferred, isClient: client)
    }
}

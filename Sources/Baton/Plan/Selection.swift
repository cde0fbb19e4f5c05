/// A selection on a type, declared once per distinct selection in a plan: the
/// response keys of the type's key fields in the configured order (empty for a
/// type keyed by its path), whether the type is abstract, and its variants.
///
/// An abstract selection's object names its concrete type in `__typename`, which
/// picks the variant; a concrete selection has one variant for its own type.
public struct Selection: Sendable, Hashable {
    public let type: String
    public let isAbstract: Bool
    public let keyFields: [String]
    public let variants: [Variant]
    /// The conditions a type the variants do not list reads by, when its object
    /// answers them.
    public let conditions: [Condition]

    /// A selection on a concrete type.
    public init(type: String, keyFields: [String] = [], fields: [Field]) {
        self.type = type
        self.isAbstract = false
        self.keyFields = keyFields
        self.variants = [Variant(types: [type], fields: fields)]
        self.conditions = []
    }

    /// A selection on an interface or union.
    public init(abstract type: String, keyFields: [String] = [], variants: [Variant], conditions: [Condition] = []) {
        precondition(conditions.count <= 64, "a selection answers at most 64 conditions")
        self.type = type
        self.isAbstract = true
        self.keyFields = keyFields
        self.variants = variants
        self.conditions = conditions
    }
}

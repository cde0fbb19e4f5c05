/// The fields a selection reads for a group of concrete types. A variant with no
/// types serves every type the selection's other variants do not list.
public struct Variant: Sendable, Hashable {
    public let types: [String]
    /// The key fields' response keys when this group is keyed otherwise than the
    /// selection says.
    public let keyFields: [String]?
    public let fields: [Field]

    public init(types: [String], keyFields: [String]? = nil, fields: [Field]) {
        self.types = types
        self.keyFields = keyFields
        self.fields = fields
    }
}

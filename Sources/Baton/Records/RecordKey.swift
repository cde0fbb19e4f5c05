/// The key of a record, as Baton writes it: `Type:id` for an entity, `client:root`
/// and its siblings for the roots, a path key for an object without identity.
public struct RecordKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: RecordKey, rhs: RecordKey) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The query root: every query's root fields are slots of this record.
    public static let queryRoot = RecordKey("client:root")
    /// The mutation root: mutation payload fields, keyed without their arguments.
    public static let mutationRoot = RecordKey("client:root:mutation")
    /// The subscription root.
    public static let subscriptionRoot = RecordKey("client:root:subscription")
}

/// A schema type as the process knows it: its name, numbered once on first use.
/// The three roots are `Query`, `Mutation` and `Subscription` whatever the schema
/// calls its root types.
public struct TypeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Dense, from zero, in the order the process first met the names.
    public let number: Int32

    init(number: Int32) {
        self.number = number
    }

    /// The type named `name`, numbered now if this is its first use.
    public init(_ name: String) {
        self = Registry.shared.type(named: name)
    }

    public var name: String { Registry.shared.name(of: self) }

    public var description: String { name }

    public static func < (lhs: TypeID, rhs: TypeID) -> Bool {
        lhs.number < rhs.number
    }

    public static let query = TypeID("Query")
    public static let mutation = TypeID("Mutation")
    public static let subscription = TypeID("Subscription")
}

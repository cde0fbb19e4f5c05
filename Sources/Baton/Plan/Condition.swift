/// The fields an abstract selection reads under an interface or union condition
/// (`... on Named { name }`), for the types the plan does not list. The response
/// answers whether an object satisfies it in Relay's `__isNamed: __typename`.
public struct Condition: Sendable, Hashable {
    /// The interface or union's name.
    public let name: String
    public let fields: [Field]

    public init(_ name: String, fields: [Field]) {
        self.name = name
        self.fields = fields
    }

    /// The response key of the answer: `__is` and the name.
    public var answerKey: String { "__is" + name }
}

/// The fields an abstract selection reads under an interface or union condition
/// (`... on Named { name }`), for the types the plan does not list. The response
/// answers whether an object satisfies it in Relay's `__isNamed: __typename`.
public struct Condition: Sendable, Hashable {
    /// The interface or union's name.
    public let name: String
    /// The response keys of the condition's key fields when `fields` reads them
    /// (`... on Node { id }`): a type the plan does not list that answers the
    /// condition is keyed by them, as the suite keys it (`Robot:r1`); empty when
    /// the condition reads no key.
    public let keyFields: [String]
    public let fields: [Field]

    public init(_ name: String, keyFields: [String] = [], fields: [Field]) {
        self.name = name
        self.keyFields = keyFields
        self.fields = fields
    }

    /// The response key of the answer: `__is` and the name.
    public var answerKey: String { "__is" + name }
}

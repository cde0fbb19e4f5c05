/// A binding was made twice for one key.
public struct KeyMapError: Error, Equatable, CustomStringConvertible {
    public let key: Key
    public let existing: String
    public let attempted: String

    public var description: String {
        "key \(key.displayName) is bound to “\(existing)” and cannot also be bound to “\(attempted)”"
    }
}

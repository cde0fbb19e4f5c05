/// The key of a record, as Baton writes it: `Type:id` for an entity, `client:root`
/// and its siblings for the roots, a path key for an object without identity.
public struct RecordKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Byte order, so that `Character:1` sorts before `client:root` as in a dump.
    public static func < (lhs: RecordKey, rhs: RecordKey) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }

    /// The query root: every query's root fields are slots of this record.
    public static let queryRoot = RecordKey("client:root")
    /// The mutation root: mutation payload fields, keyed without their arguments.
    public static let mutationRoot = RecordKey("client:root:mutation")
    /// The subscription root.
    public static let subscriptionRoot = RecordKey("client:root:subscription")

    /// An entity's key: its type, then the values of its key fields. One value is
    /// written as it is; several are each escaped (`\` and `:` prefixed by `\`) and
    /// joined by `:`, so that no two lists of values meet.
    public static func entity(_ typeName: String, keyValues: [String]) -> RecordKey {
        if keyValues.count == 1 { return entity(typeName, keyValue: keyValues[0]) }
        var key = typeName
        key.append(":")
        for (position, value) in keyValues.enumerated() {
            if position > 0 { key.append(":") }
            for character in value.unicodeScalars {
                if character == "\\" || character == ":" { key.append("\\") }
                key.unicodeScalars.append(character)
            }
        }
        return RecordKey(key)
    }

    /// An entity's key by one key field's value, written as it is.
    static func entity(_ typeName: String, keyValue: String) -> RecordKey {
        var key = typeName
        key.reserveCapacity(typeName.utf8.count + 1 + keyValue.utf8.count)
        key.append(":")
        key.append(keyValue)
        return RecordKey(key)
    }

    /// The key of an object without identity: the parent's key, the field's storage
    /// key, the list index for an element of a plural link, and under an interface
    /// or union the object's concrete type.
    public static func path(
        parent: RecordKey, storageKey: String, index: Int? = nil, concreteType: String? = nil
    ) -> RecordKey {
        var key = parent.rawValue
        key.append(":")
        key.append(storageKey)
        if let index {
            key.append(":")
            key.append(String(index))
        }
        if let concreteType {
            key.append(":")
            key.append(concreteType)
        }
        return RecordKey(key)
    }
}

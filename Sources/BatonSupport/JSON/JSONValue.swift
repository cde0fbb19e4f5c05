/// A JSON value read by `JSONParser` (`baton.json`, `--variables`), with the span it
/// was written at, so that an error can point at the exact key or value.
public struct JSONValue: Sendable {
    public enum Kind: Sendable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number as written, for its reader to convert as it needs:
        /// `--variables` keeps an integer apart from a double.
        case number(String)
        case bool(Bool)
        case null
    }

    public var kind: Kind
    public var span: SourceSpan

    public init(kind: Kind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }

    /// What a message calls this value's type: "an object", "a string", ...
    public var typeDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of a JSON object, the key's own span kept apart.
public struct JSONMember: Sendable {
    public var key: String
    public var keySpan: SourceSpan
    public var value: JSONValue

    public init(key: String, keySpan: SourceSpan, value: JSONValue) {
        self.key = key
        self.keySpan = keySpan
        self.value = value
    }
}

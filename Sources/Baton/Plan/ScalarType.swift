/// How the ingest reads a scalar field's JSON value.
public enum ScalarType: Sendable, Hashable {
    /// A JSON string: `String` and enums.
    case string
    /// `ID`: a string, or a number kept as the text the server wrote.
    case id
    /// A 64-bit integer; a float that is a whole number in range reads as one.
    case int
    /// A double; an integer reads as one.
    case float
    case boolean
    /// A custom scalar: a string's contents, or the bytes of any other token.
    case custom
}

/// A response the plan cannot read: not well-formed JSON, or JSON of another shape
/// than the plan expects. The ingest that throws it produces nothing.
public struct IngestError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// The bytes end before the value does.
        case truncated
        /// A byte no JSON value can have here.
        case unexpectedByte(UInt8)
        /// A string whose bytes are not UTF-8.
        case invalidUTF8
        /// A backslash not followed by a JSON escape.
        case invalidEscape
        /// A control character below U+0020 written raw inside a string.
        case controlCharacter
        /// A number that breaks JSON's grammar.
        case invalidNumber
        /// A number the field's type cannot hold: an int outside 64 bits or with a
        /// fraction, a float beyond a double's range.
        case numberOutOfRange
        /// A byte order mark before the response.
        case byteOrderMark
        /// Bytes after the response other than whitespace.
        case trailingContent
        /// Objects or lists nested deeper than the ingest reads.
        case nestingTooDeep
        /// A value of another kind than the plan expects for the field.
        case wrongKind(field: String, expected: String)
        /// An object of an abstract selection without `__typename`.
        case missingTypename
        /// A complete response's object without a field the plan expects.
        case missingField(String)
        /// A response with neither `data` nor `errors`.
        case noDataOrErrors
    }

    public let reason: Reason
    /// The offset of the byte where reading failed.
    public let offset: Int

    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String {
        let what: String = switch reason {
        case .truncated: "the response ends early"
        case let .unexpectedByte(byte): "unexpected byte 0x\(String(byte, radix: 16))"
        case .invalidUTF8: "a string is not valid UTF-8"
        case .invalidEscape: "an invalid escape in a string"
        case .controlCharacter: "a raw control character in a string"
        case .invalidNumber: "a malformed number"
        case .numberOutOfRange: "a number out of the field's range"
        case .byteOrderMark: "a byte order mark before the response"
        case .trailingContent: "content after the response"
        case .nestingTooDeep: "nesting deeper than the ingest reads"
        case let .wrongKind(field, expected): "`\(field)` is not \(expected)"
        case .missingTypename: "an object of an abstract selection without __typename"
        case let .missingField(field): "an object without `\(field)`"
        case .noDataOrErrors: "a response with neither data nor errors"
        }
        return "malformed response at byte \(offset): \(what)"
    }
}

import BatonSupport

/// An input value as written: a literal, a variable, or a list or object of them.
public enum Value: Hashable, Sendable {
    case variable(Variable)
    case int(IntValue)
    case float(FloatValue)
    case string(StringValue)
    case boolean(BooleanValue)
    case null(NullValue)
    case enumValue(EnumValue)
    case list(ListValue)
    case object(ObjectValue)

    public var span: SourceSpan {
        switch self {
        case .variable(let node): node.span
        case .int(let node): node.span
        case .float(let node): node.span
        case .string(let node): node.span
        case .boolean(let node): node.span
        case .null(let node): node.span
        case .enumValue(let node): node.span
        case .list(let node): node.span
        case .object(let node): node.span
        }
    }
}

/// `$name`.
public struct Variable: Hashable, Sendable {
    public var name: Name
    public var span: SourceSpan

    public init(name: Name, span: SourceSpan) {
        self.name = name
        self.span = span
    }
}

/// An integer literal, kept as its text: GraphQL's Int is 32 bits but a literal may
/// be any length, and the check against a type belongs to validation.
public struct IntValue: Hashable, Sendable {
    public var text: String
    public var span: SourceSpan

    public init(text: String, span: SourceSpan) {
        self.text = text
        self.span = span
    }
}

/// A float literal, kept as its text.
public struct FloatValue: Hashable, Sendable {
    public var text: String
    public var span: SourceSpan

    public init(text: String, span: SourceSpan) {
        self.text = text
        self.span = span
    }
}

/// A string literal: its value (escapes resolved, a block string dedented) and its
/// raw text with the quotes, which the compact printer writes back unchanged.
///
/// A block string parsed from a source keeps the source's bytes (shared, not
/// copied) and makes its value and raw text only when read: a schema's thousands
/// of descriptions are block strings, and the compiler reads few of them.
public struct StringValue: Hashable, Sendable {
    public var block: Bool
    public var span: SourceSpan
    private var text: Text

    private enum Text: Sendable {
        case made(value: String, raw: String)
        /// A block string still in its source; the range spans it, quotes included.
        case source(bytes: [UInt8], literal: Range<Int>)
    }

    public init(value: String, block: Bool, raw: String, span: SourceSpan) {
        self.block = block
        self.span = span
        text = .made(value: value, raw: raw)
    }

    /// A block string `literal` spans in a source's bytes, quotes included.
    init(blockStringIn bytes: [UInt8], literal: Range<Int>, span: SourceSpan) {
        block = true
        self.span = span
        text = .source(bytes: bytes, literal: literal)
    }

    public var value: String {
        get {
            switch text {
            case .made(let value, _): value
            case .source(let bytes, let literal): bytes.withUnsafeBufferPointer { BlockString.value(of: $0, literal: literal) }
            }
        }
        set { text = .made(value: newValue, raw: raw) }
    }

    public var raw: String {
        get {
            switch text {
            case .made(_, let raw): raw
            case .source(let bytes, let literal): String(decoding: bytes[literal], as: UTF8.self)
            }
        }
        set { text = .made(value: value, raw: newValue) }
    }

    public static func == (lhs: StringValue, rhs: StringValue) -> Bool {
        lhs.block == rhs.block && lhs.span == rhs.span && lhs.raw == rhs.raw && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(block)
        hasher.combine(raw)
        hasher.combine(span)
    }
}

/// A string literal reflects as what it says, not as how it is kept.
extension StringValue: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["value": value, "block": block, "raw": raw, "span": span])
    }
}

public struct BooleanValue: Hashable, Sendable {
    public var value: Bool
    public var span: SourceSpan

    public init(value: Bool, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

public struct NullValue: Hashable, Sendable {
    public var span: SourceSpan

    public init(span: SourceSpan) {
        self.span = span
    }
}

/// An enum literal: a name other than `true`, `false` and `null`.
public struct EnumValue: Hashable, Sendable {
    public var value: String
    public var span: SourceSpan

    public init(value: String, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

/// `[value, ...]`.
public struct ListValue: Hashable, Sendable {
    public var values: [Value]
    public var span: SourceSpan

    public init(values: [Value], span: SourceSpan) {
        self.values = values
        self.span = span
    }
}

/// `{name: value, ...}`.
public struct ObjectValue: Hashable, Sendable {
    public var fields: [ObjectField]
    public var span: SourceSpan

    public init(fields: [ObjectField], span: SourceSpan) {
        self.fields = fields
        self.span = span
    }
}

public struct ObjectField: Hashable, Sendable {
    public var name: Name
    public var value: Value
    public var span: SourceSpan

    public init(name: Name, value: Value, span: SourceSpan) {
        self.name = name
        self.value = value
        self.span = span
    }
}

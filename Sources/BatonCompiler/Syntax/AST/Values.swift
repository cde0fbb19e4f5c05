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
public struct StringValue: Hashable, Sendable {
    public var value: String
    public var block: Bool
    public var raw: String
    public var span: SourceSpan

    public init(value: String, block: Bool, raw: String, span: SourceSpan) {
        self.value = value
        self.block = block
        self.raw = raw
        self.span = span
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

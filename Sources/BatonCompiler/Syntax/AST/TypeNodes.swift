import BatonSupport

/// A type as written where a variable, an argument or a field declares one:
/// `Name`, `[Type]` or `Type!`.
public indirect enum TypeNode: Hashable, Sendable {
    case named(NamedType)
    case list(ListType)
    case nonNull(NonNullType)

    public var span: SourceSpan {
        switch self {
        case .named(let node): node.span
        case .list(let node): node.span
        case .nonNull(let node): node.span
        }
    }

    /// The named type at the bottom of the list and non-null wrappers.
    public var namedType: NamedType {
        switch self {
        case .named(let node): node
        case .list(let node): node.ofType.namedType
        case .nonNull(let node): node.ofType.namedType
        }
    }
}

public struct NamedType: Hashable, Sendable {
    public var name: Name
    public var span: SourceSpan

    public init(name: Name, span: SourceSpan) {
        self.name = name
        self.span = span
    }
}

public struct ListType: Hashable, Sendable {
    public var ofType: TypeNode
    public var span: SourceSpan

    public init(ofType: TypeNode, span: SourceSpan) {
        self.ofType = ofType
        self.span = span
    }
}

/// `Type!`; the wrapped type is a named or a list type, never another non-null.
public struct NonNullType: Hashable, Sendable {
    public var ofType: TypeNode
    public var span: SourceSpan

    public init(ofType: TypeNode, span: SourceSpan) {
        self.ofType = ofType
        self.span = span
    }
}

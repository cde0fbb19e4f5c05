/// A type as a field, argument or variable names it: a named type wrapped in any
/// number of list and non-null wrappers.
public indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    case named(String)
    case list(TypeReference)
    case nonNull(TypeReference)

    /// The named type under every wrapper.
    public var namedType: String {
        switch self {
        case .named(let name): name
        case .list(let inner), .nonNull(let inner): inner.namedType
        }
    }

    public var isNonNull: Bool {
        if case .nonNull = self { return true }
        return false
    }

    /// The type without its outermost non-null wrapper.
    public var nullable: TypeReference {
        if case .nonNull(let inner) = self { return inner }
        return self
    }

    /// Whether the type is a list once its non-null wrapper is taken off.
    public var isList: Bool {
        if case .list = nullable { return true }
        return false
    }

    /// The element type of a (possibly non-null) list.
    public var listElement: TypeReference? {
        if case .list(let inner) = nullable { return inner }
        return nil
    }

    /// How GraphQL writes it: `[Int!]!`.
    public var description: String {
        switch self {
        case .named(let name): name
        case .list(let inner): "[\(inner)]"
        case .nonNull(let inner): "\(inner)!"
        }
    }

    /// Whether a value of this type may stand where `other` is expected (the
    /// specification's AreTypesCompatible / graphql-js's isTypeSubTypeOf), given
    /// the schema's abstract types.
    public func isSubtype(of other: TypeReference, in schema: Schema) -> Bool {
        if self == other { return true }
        switch (self, other) {
        case (.nonNull(let inner), .nonNull(let otherInner)):
            return inner.isSubtype(of: otherInner, in: schema)
        case (.nonNull(let inner), _):
            return inner.isSubtype(of: other, in: schema)
        case (_, .nonNull):
            return false
        case (.list(let inner), .list(let otherInner)):
            return inner.isSubtype(of: otherInner, in: schema)
        case (.list, _), (_, .list):
            return false
        case (.named(let name), .named(let otherName)):
            return schema.isPossibleType(name, of: otherName)
        }
    }
}

/// The lens a fragment or an operation root compiles to, in no language's terms:
/// the fields it reads as the author selected them (nothing the transforms
/// added), the fragments it spreads, and the narrower types its inline fragments
/// read, each with a nested lens per linked field.
public struct LensIR: Hashable, Sendable {
    /// The type the lens reads, the roots interned as `Query`, `Mutation`, `Subscription`.
    public var typeName: String
    public var isAbstract: Bool
    public var fields: [LensFieldIR]
    public var spreads: [LensSpreadIR]
    public var conditions: [LensConditionIR]
}

public struct LensFieldIR: Hashable, Sendable {
    public enum Shape: Hashable, Sendable {
        /// `__typename`, read from the record's type.
        case typename
        /// A scalar or enum, by its schema type's name.
        case scalar(String)
        case link(LensIR)
    }

    public var responseKey: String
    public var fieldName: String
    public var storageKey: StorageKeyIR
    /// The field's type as the schema declares it, nullable when a guard may leave it out.
    public var type: TypeReference
    public var shape: Shape
    public var span: SourceSpan
}

/// A fragment spread: the accessor returning the fragment's lens, optional when
/// the fragment applies to only some of the types the lens reads.
public struct LensSpreadIR: Hashable, Sendable {
    public var fragment: String
    public var accessor: String
    public var typeCondition: String
    public var isConditional: Bool
}

/// An inline fragment on a narrower type: an `as<Type>` accessor.
public struct LensConditionIR: Hashable, Sendable {
    public var typeName: String
    public var lens: LensIR
}

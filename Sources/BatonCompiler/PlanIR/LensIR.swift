import BatonSupport

/// The lens a fragment or an operation root compiles to, in no language's terms:
/// the fields it reads as the author selected them (of what the transforms add,
/// only a connection's cursors and page info and a refetchable fragment's id,
/// which paging and refetching read), the fragments it spreads, and the narrower types its inline fragments
/// read, each with a nested lens per linked field.
public struct LensIR: Hashable, Sendable {
    /// The type the lens reads, the roots interned as `Query`, `Mutation`, `Subscription`.
    public var typeName: String
    public var isAbstract: Bool
    public var fields: [LensFieldIR]
    public var spreads: [LensSpreadIR]
    public var conditions: [LensConditionIR]
    /// The inline fragments `@alias(as:)` names, each read under its name.
    public var aliasedFragments: [LensAliasedFragmentIR] = []
    /// Set on the lens of a field read as a connection.
    public var connection: LensConnectionIR? = nil
    /// Set on the lens of a `@refetchable` fragment: the query its `refetch()` runs.
    public var refetch: LensRefetchIR? = nil
    /// Under `@throwOnFieldError` (the fragment's or the operation's): its nested
    /// lenses too, not the fragments it spreads, which weigh their own.
    public var throwsOnFieldError = false
    /// Whether the lens lists its uncaught field errors: under `@throwOnFieldError`
    /// or below a `@catch`, which read them.
    public var reportsErrors = false
    /// Below a `@catch`, which catches what a `@throwOnFieldError` spread inside
    /// it throws; an operation's `@throwOnFieldError` leaves that to the spread.
    public var isCaught = false

    /// Whether a null `@required(action: NONE|LOG)` field makes the lens absent: its
    /// own, or one in an inline fragment whose type the record has.
    public var bubbles: Bool {
        fields.contains { $0.errorHandling.required?.bubbles == true } || conditions.contains { $0.lens.bubbles }
    }
}

/// What a connection's lens reads beyond its selection: the page info's type, whose
/// flags say whether there are more pages, and, for the connection a refetchable
/// fragment pages, the query and the variables that load the next or previous page.
public struct LensConnectionIR: Hashable, Sendable {
    public var pageInfoType: String
    public var paging: LensRefetchIR? = nil
    /// Whether the fragment's query pages forward (`first`/`after`) and backward (`last`/`before`).
    public var pagesForward = false
    public var pagesBackward = false
}

/// A refetchable fragment's generated query: its name, the variables it declares
/// (the only ones of the owner's it is sent), and the field that identifies the
/// fragment's record when the query fetches it through `node`.
public struct LensRefetchIR: Hashable, Sendable {
    public var queryName: String
    public var variables: [String]
    public var identifierField: String?
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
    public var errorHandling = FieldErrorHandlingIR()
    /// When `@include`/`@skip` select the field: any one of these conjunctions
    /// holding (none, never); nil when an occurrence is always selected.
    public var selected: [[GuardIR]]? = nil
}

/// A fragment spread: the accessor returning the fragment's lens, optional when
/// the fragment applies to only some of the types the lens reads. A spread
/// `@alias(as:)` names is read under its name, and optional too when
/// `@include`/`@skip` may leave it out, as is a deferred spread while its part is
/// to come.
public struct LensSpreadIR: Hashable, Sendable {
    public var fragment: String
    public var accessor: String
    public var typeCondition: String
    public var isConditional: Bool
    public var isAliased = false
    public var selected: LensSelectedIR = .always
    /// For a spread under `@defer`, the storage keys of the fields the fragment
    /// reads itself on its type: its lens is absent until one holds a value.
    public var deferredKeys: [StorageKeyIR] = []
    /// The fragment's lens bubbles a `@required` null, so the spread reads optional.
    public var fragmentBubbles = false
    /// The fragment is `@throwOnFieldError`, so the spread throws its errors.
    public var fragmentThrowsOnFieldError = false
    /// For a fragment that declares arguments, each bound as this spread binds it
    /// (passed, else the default, else null), by name: the scope its lens reads in.
    public var scope: [ArgumentIR]?
}

/// When an aliased fragment is selected, by the `@include`/`@skip` on it and on
/// the inline fragments folded around it.
public enum LensSelectedIR: Hashable, Sendable {
    case always
    /// When every guard holds.
    case when([GuardIR])
    /// A constant condition leaves the fragment out.
    case never
}

/// An inline fragment `@alias(as:)` names: its own lens read under the name, on
/// its type condition (the parent's type without one), optional when the type
/// condition or `@include`/`@skip` may fail.
public struct LensAliasedFragmentIR: Hashable, Sendable {
    public var accessor: String
    public var typeName: String
    public var isConditional: Bool
    public var selected: LensSelectedIR
    public var lens: LensIR
    /// `@catch` on the inline fragment: its lens read as a result, or nil for an error.
    public var caught: FieldErrorHandlingIR.CatchTarget? = nil
}

/// An inline fragment on a narrower type: an `as<Type>` accessor.
public struct LensConditionIR: Hashable, Sendable {
    public var typeName: String
    public var lens: LensIR
}

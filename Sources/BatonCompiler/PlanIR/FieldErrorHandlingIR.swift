/// What Relay's error directives say of one field's read: `@required`'s action,
/// `@catch`'s target, and whether the schema calls the field semantically
/// non-null (`@semanticNonNull`: null only with an error beside it).
public struct FieldErrorHandlingIR: Hashable, Sendable {
    /// `@required(action:)`.
    public enum RequiredAction: String, Hashable, Sendable {
        /// `NONE` (named apart from `Optional.none`): bubbles, the lens holding the
        /// field reads as absent.
        case silent = "NONE"
        /// Bubbles as `none` does, and logs the field's path.
        case log = "LOG"
        /// The field's accessor throws.
        case `throw` = "THROW"

        public var bubbles: Bool { self != .throw }
    }

    /// `@catch(to:)`.
    public enum CatchTarget: String, Hashable, Sendable {
        /// A `Result` whose failure holds the errors (the default).
        case result = "RESULT"
        /// Nil when there is an error.
        case null = "NULL"
    }

    public var required: RequiredAction? = nil
    public var caught: CatchTarget? = nil
    /// Unguarded and `@semanticNonNull` in the schema.
    public var isSemanticNonNull = false

    /// Whether a directive says what a null or a failed conversion does, so the
    /// accessor need not read it optional.
    public var isDirected: Bool { required != nil || caught != nil }

    public init(required: RequiredAction? = nil, caught: CatchTarget? = nil, isSemanticNonNull: Bool = false) {
        self.required = required
        self.caught = caught
        self.isSemanticNonNull = isSemanticNonNull
    }

    /// The directives on a field as written; an action or target left out is
    /// Relay's default (`@required` has none, validation asks for one).
    init(_ directives: [Directive], semanticNonNull: Bool) {
        if let required = directives.named("required") {
            self.required = Self.enumArgument(required, "action").flatMap(RequiredAction.init(rawValue:)) ?? .silent
        }
        if let caught = directives.named("catch") {
            self.caught = Self.enumArgument(caught, "to").flatMap(CatchTarget.init(rawValue:)) ?? .result
        }
        isSemanticNonNull = semanticNonNull
    }

    private static func enumArgument(_ directive: Directive, _ name: String) -> String? {
        if case .enumValue(let value)? = directive.argumentValue(name) { return value.value }
        return nil
    }
}

/// One `@include(if: $v)` or `@skip(if: $v)` condition on a field. A field's guards
/// are alternatives of conjunctions: the field is selected when every guard of any
/// one alternative holds, and always when it has none. Conditions on constants
/// are the compiler's to fold away.
public struct Guard: Sendable, Hashable {
    public let variable: String
    /// True for `@include`, false for `@skip`.
    public let includes: Bool

    public static func include(_ variable: String) -> Guard {
        Guard(variable: variable, includes: true)
    }

    public static func skip(_ variable: String) -> Guard {
        Guard(variable: variable, includes: false)
    }

    /// Whether the condition holds under `variables`; an unset variable is false.
    public func holds(_ variables: Variables) -> Bool {
        (variables[variable] == .bool(true)) == includes
    }

    /// Whether a field with `guards` is selected under `variables`.
    public static func selects(_ guards: [[Guard]], _ variables: Variables) -> Bool {
        guards.isEmpty || guards.contains { alternative in alternative.allSatisfy { $0.holds(variables) } }
    }
}

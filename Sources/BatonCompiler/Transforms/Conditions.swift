/// `@include` and `@skip`, the directives that make a selection conditional.
/// Relay holds them apart from a selection's other directives: a conditional
/// selection does not count as selected when a key is looked for, conditions
/// group what they guard, and the printer writes them before the others.
enum Conditions {
    static let names: Set<String> = ["include", "skip"]

    static func isCondition(_ directive: Directive) -> Bool {
        names.contains(directive.name.value)
    }

    static func isConditional(_ directives: [Directive]) -> Bool {
        directives.contains(where: isCondition)
    }

    /// The directives split into the conditions, in the order written, and the rest.
    static func split(_ directives: [Directive]) -> (conditions: [Directive], others: [Directive]) {
        (directives.filter(isCondition), directives.filter { !isCondition($0) })
    }

    /// Whether a condition with a constant `if` lets its selection through; nil for a variable.
    static func constant(_ condition: Directive) -> Bool? {
        guard case .boolean(let value)? = condition.argumentValue("if") else { return nil }
        return value.value == (condition.name.value == "include")
    }
}

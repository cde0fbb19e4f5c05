/// One `@include(if: $v)` or `@skip(if: $v)` condition on a variable; a field's
/// guards are alternatives of conjunctions, none meaning always selected.
public struct GuardIR: Codable, Hashable, Sendable {
    public var variable: String
    /// True for `@include`, false for `@skip`.
    public var includes: Bool

    /// The condition `directives` put on a selection: nil when a constant
    /// condition leaves it out, else its guards, none when it always applies.
    static func conjunction(of directives: [Directive]) -> [GuardIR]? {
        var guards: [GuardIR] = []
        for directive in directives {
            let includes: Bool
            switch directive.name.value {
            case "include": includes = true
            case "skip": includes = false
            default: continue
            }
            switch directive.arguments.first(where: { $0.name.value == "if" })?.value {
            case .boolean(let constant)?:
                if constant.value != includes { return nil }
            case .variable(let variable)?:
                let condition = GuardIR(variable: variable.name.value, includes: includes)
                if !guards.contains(condition) { guards.append(condition) }
            default:
                // Validation rejects any other condition; it never reaches a plan.
                continue
            }
        }
        return guards
    }

    /// `alternatives` with one more way to be selected: a way needing no guard
    /// selects always, and one already listed changes nothing.
    static func adding(_ conjunction: [GuardIR], to alternatives: [[GuardIR]]) -> [[GuardIR]] {
        if alternatives.isEmpty || conjunction.isEmpty { return [] }
        return alternatives.contains(conjunction) ? alternatives : alternatives + [conjunction]
    }
}

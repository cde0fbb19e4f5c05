/// Relay's `@alias(as:)` names a fragment's data on its parent: `as` is a literal
/// name, and an inline fragment without a type condition has no name to default
/// to, so it must give one.
final class AliasDirective: ValidationRule {
    static let hooks: ValidationHooks = [.enterInlineFragment, .enterFragmentSpread]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterInlineFragment(_ node: InlineFragment) {
        guard let directive = node.directives.named("alias") else { return }
        if node.typeCondition == nil, directive.argumentValue("as") == nil {
            context.report("@alias on an inline fragment without a type condition must give its name: @alias(as: \"name\").",
                           at: directive.span)
        }
        check(directive)
    }

    func enterFragmentSpread(_ node: FragmentSpread) {
        if let directive = node.directives.named("alias") { check(directive) }
    }

    private func check(_ directive: Directive) {
        guard let value = directive.argumentValue("as") else { return }
        guard case .string(let literal) = value else {
            context.report("@alias(as:) must be a literal string.", at: value.span)
            return
        }
        if literal.value.isEmpty || !literal.value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) || literal.value.first!.isNumber {
            context.report("@alias(as:) must be a GraphQL name, found \(literal.raw).", at: literal.span)
        }
    }
}

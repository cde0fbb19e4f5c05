import BatonSupport

/// Relay's `@argumentDefinitions`: each argument is `{type: "Type", defaultValue:
/// value}`, its type an input type the schema has, its default a value of it.
final class ArgumentDefinitions: ValidationRule {
    static let hooks: ValidationHooks = [.enterFragment]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterFragment(_ node: FragmentDefinition) {
        guard context.fragments[node.name.value]?.definition.span == node.span,
              let declared = context.fragmentArguments(node.name.value), declared.isDeclared else { return }
        for problem in declared.problems {
            context.report(problem.message, at: problem.span)
        }
        let checker = LiteralChecker(schema: context.schema) { [context] message, span, suggestions in
            context.report(message, at: span, suggestions: suggestions)
        }
        var seen = Set<String>()
        for argument in declared.arguments {
            if !seen.insert(argument.name.value).inserted {
                context.report("There can be only one argument named \"\(argument.name.value)\".", at: argument.name.span)
            }
            guard let type = argument.type else { continue }
            guard let named = context.schema.type(named: type.namedType) else {
                context.report("Unknown type \"\(type.namedType)\".", at: argument.span,
                               suggestions: suggestionList(type.namedType, context.schema.typeNames.filter { !$0.hasPrefix("__") }))
                continue
            }
            guard named.kind.isInput else {
                context.report("Argument \"\(argument.name.value)\" of fragment \"\(node.name.value)\" cannot be non-input type \"\(type)\".",
                               at: argument.span)
                continue
            }
            if let value = argument.defaultValue { checker.check(value, against: type) }
        }
    }
}

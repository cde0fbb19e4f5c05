import BatonSupport

/// Relay's `@arguments` on a spread: every argument is one the fragment declares,
/// of its type, and every argument it requires is given.
final class FragmentSpreadArguments: ValidationRule {
    static let hooks: ValidationHooks = [.enterFragmentSpread]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterFragmentSpread(_ node: FragmentSpread) {
        let name = node.name.value
        guard let declared = context.fragmentArguments(name) else { return }
        let checker = LiteralChecker(schema: context.schema) { [context] message, span, suggestions in
            context.report(message, at: span, suggestions: suggestions)
        }
        let given = node.directives.filter { $0.name.value == "arguments" }.flatMap(\.arguments)
        for argument in given {
            guard let definition = declared.argument(named: argument.name.value) else {
                context.report("Unknown argument \"\(argument.name.value)\" on fragment \"\(name)\".", at: argument.name.span,
                               suggestions: suggestionList(argument.name.value, declared.arguments.map(\.name.value)),
                               notes: context.fragmentNote(name))
                continue
            }
            if let type = definition.type, context.schema.type(named: type.namedType)?.kind.isInput == true {
                checker.check(argument.value, against: type)
            }
        }
        for definition in declared.arguments where definition.isRequired && !given.contains(where: { $0.name.value == definition.name.value }) {
            context.report("Fragment \"\(name)\" argument \"\(definition.name.value)\" of type \"\(definition.type.map(String.init(describing:)) ?? "")\" is required, but it was not provided.",
                           at: node.name.span, notes: context.fragmentNote(name))
        }
    }
}

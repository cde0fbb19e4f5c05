/// Every literal fits the type where it stands: arguments of fields and
/// directives, and variables' defaults.
final class ValuesOfCorrectType: ValidationRule {
    static let hooks: ValidationHooks = [.enterArgument, .enterVariableDefinition]

    private let context: ValidationContext
    private lazy var checker = LiteralChecker(schema: context.schema) { [unowned self] message, span, suggestions in
        context.report(message, at: span, suggestions: suggestions)
    }

    init(_ context: ValidationContext) { self.context = context }

    func enterArgument(_ node: Argument) {
        guard let definition = context.argument else { return }
        checker.check(node.value, against: definition.type)
    }

    func enterVariableDefinition(_ node: VariableDefinition) {
        guard let value = node.defaultValue, context.schema.type(named: node.type.namedType.name.value)?.kind.isInput == true else {
            return
        }
        checker.check(value, against: node.type.reference)
    }
}

/// Every argument a field or directive requires (non-null, no default) is given.
final class ProvidedRequiredArguments: ValidationRule {
    static let hooks: ValidationHooks = [.enterField, .enterDirective]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterField(_ node: Field) {
        guard let definition = context.fieldDefinition else { return }
        for argument in definition.arguments where argument.isRequired && !node.arguments.contains(where: { $0.name.value == argument.name }) {
            context.report("Field \"\(definition.name)\" argument \"\(argument.name)\" of type \"\(argument.type)\" is required, but it was not provided.",
                           at: node.name.span)
        }
    }

    func enterDirective(_ node: Directive, at location: DirectiveLocation) {
        guard let definition = context.directive else { return }
        for argument in definition.arguments where argument.isRequired && !node.arguments.contains(where: { $0.name.value == argument.name }) {
            context.report("Directive \"@\(definition.name)\" argument \"\(argument.name)\" of type \"\(argument.type)\" is required, but it was not provided.",
                           at: node.span)
        }
    }
}

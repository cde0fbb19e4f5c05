/// Relay's `@required`: only on a field the schema lets be null (a non-null one
/// never is), with its action written in the document.
final class RequiredDirective: ValidationRule {
    static let hooks: ValidationHooks = [.enterField]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterField(_ node: Field) {
        guard let directive = node.directives.named("required") else { return }
        if let action = directive.argumentValue("action"), case .variable = action {
            context.report("@required(action:) must be written in the document (NONE, LOG or THROW), not a variable.", at: action.span)
        }
        guard let definition = context.fieldDefinition, let parent = context.parentType, definition.type.isNonNull else { return }
        context.report("@required stands on nullable fields: \"\(parent.name).\(definition.name)\" is \"\(definition.type)\", which is never null.",
                       at: directive.span, notes: context.schemaNote("\"\(parent.name).\(definition.name)\" defined here", definition.origin))
    }
}

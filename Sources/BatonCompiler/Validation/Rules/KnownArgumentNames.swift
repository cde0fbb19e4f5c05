import BatonSupport

/// Every argument given is defined by the field or directive it is given to.
/// `@arguments` and `@argumentDefinitions` take the fragment's own arguments,
/// which the Relay rules check.
final class KnownArgumentNames: ValidationRule {
    static let hooks: ValidationHooks = [.enterArgument]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterArgument(_ node: Argument) {
        guard context.argument == nil else { return }
        let name = node.name.value
        if context.directiveNode != nil {
            // An unknown directive is reported once, by KnownDirectives.
            guard let directive = context.directive else { return }
            guard directive.name != "arguments", directive.name != "argumentDefinitions" else { return }
            context.report("Unknown argument \"\(name)\" on directive \"@\(directive.name)\".", at: node.name.span,
                           suggestions: suggestionList(name, directive.arguments.map(\.name)))
        } else if let field = context.fieldDefinition, let parent = context.parentType {
            context.report("Unknown argument \"\(name)\" on field \"\(parent.name).\(field.name)\".", at: node.name.span,
                           suggestions: suggestionList(name, field.arguments.map(\.name)))
        }
    }
}

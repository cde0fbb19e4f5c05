/// @stream stands on list fields only: it delivers a list's items in parts.
final class StreamDirectiveOnListField: ValidationRule {
    static let hooks: ValidationHooks = [.enterDirective]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterDirective(_ node: Directive, at location: DirectiveLocation) {
        guard node.name.value == "stream", location == .field, let field = context.fieldDefinition,
              let parent = context.parentType, !field.type.isList else { return }
        context.report("Stream directive cannot be used on non-list field \"\(field.name)\" on type \"\(parent.name)\".", at: node.span)
    }
}

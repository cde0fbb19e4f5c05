/// Relay's `@deleteRecord` and `@deleteEdge` name records by id: they stand on a
/// field of type ID or a list of IDs.
final class DeleteDirectives: ValidationRule {
    static let hooks: ValidationHooks = [.enterField]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterField(_ node: Field) {
        guard let definition = context.fieldDefinition, let parent = context.parentType, definition.type.namedType != "ID" else { return }
        for directive in node.directives where directive.name.value == "deleteRecord" || directive.name.value == "deleteEdge" {
            context.report("@\(directive.name.value) stands on a field of type ID or [ID]: \"\(parent.name).\(definition.name)\" is \"\(definition.type)\".",
                           at: directive.span)
        }
    }
}

/// A field of a scalar or enum type has no selection; a field of a composite type
/// has one.
final class ScalarLeafs: ValidationRule {
    static let hooks: ValidationHooks = [.enterField]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterField(_ node: Field) {
        guard let definition = context.fieldDefinition, let type = context.schema.type(named: definition.type.namedType) else {
            return
        }
        if type.kind.isLeaf {
            if let selections = node.selectionSet {
                context.report("Field \"\(node.name.value)\" must not have a selection since type \"\(definition.type)\" has no subfields.",
                               at: selections.span)
            }
        } else if node.selectionSet == nil {
            context.report("Field \"\(node.name.value)\" of type \"\(definition.type)\" must have a selection of subfields. Did you mean \"\(node.name.value) { ... }\"?",
                           at: node.name.span)
        }
    }
}

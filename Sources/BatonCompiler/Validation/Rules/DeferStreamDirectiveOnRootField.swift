/// No @defer or @stream on the root selections of a mutation or subscription,
/// whose root fields run in order or once.
final class DeferStreamDirectiveOnRootField: ValidationRule {
    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard node.operation != .query, let root = context.schema.rootTypeName(for: node.operation) else { return }
        var visited = Set<String>()
        check(node.selectionSet, operation: node.operation, root: root, path: context.path, visited: &visited)
    }

    private func check(_ selectionSet: SelectionSet, operation: OperationType, root: String, path: String, visited: inout Set<String>) {
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                if let stream = field.directives.named("stream") {
                    context.report("Stream directive cannot be used on root \(operation.rawValue) type \"\(root)\".", at: stream.span, in: path)
                }
            case .inlineFragment(let fragment):
                if let deferDirective = fragment.directives.named("defer") {
                    context.report("Defer directive cannot be used on root \(operation.rawValue) type \"\(root)\".", at: deferDirective.span, in: path)
                }
                check(fragment.selectionSet, operation: operation, root: root, path: path, visited: &visited)
            case .fragmentSpread(let spread):
                guard visited.insert(spread.name.value).inserted, let site = context.fragments[spread.name.value] else { continue }
                if let deferDirective = spread.directives.named("defer") {
                    context.report("Defer directive cannot be used on root \(operation.rawValue) type \"\(root)\".", at: deferDirective.span, in: path)
                }
                check(site.definition.selectionSet, operation: operation, root: root, path: site.path, visited: &visited)
            }
        }
    }
}

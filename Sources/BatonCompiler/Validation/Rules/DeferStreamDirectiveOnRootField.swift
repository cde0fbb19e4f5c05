/// No @defer or @stream on the root selections of a mutation or subscription,
/// whose root fields run in order or once.
final class DeferStreamDirectiveOnRootField: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard node.operation != .query, let root = context.schema.rootTypeName(for: node.operation) else { return }
        let operation = node.operation.rawValue
        var visited = Set<String>()
        // The context is the file the selections are in; a field's own selections are not the root's.
        SelectionWalk.walk(node.selectionSet, context.path) { selection, path in
            switch selection {
            case .field(let field):
                if let stream = field.directives.named("stream") {
                    context.report("Stream directive cannot be used on root \(operation) type \"\(root)\".", at: stream.span, in: path)
                }
                return .skip
            case .inlineFragment(let fragment):
                if let deferDirective = fragment.directives.named("defer") {
                    context.report("Defer directive cannot be used on root \(operation) type \"\(root)\".", at: deferDirective.span, in: path)
                }
                return .enter(fragment.selectionSet, path)
            case .fragmentSpread(let spread):
                guard let site = context.firstVisit(spread, &visited) else { return .skip }
                if let deferDirective = spread.directives.named("defer") {
                    context.report("Defer directive cannot be used on root \(operation) type \"\(root)\".", at: deferDirective.span, in: path)
                }
                return .enter(site.definition.selectionSet, site.path)
            }
        }
    }
}

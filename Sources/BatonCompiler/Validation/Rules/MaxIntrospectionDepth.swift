/// graphql-js's recommended rule: an introspection query may nest the lists of
/// `__Type` (fields, interfaces, possible types, input fields) fewer than three
/// deep, so that one request cannot ask for a combinatorial answer.
final class MaxIntrospectionDepth: ValidationRule {
    private static let maxListDepth = 3
    private static let listFields: Set<String> = ["fields", "interfaces", "possibleTypes", "inputFields"]
    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterField(_ node: Field) {
        guard node.name.value == "__schema" || node.name.value == "__type" else { return }
        var visited: [String: Int] = [:]
        if exceeds(.field(node), depth: 0, visited: &visited) {
            context.report("Maximum introspection depth exceeded", at: node.name.span)
        }
    }

    /// Whether the selection reaches the limit; a fragment is entered again only
    /// at a greater depth than before, which ends cycles.
    private func exceeds(_ selection: Selection, depth: Int, visited: inout [String: Int]) -> Bool {
        var depth = depth
        let selectionSet: SelectionSet?
        switch selection {
        case .field(let field):
            if Self.listFields.contains(field.name.value) {
                depth += 1
                if depth >= Self.maxListDepth { return true }
            }
            selectionSet = field.selectionSet
        case .inlineFragment(let fragment):
            selectionSet = fragment.selectionSet
        case .fragmentSpread(let spread):
            let name = spread.name.value
            guard (visited[name] ?? -1) < depth, let site = context.fragments[name] else { return false }
            visited[name] = depth
            selectionSet = site.definition.selectionSet
        }
        return selectionSet?.selections.contains { exceeds($0, depth: depth, visited: &visited) } ?? false
    }
}

/// graphql-js's recommended rule: an introspection query may nest the lists of
/// `__Type` (fields, interfaces, possible types, input fields) fewer than three
/// deep, so that one request cannot ask for a combinatorial answer.
final class MaxIntrospectionDepth: ValidationRule {
    static let hooks: ValidationHooks = [.enterField]

    private static let maxListDepth = 3
    private static let listFields: Set<String> = ["fields", "interfaces", "possibleTypes", "inputFields"]
    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterField(_ node: Field) {
        guard node.name.value == "__schema" || node.name.value == "__type", let selectionSet = node.selectionSet else { return }
        if exceeds(selectionSet) {
            context.report("Maximum introspection depth exceeded", at: node.name.span)
        }
    }

    /// Whether the selections reach the limit; a fragment is entered again only at
    /// a greater depth than before, which ends cycles.
    private func exceeds(_ selectionSet: SelectionSet) -> Bool {
        var visited: [String: Int] = [:]
        return !SelectionWalk.walk(selectionSet, 0) { selection, depth in
            switch selection {
            case .field(let field):
                var depth = depth
                if Self.listFields.contains(field.name.value) {
                    depth += 1
                    if depth >= Self.maxListDepth { return .stop }
                }
                return field.selectionSet.map { .enter($0, depth) } ?? .skip
            case .inlineFragment(let fragment):
                return .enter(fragment.selectionSet, depth)
            case .fragmentSpread(let spread):
                let name = spread.name.value
                guard (visited[name] ?? -1) < depth, let site = context.fragments[name] else { return .skip }
                visited[name] = depth
                return .enter(site.definition.selectionSet, depth)
            }
        }
    }
}

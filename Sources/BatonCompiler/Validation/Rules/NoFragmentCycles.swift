/// No fragment spreads itself, directly or through other fragments: the cycle
/// would never end. Each cycle is reported once, at the spread that closes it.
final class NoFragmentCycles: ValidationRule {
    private let context: ValidationContext
    private var visited = Set<String>()
    private var spreadPath: [(spread: FragmentSpread, path: String)] = []
    private var pathIndex: [String: Int] = [:]

    init(_ context: ValidationContext) { self.context = context }

    func enterFragment(_ node: FragmentDefinition) {
        guard context.fragments[node.name.value]?.definition.span == node.span else { return }
        detectCycles(from: node.name.value)
    }

    private func detectCycles(from name: String) {
        guard visited.insert(name).inserted, let site = context.fragments[name] else { return }
        let spreads = ValidationContext.spreads(in: site.definition.selectionSet)
        guard !spreads.isEmpty else { return }
        pathIndex[name] = spreadPath.count
        for spread in spreads {
            let target = spread.name.value
            if let index = pathIndex[target] {
                let cycle = Array(spreadPath[index...]) + [(spread, site.path)]
                let via = cycle.dropLast().map(\.spread.name.value)
                let message = via.isEmpty
                    ? "Cannot spread fragment \"\(target)\" within itself."
                    : "Cannot spread fragment \"\(target)\" within itself via \(via.map { "\"\($0)\"" }.joined(separator: ", "))."
                context.report(message, at: cycle[0].spread.name.span, in: cycle[0].path)
            } else {
                spreadPath.append((spread, site.path))
                detectCycles(from: target)
                spreadPath.removeLast()
            }
        }
        pathIndex[name] = nil
    }
}

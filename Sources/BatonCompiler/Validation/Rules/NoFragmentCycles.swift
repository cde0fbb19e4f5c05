/// No fragment spreads itself, directly or through other fragments: the cycle
/// would never end. Each cycle is reported once, at the spread that closes it.
final class NoFragmentCycles: ValidationRule {
    static let hooks: ValidationHooks = [.enterFragment]

    private let context: ValidationContext
    private var visited = Set<String>()
    private var spreadPath: [(spread: FragmentSpread, path: String)] = []
    private var pathIndex: [String: Int] = [:]

    init(_ context: ValidationContext) { self.context = context }

    func enterFragment(_ node: FragmentDefinition) {
        guard context.fragments[node.name.value]?.definition.span == node.span else { return }
        detectCycles(from: node.name.value)
    }

    /// One fragment on the walk's path: its spreads and the next one to follow.
    private struct Frame {
        let name: String
        let path: String
        let spreads: [FragmentSpread]
        var next = 0
    }

    /// A depth-first walk of the spreads from `start` on a stack of its own, so that a
    /// chain of fragments as long as a document can hold never exhausts the thread's.
    private func detectCycles(from start: String) {
        var stack: [Frame] = []
        /// Puts a fragment on the path unless it was visited or spreads nothing.
        func enter(_ name: String) {
            guard visited.insert(name).inserted, let site = context.fragments[name] else { return }
            let spreads = ValidationContext.spreads(in: site.definition.selectionSet)
            guard !spreads.isEmpty else { return }
            pathIndex[name] = spreadPath.count
            stack.append(Frame(name: name, path: site.path, spreads: spreads))
        }
        enter(start)
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].spreads.count else {
                pathIndex[stack[top].name] = nil
                stack.removeLast()
                // The spread that led to the fragment done with leaves the path too.
                if !stack.isEmpty { spreadPath.removeLast() }
                continue
            }
            let spread = stack[top].spreads[stack[top].next]
            let path = stack[top].path
            stack[top].next += 1
            let target = spread.name.value
            if let index = pathIndex[target] {
                report(Array(spreadPath[index...]) + [(spread, path)])
            } else {
                spreadPath.append((spread, path))
                let depth = stack.count
                enter(target)
                if stack.count == depth { spreadPath.removeLast() }
            }
        }
    }

    /// Reports a cycle at the spread that closes it.
    private func report(_ cycle: [(spread: FragmentSpread, path: String)]) {
        let target = cycle[cycle.count - 1].spread.name.value
        let via = cycle.dropLast().map(\.spread.name.value)
        let message = via.isEmpty
            ? "Cannot spread fragment \"\(target)\" within itself."
            : "Cannot spread fragment \"\(target)\" within itself via \(via.map { "\"\($0)\"" }.joined(separator: ", "))."
        context.report(message, at: cycle[0].spread.name.span, in: cycle[0].path)
    }
}

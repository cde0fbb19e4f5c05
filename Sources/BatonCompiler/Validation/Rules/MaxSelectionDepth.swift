/// Baton's bound on how deep an operation's or a fragment's selections nest once
/// the fragments they spread are counted in: no deeper than the parser lets one
/// definition nest (`Parser.maximumDepth`). Spreads chain definitions without end,
/// and the rule comparing fields, the plan and the printed text follow that nesting
/// on the thread's stack. Fields with selections and inline fragments are levels,
/// and so is the spread of a fragment with `@argumentDefinitions`, which the
/// server's text inlines; any other spread is not, so a long chain of fragments is
/// no deeper than its deepest link. A definition nested too deep is reported once,
/// at the selection that goes too deep, unless another one reaches it that way.
final class MaxSelectionDepth: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation, .enterFragment, .finish]

    /// What one definition may hold is what fragments may add up to.
    static let maximum = Parser.maximumDepth

    private let context: ValidationContext
    /// A fragment's deepest level through what it spreads, by name.
    private var depths: [String: Int] = [:]
    /// A fragment's own nesting and the spreads it holds, each at its level.
    private var outlines: [String: Outline] = [:]
    /// The definitions nested too deep, each with where it first goes too deep.
    private var tooDeep: [(name: String?, path: String, at: Selection)] = []

    private struct Outline {
        var deepest = 0
        var spreads: [(spread: FragmentSpread, level: Int)] = []
    }

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        check(node.selectionSet, name: nil)
    }

    func enterFragment(_ node: FragmentDefinition) {
        let first = context.fragments[node.name.value]
        let isFirst = first?.path == context.path && first?.definition.span == node.span
        check(node.selectionSet, name: isFirst ? node.name.value : nil)
    }

    func finish() {
        var reached = Set<String>()
        for entry in tooDeep {
            if case .fragmentSpread(let spread) = entry.at { reached.insert(spread.name.value) }
        }
        var reported = tooDeep.filter { $0.name.map { !reached.contains($0) } ?? true }
        // Fragments that reach one another on a cycle leave the first of them to say it.
        if reported.isEmpty, let first = tooDeep.first { reported = [first] }
        for entry in reported { report(entry.at, in: entry.path) }
    }

    /// Records where a definition's selections first go deeper than the maximum.
    private func check(_ selectionSet: SelectionSet, name: String?) {
        var offending: Selection?
        SelectionWalk.walk(selectionSet, 0) { selection, level in
            switch selection {
            case .field(let field):
                guard let nested = field.selectionSet else { return .skip }
                guard level < Self.maximum else {
                    offending = selection
                    return .stop
                }
                return .enter(nested, level + 1)
            case .inlineFragment(let fragment):
                guard level < Self.maximum else {
                    offending = selection
                    return .stop
                }
                return .enter(fragment.selectionSet, level + 1)
            case .fragmentSpread(let spread):
                guard reach(spread, at: level) > Self.maximum else { return .skip }
                offending = selection
                return .stop
            }
        }
        if let offending { tooDeep.append((name, context.path, offending)) }
    }

    private func report(_ selection: Selection, in path: String) {
        switch selection {
        case .fragmentSpread(let spread):
            context.report("Selections nest more than \(Self.maximum) levels deep through fragment \"\(spread.name.value)\".",
                           at: spread.name.span, in: path)
        case .field(let field):
            context.report("Selections nest more than \(Self.maximum) levels deep.", at: field.name.span, in: path)
        case .inlineFragment(let fragment):
            context.report("Selections nest more than \(Self.maximum) levels deep.", at: fragment.span, in: path)
        }
    }

    /// The deepest level a spread at `level` leads to.
    private func reach(_ spread: FragmentSpread, at level: Int) -> Int {
        let name = spread.name.value
        guard context.fragments[name] != nil else { return level }
        return level + (context.fragmentArguments(name)?.isDeclared == true ? 1 : 0) + depth(ofFragment: name)
    }

    /// A fragment's deepest level through the fragments it spreads, found depth
    /// first on a stack of its own: a chain of fragments is as long as a document
    /// makes it. A spread back to a fragment on the path counts only its own level;
    /// `NoFragmentCycles` reports the cycle.
    private func depth(ofFragment start: String) -> Int {
        if let known = depths[start] { return known }
        var path: [(name: String, outline: Outline, next: Int, deepest: Int)] = []
        var onPath = Set<String>()
        func enter(_ name: String) {
            let outline = self.outline(of: name)
            path.append((name, outline, 0, outline.deepest))
            onPath.insert(name)
        }
        enter(start)
        while let top = path.indices.last {
            guard path[top].next < path[top].outline.spreads.count else {
                let done = path.removeLast()
                onPath.remove(done.name)
                depths[done.name] = done.deepest
                continue
            }
            let (spread, level) = path[top].outline.spreads[path[top].next]
            let name = spread.name.value
            if depths[name] == nil, !onPath.contains(name), context.fragments[name] != nil {
                enter(name)
                continue
            }
            path[top].next += 1
            let below = depths[name] == nil ? level : reach(spread, at: level)
            path[top].deepest = max(path[top].deepest, below)
        }
        return depths[start] ?? 0
    }

    /// A fragment's own nesting and its spreads, read once.
    private func outline(of name: String) -> Outline {
        if let known = outlines[name] { return known }
        var outline = Outline()
        if let site = context.fragments[name] {
            SelectionWalk.walk(site.definition.selectionSet, 0) { selection, level in
                switch selection {
                case .field(let field):
                    guard let nested = field.selectionSet else { return .skip }
                    outline.deepest = max(outline.deepest, level + 1)
                    return .enter(nested, level + 1)
                case .inlineFragment(let fragment):
                    outline.deepest = max(outline.deepest, level + 1)
                    return .enter(fragment.selectionSet, level + 1)
                case .fragmentSpread(let spread):
                    outline.spreads.append((spread, level))
                    return .skip
                }
            }
        }
        outlines[name] = outline
        return outline
    }
}

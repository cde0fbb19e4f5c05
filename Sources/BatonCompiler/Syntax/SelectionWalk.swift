/// A depth-first walk over selections in document order, kept on a stack of its
/// own: a walk that follows fragment spreads goes as deep as a chain of fragments
/// is long, which a document may make longer than any thread's stack. The visitor
/// decides at each selection whether to go into a selection set (a field's, an
/// inline fragment's, a spread fragment's), with what context, or to stop.
enum SelectionWalk<Context> {
    enum Step {
        /// Go on with the next selection.
        case skip
        /// Visit this set's selections, with this context, before the next selection.
        case enter(SelectionSet, Context)
        /// End the walk.
        case stop
    }

    /// Visits every selection of `root` the visitor leads to; false when it stopped.
    @discardableResult
    static func walk(_ root: SelectionSet, _ context: Context, visit: (Selection, Context) -> Step) -> Bool {
        var stack: [(selections: [Selection], next: Int, context: Context)] = [(root.selections, 0, context)]
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].selections.count else {
                stack.removeLast()
                continue
            }
            let selection = stack[top].selections[stack[top].next]
            stack[top].next += 1
            switch visit(selection, stack[top].context) {
            case .skip: continue
            case .enter(let set, let inner): stack.append((set.selections, 0, inner))
            case .stop: return false
            }
        }
        return true
    }
}

/// The fragments a selection set reaches, directly or through other fragments.
public enum FragmentReach {
    /// The reached fragments, each once, sorted by name.
    public static func reached(
        from selectionSet: SelectionSet, in fragments: [String: FragmentDefinition]
    ) throws(PrinterError) -> [FragmentDefinition] {
        var reached = [String: FragmentDefinition]()
        var pending: [(selections: SelectionSet, fragment: String?)] = [(selectionSet, nil)]
        while let next = pending.popLast() {
            for spread in spreads(in: next.selections) where reached[spread.name.value] == nil {
                guard let fragment = fragments[spread.name.value] else {
                    throw .unknownFragment(spread.name, inFragment: next.fragment)
                }
                reached[spread.name.value] = fragment
                pending.append((fragment.selectionSet, fragment.name.value))
            }
        }
        return reached.keys.sorted().map { reached[$0]! }
    }

    /// Every fragment spread in a selection set, at any depth, in document order;
    /// a client field's are not reached, as the text leaves it out.
    public static func spreads(in selectionSet: SelectionSet) -> [FragmentSpread] {
        var found = [FragmentSpread]()
        collect(selectionSet, into: &found)
        return found
    }

    private static func collect(_ selectionSet: SelectionSet, into found: inout [FragmentSpread]) {
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                if let nested = field.selectionSet, !CompactPrinter.isClientField(field) { collect(nested, into: &found) }
            case .fragmentSpread(let spread): found.append(spread)
            case .inlineFragment(let fragment): collect(fragment.selectionSet, into: &found)
            }
        }
    }
}

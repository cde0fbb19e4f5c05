/// The fields a connection's pages are merged by, added to its selection where
/// the author did not select them: each edge's `cursor` and its node's
/// `__typename`, and the page info of the direction it pages (`endCursor` and
/// `hasNextPage` forward, `hasPreviousPage` and `startCursor` backward, in
/// the order Relay's connection transform adds them).
enum ConnectionFields {
    static func pageInfoFields(_ direction: ConnectionDirectionIR) -> [String] {
        switch direction {
        case .forward: ["endCursor", "hasNextPage"]
        case .backward: ["hasPreviousPage", "startCursor"]
        case .bidirectional: ["endCursor", "hasNextPage", "hasPreviousPage", "startCursor"]
        }
    }

    static func added(to set: SelectionSet, direction: ConnectionDirectionIR) -> SelectionSet {
        var set = paging(set, direction: direction)
        ensure("edges", in: &set) { edges in
            ensure("node", in: &edges) { node in ensure("__typename", in: &node) }
        }
        return set
    }

    /// The fields a connection pages by, each edge's `cursor` and the page info of
    /// its direction, which its lens reads as well as the author's selection.
    static func paging(_ set: SelectionSet, direction: ConnectionDirectionIR) -> SelectionSet {
        var set = set
        ensure("edges", in: &set) { edges in ensure("cursor", in: &edges) }
        ensure("pageInfo", in: &set) { pageInfo in
            for name in pageInfoFields(direction) { ensure(name, in: &pageInfo) }
        }
        return set
    }

    /// Completes the unaliased field `name` of `set` with `complete`, appending the
    /// field first when the set does not select it. A field whose children are
    /// completed is given a selection set.
    private static func ensure(_ name: String, in set: inout SelectionSet, complete: ((inout SelectionSet) -> Void)? = nil) {
        let position = set.selections.firstIndex { selection in
            if case .field(let field) = selection { return field.alias == nil && field.name.value == name }
            return false
        }
        var field = SelectionTransform.addedField(name, span: set.span)
        if let position, case .field(let selected) = set.selections[position] { field = selected }
        if let complete {
            var nested = field.selectionSet ?? SelectionSet(selections: [], span: set.span)
            complete(&nested)
            field.selectionSet = nested
        }
        if let position {
            set.selections[position] = .field(field)
        } else {
            set.selections.append(.field(field))
        }
    }
}

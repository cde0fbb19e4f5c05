/// Relay's flattening of the text a server receives, which Baton's documents
/// were recorded with (docs/decisions/printed-text.md). Within a selection set:
/// a condition with a constant `if` is decided (the selection left out, or the
/// condition dropped); an inline fragment with no type condition, or its parent's, and no directive
/// but conditions gives its selections to the set, its conditions carried onto
/// each; the selections under one condition are gathered where that condition
/// first appears, conditions nested under it after its own selections; and a
/// selection that is the same as one before it (the same field with the same
/// arguments and directives, the same spread, the same inline fragment) is
/// merged into it, the children of both kept in order.
struct SelectionFlattening {
    let schema: Schema

    private indirect enum Slot {
        case selection(Selection)
        case condition(Directive, [Slot])
    }

    func flatten(_ set: SelectionSet, on typeName: String) -> SelectionSet {
        var slots: [Slot] = []
        for selection in set.selections { insert(selection, conditions: [], on: typeName, into: &slots) }
        var result: [Selection] = []
        emit(slots, conditions: [], on: typeName, into: &result)
        return SelectionSet(selections: result, span: set.span)
    }

    private func insert(_ selection: Selection, conditions: [Directive], on typeName: String, into slots: inout [Slot]) {
        let (written, others) = Conditions.split(selection.directives)
        // A constant condition is decided here: one that fails leaves the selection out, one that holds goes.
        var own: [Directive] = []
        for condition in written {
            switch Conditions.constant(condition) {
            case false?: return
            case true?: continue
            case nil: own.append(condition)
            }
        }
        let all = conditions + own
        if case .inlineFragment(let inline) = selection, others.isEmpty,
           inline.typeCondition == nil || inline.typeCondition?.name.value == typeName {
            for child in inline.selectionSet.selections { insert(child, conditions: all, on: typeName, into: &slots) }
            return
        }
        place(selection.with(directives: others), under: all[...], into: &slots)
    }

    private func place(_ selection: Selection, under conditions: ArraySlice<Directive>, into slots: inout [Slot]) {
        if let first = conditions.first {
            let key = Self.text(first)
            for index in slots.indices {
                guard case .condition(let condition, var children) = slots[index], Self.text(condition) == key else { continue }
                place(selection, under: conditions.dropFirst(), into: &children)
                slots[index] = .condition(condition, children)
                return
            }
            var children: [Slot] = []
            place(selection, under: conditions.dropFirst(), into: &children)
            slots.append(.condition(first, children))
            return
        }
        let identity = Self.identity(selection)
        for index in slots.indices {
            guard case .selection(let existing) = slots[index], Self.identity(existing) == identity else { continue }
            slots[index] = .selection(Self.merged(existing, selection))
            return
        }
        slots.append(.selection(selection))
    }

    /// Written in order at the top; under a condition, its own selections first
    /// and then the conditions nested in it, as Relay's printer walks them.
    private func emit(_ slots: [Slot], conditions: [Directive], on typeName: String, into result: inout [Selection]) {
        var nested: [(Directive, [Slot])] = []
        for slot in slots {
            switch slot {
            case .selection(let selection):
                result.append(flattenedChildren(of: selection, on: typeName).with(directives: conditions + selection.directives))
            case .condition(let condition, let children):
                if conditions.isEmpty {
                    emit(children, conditions: [condition], on: typeName, into: &result)
                } else {
                    nested.append((condition, children))
                }
            }
        }
        for (condition, children) in nested { emit(children, conditions: conditions + [condition], on: typeName, into: &result) }
    }

    private func flattenedChildren(of selection: Selection, on typeName: String) -> Selection {
        switch selection {
        case .field(var field):
            guard let nested = field.selectionSet else { return selection }
            let type = schema.fieldDefinition(on: typeName, named: field.name.value)?.type.namedType ?? typeName
            field.selectionSet = flatten(nested, on: type)
            return .field(field)
        case .inlineFragment(var inline):
            inline.selectionSet = flatten(inline.selectionSet, on: inline.typeCondition?.name.value ?? typeName)
            return .inlineFragment(inline)
        case .fragmentSpread:
            return selection
        }
    }

    /// What makes two selections the same: the text before their children.
    private static func identity(_ selection: Selection) -> String {
        var head = selection
        switch selection {
        case .field(var field):
            field.selectionSet = field.selectionSet.map { SelectionSet(selections: [], span: $0.span) }
            head = .field(field)
        case .inlineFragment(var inline):
            inline.selectionSet = SelectionSet(selections: [], span: inline.selectionSet.span)
            head = .inlineFragment(inline)
        case .fragmentSpread:
            break
        }
        var text = ""
        CompactPrinter.write(SelectionSet(selections: [head], span: selection.span), to: &text)
        return text
    }

    private static func merged(_ first: Selection, _ second: Selection) -> Selection {
        switch (first, second) {
        case (.field(var field), .field(let other)):
            if let set = field.selectionSet, let more = other.selectionSet {
                field.selectionSet = SelectionSet(selections: set.selections + more.selections, span: set.span)
            }
            return .field(field)
        case (.inlineFragment(var inline), .inlineFragment(let other)):
            inline.selectionSet = SelectionSet(
                selections: inline.selectionSet.selections + other.selectionSet.selections, span: inline.selectionSet.span)
            return .inlineFragment(inline)
        default:
            return first
        }
    }

    private static func text(_ directive: Directive) -> String {
        var text = ""
        CompactPrinter.write([directive], to: &text)
        return text
    }
}

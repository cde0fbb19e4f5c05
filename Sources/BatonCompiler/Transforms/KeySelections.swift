import BatonSupport

/// The selections a linked field gains so that every record it reaches can be
/// keyed, appended after what the author selected, as Baton's compiler does it
/// (docs/decisions/printed-text.md). Relay's `id` comes first, before the sets
/// are flattened: on a type with an `id` of type ID; on an abstract type without
/// one, `... on Node { id }` when a possible type is a Node and `... on T { id }`
/// for each other possible type with an `id`. The key fields `baton.json`
/// configures come after flattening, where still not selected, as Baton adds them
/// to Relay's output. Only a linked field gains them: a fragment's or an inline
/// fragment's own selections are read where they are spread, beside the key.
struct KeySelections {
    let schema: Schema
    let keyFields: KeyFields

    /// The Node interface Relay's `id` is selected through, when the schema has one with an `id`.
    private var nodeInterface: String? {
        guard let node = schema.type(named: "Node"), node.kind == .interface, isIDField(node.field(named: "id")) else { return nil }
        return "Node"
    }

    /// The set and every set within it, each linked field's with the configured
    /// keys it lacks appended; the set itself is a linked field's when `isLinked`.
    func withConfiguredKeys(_ set: SelectionSet, on typeName: String, isLinked: Bool) -> SelectionSet {
        var result = set
        result.selections = set.selections.map { selection in
            switch selection {
            case .field(var field):
                guard let nested = field.selectionSet,
                      let type = schema.fieldDefinition(on: typeName, named: field.name.value)?.type.namedType else { return selection }
                field.selectionSet = withConfiguredKeys(nested, on: type, isLinked: true)
                return .field(field)
            case .inlineFragment(var inline):
                inline.selectionSet = withConfiguredKeys(
                    inline.selectionSet, on: inline.typeCondition?.name.value ?? typeName, isLinked: false)
                return .inlineFragment(inline)
            case .fragmentSpread:
                return selection
            }
        }
        if isLinked { result.selections += configuredKeys(set.selections, on: typeName, span: set.span) }
        return result
    }

    // MARK: Relay's id

    func relayID(_ selections: [Selection], on typeName: String, span: SourceSpan) -> [Selection] {
        guard let type = schema.type(named: typeName), !selectsDirectly("id", selections) else { return [] }
        if isIDField(type.field(named: "id")) { return [.field(SelectionTransform.addedField("id", span: span))] }
        guard type.kind.isAbstract else { return [] }
        var throughNode = false
        var others: [String] = []
        for member in schema.possibleTypes(of: typeName) {
            if let node = nodeInterface, schema.isPossibleType(member, of: node) {
                throughNode = true
            } else if isIDField(schema.type(named: member)?.field(named: "id")) {
                others.append(member)
            }
        }
        var result: [Selection] = []
        if throughNode, let node = nodeInterface { result.append(inline(on: node, ["id"], span: span)) }
        for member in others.sorted(by: utf8Order) { result.append(inline(on: member, ["id"], span: span)) }
        return result
    }

    private func isIDField(_ field: SchemaField?) -> Bool {
        field?.type.namedType == "ID"
    }

    /// An unaliased, unconditional field of that name among the selections themselves.
    private func selectsDirectly(_ name: String, _ selections: [Selection]) -> Bool {
        selections.contains { selection in
            guard case .field(let field) = selection else { return false }
            return field.alias == nil && field.name.value == name && !Conditions.isConditional(field.directives)
        }
    }

    // MARK: baton.json's keys

    private func configuredKeys(_ selections: [Selection], on typeName: String, span: SourceSpan) -> [Selection] {
        guard let type = schema.type(named: typeName) else { return [] }
        if type.kind == .object {
            return missing(on: typeName, in: selections).map { .field(SelectionTransform.addedField($0, span: span)) }
        }
        guard type.kind.isAbstract else { return [] }
        let members = schema.possibleTypes(of: typeName)
        let shared = sharedKey(of: type, members: members)
        var onType: [String] = []
        var inlined: [(member: String, fields: [String])] = []
        for member in members {
            let lacking = missing(on: member, in: selections)
            guard !lacking.isEmpty else { continue }
            if let shared, keyFields.fields(of: member) == shared {
                for field in lacking where !onType.contains(field) { onType.append(field) }
            } else {
                inlined.append((member, lacking))
            }
        }
        var result: [Selection] = onType.map { .field(SelectionTransform.addedField($0, span: span)) }
        for (member, fields) in inlined.sorted(by: { utf8Order($0.member, $1.member) }) {
            result.append(inline(on: member, fields, span: span))
        }
        return result
    }

    /// The key every keyed member shares, when the abstract type declares its
    /// fields itself, so one selection on the type serves every member.
    private func sharedKey(of type: SchemaType, members: [String]) -> [String]? {
        let keys = Set(members.map { keyFields.fields(of: $0) }.filter { !$0.isEmpty })
        guard keys.count == 1, let key = keys.first, key.allSatisfy({ type.field(named: $0) != nil }) else { return nil }
        return key
    }

    /// The object's key fields the selections do not select unaliased, at their
    /// own level or in an unconditional inline fragment the object satisfies.
    private func missing(on object: String, in selections: [Selection]) -> [String] {
        keyFields.fields(of: object).filter { !selects($0, on: object, in: selections) }
    }

    private func selects(_ name: String, on object: String, in selections: [Selection]) -> Bool {
        selections.contains { selection in
            switch selection {
            case .field(let field):
                return field.alias == nil && field.name.value == name && !Conditions.isConditional(field.directives)
            case .inlineFragment(let inline):
                let condition = inline.typeCondition?.name.value
                return !Conditions.isConditional(inline.directives)
                    && (condition == nil || schema.isPossibleType(object, of: condition!))
                    && selects(name, on: object, in: inline.selectionSet.selections)
            case .fragmentSpread:
                return false
            }
        }
    }

    private func inline(on typeName: String, _ fields: [String], span: SourceSpan) -> Selection {
        .inlineFragment(InlineFragment(
            typeCondition: NamedType(name: Name(value: typeName, span: span), span: span), directives: [],
            selectionSet: SelectionSet(selections: fields.map { .field(SelectionTransform.addedField($0, span: span)) }, span: span),
            span: span))
    }
}

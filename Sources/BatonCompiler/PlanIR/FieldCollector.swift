/// The fields a set of selections reads on one type, merged by response key in
/// the order they first appear: its own fields, and those of the inline fragments
/// and spreads whose type condition the type satisfies. A field selected twice
/// keeps both selection sets, merged when its children are collected, and either
/// occurrence's guards: those on the field and on the fragments it sits in. The
/// children an occurrence selects carry that occurrence's guards, so a guarded
/// occurrence beside an unguarded one adds only guarded children.
struct FieldCollector {
    /// A selection set and the guards of the occurrence that selects it.
    struct GuardedSet: Hashable {
        var set: SelectionSet
        var guards: [GuardIR] = []
    }

    struct CollectedField {
        var responseKey: String
        var name: String
        var arguments: [Argument]
        var definition: SchemaField
        var selectionSets: [GuardedSet]
        var span: SourceSpan
        var connection: ConnectionIR?
        var edit: EditIR?
        /// Alternatives of conjunctions; none when some occurrence is always selected.
        var guards: [[GuardIR]]
    }

    let schema: Schema
    let fragments: [String: FragmentDefinition]

    /// The fields `sets` read for objects of `typeName`, a concrete type or, for a
    /// type no variant lists, the abstract type itself.
    func fields(of sets: [GuardedSet], on typeName: String) -> [CollectedField] {
        var fields: [CollectedField] = []
        for set in sets { collect(set.set, on: typeName, guarded: set.guards, into: &fields) }
        return fields.map(Self.withoutRedundantGuards)
    }

    /// A field every occurrence selects under the same guards needs them only once,
    /// on itself; its children are then plain.
    private static func withoutRedundantGuards(_ field: CollectedField) -> CollectedField {
        guard field.guards.count == 1, field.selectionSets.allSatisfy({ $0.guards == field.guards[0] }) else { return field }
        var field = field
        field.selectionSets = field.selectionSets.map { GuardedSet(set: $0.set) }
        return field
    }

    func applies(_ condition: String?, to typeName: String) -> Bool {
        guard let condition else { return true }
        return condition == typeName || schema.isPossibleType(typeName, of: condition)
    }

    /// Collects what `set` and the fragments in it read, walking them with the guards
    /// of the fragments around each; a selection a constant condition leaves out is
    /// not collected. The walk keeps its own stack, as a chain of spreads is as long
    /// as a document makes it.
    private func collect(_ set: SelectionSet, on typeName: String, guarded: [GuardIR], into fields: inout [CollectedField]) {
        SelectionWalk.walk(set, guarded) { selection, guarded in
            switch selection {
            case .field(let field):
                guard field.name.value != "__typename",
                      let definition = schema.fieldDefinition(on: typeName, named: field.name.value),
                      !definition.isClient,
                      let guards = Self.along(guarded, field.directives)
                else { return .skip }
                let nested = field.selectionSet.map { [GuardedSet(set: $0, guards: guards)] } ?? []
                if let position = fields.firstIndex(where: { $0.responseKey == field.responseKey }) {
                    fields[position].selectionSets += nested
                    fields[position].guards = GuardIR.adding(guards, to: fields[position].guards)
                } else {
                    fields.append(CollectedField(
                        responseKey: field.responseKey, name: field.name.value, arguments: field.arguments,
                        definition: definition, selectionSets: nested, span: field.span,
                        connection: ConnectionHandle.connection(of: field), edit: EditIR.edit(of: field),
                        guards: guards.isEmpty ? [] : [guards]))
                }
                return .skip
            case .inlineFragment(let inline):
                guard applies(inline.typeCondition?.name.value, to: typeName),
                      let guards = Self.along(guarded, inline.directives) else { return .skip }
                return .enter(inline.selectionSet, guards)
            case .fragmentSpread(let spread):
                guard let fragment = fragments[spread.name.value], applies(fragment.typeCondition.name.value, to: typeName),
                      let guards = Self.along(guarded, spread.directives) else { return .skip }
                return .enter(fragment.selectionSet, guards)
            }
        }
    }

    /// The guards of a selection inside `guarded` carrying `directives`, or nil when
    /// a constant condition leaves it out.
    private static func along(_ guarded: [GuardIR], _ directives: [Directive]) -> [GuardIR]? {
        guard let own = GuardIR.conjunction(of: directives) else { return nil }
        return guarded + own.filter { !guarded.contains($0) }
    }
}

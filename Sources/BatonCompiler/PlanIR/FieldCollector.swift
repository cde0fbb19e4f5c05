import BatonSupport

/// The fields a set of selections reads on one type, merged by response key in
/// the order they first appear: its own fields, and those of the inline fragments
/// and spreads whose type condition the type satisfies. A field selected twice
/// keeps both selection sets, merged when its children are collected, and either
/// occurrence's guards: those on the field and on the fragments it sits in. The
/// children an occurrence selects carry that occurrence's guards, so a guarded
/// occurrence beside an unguarded one adds only guarded children. A field is
/// deferred, with the label of its `@defer`, when every occurrence is.
struct FieldCollector {
    /// A selection set as an occurrence of a field reaches it: the document it is
    /// written in, whose name a `@defer` label starts with, the label of the
    /// deferred part it sits in, which the fields below inherit, and the
    /// occurrence's guards.
    struct ReachedSet: Hashable {
        var set: SelectionSet
        var document: String
        var deferred: String?
        var guards: [GuardIR] = []
    }

    /// Where the walk is: the guards and deferred part around a selection, and the
    /// document it is written in.
    private struct Context {
        var guards: [GuardIR]
        var deferred: String?
        var document: String
    }

    struct CollectedField {
        var responseKey: String
        var name: String
        var arguments: [Argument]
        var definition: SchemaField
        var selectionSets: [ReachedSet]
        var span: SourceSpan
        var connection: ConnectionIR?
        var edit: EditIR?
        /// Alternatives of conjunctions; none when some occurrence is always selected.
        var guards: [[GuardIR]]
        /// The label of the deferred part that delivers the field; nil when some
        /// occurrence is in the initial payload.
        var deferred: String?
    }

    let schema: Schema
    let fragments: [String: FragmentDefinition]

    /// The fields `sets` read for objects of `typeName`, a concrete type or, for a
    /// type no variant lists, the abstract type itself.
    func fields(of sets: [ReachedSet], on typeName: String) -> [CollectedField] {
        var fields: [CollectedField] = []
        for reached in sets {
            collect(reached.set, on: typeName,
                    Context(guards: reached.guards, deferred: reached.deferred, document: reached.document), into: &fields)
        }
        return fields.map(Self.withoutRedundantGuards)
    }

    /// A field every occurrence selects under the same guards needs them only once,
    /// on itself; its children are then plain.
    private static func withoutRedundantGuards(_ field: CollectedField) -> CollectedField {
        guard field.guards.count == 1, field.selectionSets.allSatisfy({ $0.guards == field.guards[0] }) else { return field }
        var field = field
        field.selectionSets = field.selectionSets.map { ReachedSet(set: $0.set, document: $0.document, deferred: $0.deferred) }
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
    private func collect(_ set: SelectionSet, on typeName: String, _ context: Context, into fields: inout [CollectedField]) {
        SelectionWalk.walk(set, context) { selection, context in
            switch selection {
            case .field(let field):
                guard field.name.value != "__typename",
                      let definition = schema.fieldDefinition(on: typeName, named: field.name.value),
                      let guards = Self.along(context.guards, field.directives)
                else { return .skip }
                let nested = field.selectionSet.map {
                    [ReachedSet(set: $0, document: context.document, deferred: context.deferred, guards: guards)]
                } ?? []
                if let position = fields.firstIndex(where: { $0.responseKey == field.responseKey }) {
                    fields[position].selectionSets += nested
                    fields[position].guards = GuardIR.adding(guards, to: fields[position].guards)
                    if context.deferred == nil { fields[position].deferred = nil }
                } else {
                    fields.append(CollectedField(
                        responseKey: field.responseKey, name: field.name.value, arguments: field.arguments,
                        definition: definition, selectionSets: nested, span: field.span,
                        connection: ConnectionHandle.connection(of: field), edit: EditIR.edit(of: field),
                        guards: guards.isEmpty ? [] : [guards], deferred: context.deferred))
                }
                return .skip
            case .inlineFragment(let inline):
                guard applies(inline.typeCondition?.name.value, to: typeName),
                      let guards = Self.along(context.guards, inline.directives) else { return .skip }
                let label = DeferLabel.of(inline.directives, document: context.document,
                                            fallback: inline.typeCondition?.name.value ?? typeName)
                return .enter(inline.selectionSet, Context(
                    guards: guards, deferred: label ?? context.deferred, document: context.document))
            case .fragmentSpread(let spread):
                guard let fragment = fragments[spread.name.value], applies(fragment.typeCondition.name.value, to: typeName),
                      let guards = Self.along(context.guards, spread.directives) else { return .skip }
                let label = DeferLabel.of(spread.directives, document: context.document, fallback: spread.name.value)
                return .enter(fragment.selectionSet, Context(
                    guards: guards, deferred: label ?? context.deferred, document: spread.name.value))
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

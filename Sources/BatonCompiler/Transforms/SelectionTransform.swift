import BatonSupport

/// The transforms between the authored documents and what the server receives
/// and the plan reads, in the order Baton's compiler applies them
/// (docs/decisions/printed-text.md): `__typename` first in every abstract linked
/// field, `__isT: __typename` first in every selection on an abstract type `T`
/// (a fragment's, an inline fragment's), Relay's `id` at the end of every
/// linked field (`KeySelections`), `id` at the end of a refetchable fragment on
/// a Node, `@defer` labelled, the fields a connection merges pages by, client
/// extension fields marked (`CompactPrinter.clientFieldMark`: the plan reads
/// them, the printer leaves them out with all they select), client-only
/// directives stripped but those the plan reads, which the printer leaves out; then the sets flattened
/// (`SelectionFlattening`), and last the keys `baton.json` configures. Spans are kept, so later diagnostics still point at
/// the author's text.
public struct SelectionTransform: Sendable {
    /// The directives a server understands; every other one is the client's.
    static let serverBuiltins: Set<String> = ["include", "skip", "defer", "stream"]
    /// Client directives the plan reads from the transformed selections; no text a
    /// server receives holds them.
    public static let planDirectives = Set(["connection"] + EditIR.Kind.allCases.map(\.rawValue))
    /// What the text leaves out: the plan's directives, and the client fields marked.
    public static let omittedFromText = planDirectives.union([CompactPrinter.clientFieldMark])

    let schema: Schema
    let keys: KeySelections
    let flattening: SelectionFlattening
    let serverDirectives: Set<String>

    public init(schema: Schema, config: BatonConfig?) {
        self.schema = schema
        keys = KeySelections(schema: schema, keyFields: KeyFields(config: config, schema: schema))
        flattening = SelectionFlattening(schema: schema)
        var server = Self.serverBuiltins
        for (name, directive) in schema.directives where config?.schemaFiles.contains(directive.origin?.path ?? "") == true {
            server.insert(name)
        }
        serverDirectives = server
    }

    public func transform(_ operation: OperationDefinition) -> OperationDefinition {
        var result = operation
        result.directives = serverOnly(operation.directives)
        result.variableDefinitions = operation.variableDefinitions.map { definition in
            var definition = definition
            definition.directives = serverOnly(definition.directives)
            return definition
        }
        let root = schema.rootTypeName(for: operation.operation) ?? ""
        let set = flattening.flatten(transform(operation.selectionSet, on: root, document: operation.name?.value ?? ""), on: root)
        result.selectionSet = keys.withConfiguredKeys(set, on: root, isLinked: false)
        return result
    }

    public func transform(_ fragment: FragmentDefinition) -> FragmentDefinition {
        var result = fragment
        result.directives = serverOnly(fragment.directives)
        let typeName = fragment.typeCondition.name.value
        var set = transform(fragment.selectionSet, on: typeName, document: fragment.name.value)
        // Its refetch query reads it through `node`, which finds the record by `id`.
        if fragment.directives.named("refetchable") != nil,
           RefetchQuery.identifierField(for: typeName, in: schema) != nil,
           !set.selections.contains(where: { Self.isUnaliased("id", $0) }) {
            set.selections.append(.field(Self.addedField("id", span: set.span)))
        }
        set = flattening.flatten(abstractKeyed(set, on: typeName), on: typeName)
        result.selectionSet = keys.withConfiguredKeys(set, on: typeName, isLinked: false)
        return result
    }

    /// `document`: the operation or fragment the set stands in, which names its deferred parts.
    func transform(_ selectionSet: SelectionSet, on typeName: String, document: String) -> SelectionSet {
        var selections: [Selection] = []
        for selection in selectionSet.selections {
            switch selection {
            case .field(var field):
                let definition = schema.fieldDefinition(on: typeName, named: field.name.value)
                let connection = ConnectionHandle.connection(of: field)
                field.directives = field.directives.filter {
                    serverDirectives.contains($0.name.value) || Self.planDirectives.contains($0.name.value)
                }
                // A client field stays for the plan, marked so that no text a server receives holds it.
                if definition?.isClient == true {
                    field.directives.append(Directive(
                        name: Name(value: CompactPrinter.clientFieldMark, span: field.span), arguments: [], span: field.span))
                }
                if var nested = field.selectionSet, let definition {
                    if let connection { nested = ConnectionFields.added(to: nested, direction: connection.direction) }
                    field.selectionSet = linked(nested, on: definition.type.namedType, document: document)
                }
                selections.append(.field(field))
            case .fragmentSpread(var spread):
                spread.directives = DeferLabel.labelled(serverOnly(spread.directives), in: document, spreading: spread.name.value)
                selections.append(.fragmentSpread(spread))
            case .inlineFragment(var inline):
                inline.directives = DeferLabel.labelled(serverOnly(inline.directives), in: document, spreading: nil)
                let type = inline.typeCondition?.name.value ?? typeName
                inline.selectionSet = abstractKeyed(transform(inline.selectionSet, on: type, document: document), on: type)
                selections.append(.inlineFragment(inline))
            }
        }
        return SelectionSet(selections: selections, span: selectionSet.span)
    }

    /// A linked field's selections: its own, transformed, the key fields after
    /// them, and `__typename` first on an abstract type that does not select it.
    private func linked(_ set: SelectionSet, on typeName: String, document: String) -> SelectionSet {
        var result = transform(set, on: typeName, document: document)
        for added in keys.relayID(result.selections, on: typeName, span: set.span) {
            guard case .inlineFragment(var inline) = added, let condition = inline.typeCondition?.name.value else {
                result.selections.append(added)
                continue
            }
            inline.selectionSet = abstractKeyed(inline.selectionSet, on: condition)
            result.selections.append(.inlineFragment(inline))
        }
        if schema.type(named: typeName)?.kind.isAbstract == true,
           !result.selections.contains(where: { Self.isUnaliased("__typename", $0) }) {
            result.selections.insert(.field(Self.addedField("__typename", span: set.span)), at: 0)
        }
        return result
    }

    /// A fragment's or an inline fragment's selections on an abstract type `T`,
    /// with `__isT: __typename` first: the response says the object is a `T`.
    private func abstractKeyed(_ set: SelectionSet, on typeName: String) -> SelectionSet {
        guard schema.type(named: typeName)?.kind.isAbstract == true else { return set }
        var field = Self.addedField("__typename", span: set.span)
        field.alias = Name(value: "__is\(typeName)", span: set.span)
        var result = set
        result.selections.insert(.field(field), at: 0)
        return result
    }

    private static func isUnaliased(_ name: String, _ selection: Selection) -> Bool {
        guard case .field(let field) = selection else { return false }
        return field.alias == nil && field.name.value == name && !Conditions.isConditional(field.directives)
    }

    private func serverOnly(_ directives: [Directive]) -> [Directive] {
        directives.filter { serverDirectives.contains($0.name.value) }
    }

    static func addedField(_ name: String, span: SourceSpan) -> Field {
        Field(alias: nil, name: Name(value: name, span: span), arguments: [], directives: [], selectionSet: nil, span: span)
    }
}

/// The transforms between the authored documents and what the server receives
/// and the plan reads: `__typename` on every abstract selection, the key fields
/// wherever a type with identity is read, the fields a connection merges pages
/// by, client extension fields and client-only directives stripped but those the
/// plan reads, which the printer leaves out. Spans are kept, so later diagnostics
/// still point at the author's text.
public struct SelectionTransform: Sendable {
    /// The directives a server understands; every other one is the client's.
    static let serverBuiltins: Set<String> = ["include", "skip", "defer", "stream"]
    /// Client directives the plan reads from the transformed selections; no text a
    /// server receives holds them.
    public static let planDirectives = Set(["connection"] + EditIR.Kind.allCases.map(\.rawValue))

    let schema: Schema
    let keyFields: KeyFields
    let serverDirectives: Set<String>

    public init(schema: Schema, config: BatonConfig?) {
        self.schema = schema
        keyFields = KeyFields(config: config, schema: schema)
        var server = Self.serverBuiltins
        for (name, directive) in schema.directives where directive.origin?.path == config?.schema {
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
        result.selectionSet = transform(operation.selectionSet, on: root, enclosing: [])
        return result
    }

    public func transform(_ fragment: FragmentDefinition) -> FragmentDefinition {
        var result = fragment
        result.directives = serverOnly(fragment.directives)
        result.selectionSet = transform(fragment.selectionSet, on: fragment.typeCondition.name.value, enclosing: [])
        return result
    }

    /// `enclosing`: what the sets around an inline fragment select of the same
    /// object unaliased, which the fragment need not select again.
    func transform(_ selectionSet: SelectionSet, on typeName: String, enclosing: Set<String>) -> SelectionSet {
        var selected = enclosing
        // A field under @include or @skip may be left out, so it does not select the key.
        for case .field(let field) in selectionSet.selections
        where field.responseKey == field.name.value && !field.directives.contains(where: { ["include", "skip"].contains($0.name.value) }) {
            selected.insert(field.name.value)
        }
        let span = selectionSet.span
        var added: [Selection] = []
        if schema.type(named: typeName)?.kind.isAbstract == true, !selected.contains("__typename") {
            added.append(.field(Self.addedField("__typename", span: span)))
            selected.insert("__typename")
        }
        var appended: [Selection] = []
        for key in keyFields.fields(of: typeName) where !selected.contains(key) {
            appended.append(.field(Self.addedField(key, span: span)))
            selected.insert(key)
        }
        var selections: [Selection] = added
        for selection in selectionSet.selections {
            switch selection {
            case .field(var field):
                let definition = schema.fieldDefinition(on: typeName, named: field.name.value)
                if definition?.isClient == true { continue }
                let connection = ConnectionHandle.connection(of: field)
                field.directives = field.directives.filter {
                    serverDirectives.contains($0.name.value) || Self.planDirectives.contains($0.name.value)
                }
                if var nested = field.selectionSet, let definition {
                    if let connection { nested = ConnectionFields.added(to: nested, direction: connection.direction) }
                    field.selectionSet = transform(nested, on: definition.type.namedType, enclosing: [])
                }
                selections.append(.field(field))
            case .fragmentSpread(var spread):
                spread.directives = serverOnly(spread.directives)
                selections.append(.fragmentSpread(spread))
            case .inlineFragment(var inline):
                inline.directives = serverOnly(inline.directives)
                inline.selectionSet = transform(
                    inline.selectionSet, on: inline.typeCondition?.name.value ?? typeName, enclosing: selected)
                selections.append(.inlineFragment(inline))
            }
        }
        return SelectionSet(selections: selections + appended, span: span)
    }

    private func serverOnly(_ directives: [Directive]) -> [Directive] {
        directives.filter { serverDirectives.contains($0.name.value) }
    }

    static func addedField(_ name: String, span: SourceSpan) -> Field {
        Field(alias: nil, name: Name(value: name, span: span), arguments: [], directives: [], selectionSet: nil, span: span)
    }
}

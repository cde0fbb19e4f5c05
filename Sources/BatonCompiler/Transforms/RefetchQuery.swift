import BatonSupport

/// Relay's `@refetchable(queryName:)`: the query that fetches a fragment again,
/// generated beside it. The fragment is spread on the root for the query type,
/// under `viewer` for Viewer, and under `node(id: $id)` for a Node. Its declared
/// arguments become the query's variables with their defaults, passed back with
/// `@arguments`; the operation's variables it reads are declared with the type of
/// the argument that reads them. Variables are sorted by name. A connection the
/// fragment reads with variables for its count and cursor gives the query its
/// pagination.
public struct RefetchQuery {
    struct Generated {
        var operation: OperationDefinition
        var pagination: PaginationIR?
    }

    let schema: Schema
    let fragments: [String: FragmentDefinition]
    let path: String

    /// The refetch query of a fragment, as an operation to print; nil when it is not `@refetchable`.
    public static func operation(
        for fragment: FragmentDefinition, schema: Schema, fragments: [String: FragmentDefinition], path: String
    ) throws(Diagnostic) -> OperationDefinition? {
        try RefetchQuery(schema: schema, fragments: fragments, path: path).generate(for: fragment)?.operation
    }

    /// The fragment's refetch query, nil when it is not `@refetchable`.
    func generate(for fragment: FragmentDefinition) throws(Diagnostic) -> Generated? {
        guard let directive = fragment.directives.named("refetchable"),
              case .string(let queryName)? = directive.argumentValue("queryName"),
              let query = schema.queryTypeName else { return nil }
        let span = directive.span
        let typeName = fragment.typeCondition.name.value
        let declared = FragmentArguments(fragment)
        let passed = declared.arguments.map { argument in
            Argument(name: argument.name, value: .variable(Variable(name: argument.name, span: span)), span: span)
        }
        let spread = Selection.fragmentSpread(FragmentSpread(
            name: fragment.name,
            directives: passed.isEmpty ? [] : [Directive(name: Name(value: "arguments", span: span), arguments: passed, span: span)],
            span: span))
        let inner = SelectionSet(selections: [spread], span: span)

        var variables: [String: (type: String, defaultValue: Value?)] = [:]
        for (name, type) in try globalVariables(of: fragment) { variables[name] = (type.description, nil) }
        for argument in declared.arguments {
            variables[argument.name.value] = (argument.type?.description ?? "", argument.defaultValue)
        }
        let root: SelectionSet
        var identifierField: String?
        if typeName == query {
            root = inner
        } else if typeName == "Viewer" {
            root = SelectionSet(selections: [.field(field("viewer", arguments: [], selections: inner, span: span))], span: span)
        } else if let identifier = Self.identifierField(for: typeName, in: schema) {
            variables[identifier] = ("ID!", nil)
            identifierField = identifier
            let id = Argument(name: Name(value: identifier, span: span), value: .variable(Variable(name: Name(value: identifier, span: span), span: span)), span: span)
            root = SelectionSet(selections: [.field(field("node", arguments: [id], selections: inner, span: span))], span: span)
        } else {
            throw .error("The refetch query of \(fragment.name.value) is generated for a fragment on the query type, Viewer or a Node; \"\(typeName)\" is fetched through a lookup.",
                         path: path, span: span)
        }
        var definitions: [VariableDefinition] = []
        for name in variables.keys.sorted(by: utf8Order) {
            let (typeText, defaultValue) = variables[name]!
            let type: TypeNode
            do {
                type = try Parser.parseType(Source(text: typeText, path: path))
            } catch {
                throw .error("The argument \"\(name)\" of \(fragment.name.value) declares no type its refetch query can use.", path: path, span: span)
            }
            definitions.append(VariableDefinition(
                variable: Variable(name: Name(value: name, span: span), span: span), type: type, defaultValue: defaultValue,
                directives: [], span: span))
        }
        let operation = OperationDefinition(
            operation: .query, name: Name(value: queryName.value, span: queryName.span), variableDefinitions: definitions,
            directives: [], selectionSet: root, span: span)
        return Generated(operation: operation, pagination: pagination(in: fragment.selectionSet, path: []).map { found in
            var pagination = found
            pagination.identifierField = identifierField
            return pagination
        })
    }

    /// The field a fragment's refetch query finds its record by through
    /// `node(id:)`: `id`, for a type that has one other than the query type and
    /// Viewer, when the query type has `node`; nil when it is read otherwise.
    static func identifierField(for typeName: String, in schema: Schema) -> String? {
        guard let query = schema.queryTypeName, typeName != query, typeName != "Viewer",
              schema.type(named: typeName)?.field(named: "id") != nil,
              schema.fieldDefinition(on: query, named: "node") != nil else { return nil }
        return "id"
    }

    /// The first connection the fragment's own selections read, depth first,
    /// when a direction it pages takes its count and cursor from variables.
    private func pagination(in set: SelectionSet, path: [String]) -> PaginationIR? {
        for selection in set.selections {
            switch selection {
            case .field(let field):
                let here = path + [field.responseKey]
                if let connection = ConnectionHandle.connection(of: field) {
                    func cursor(_ count: String, _ cursor: String) -> PaginationIR.Cursor? {
                        guard case .variable(let countVariable)? = field.arguments.first(where: { $0.name.value == count })?.value,
                              case .variable(let cursorVariable)? = field.arguments.first(where: { $0.name.value == cursor })?.value
                        else { return nil }
                        return PaginationIR.Cursor(count: countVariable.name.value, cursor: cursorVariable.name.value)
                    }
                    let forward = connection.direction == .backward ? nil : cursor("first", "after")
                    let backward = connection.direction == .forward ? nil : cursor("last", "before")
                    guard forward != nil || backward != nil else { return nil }
                    return PaginationIR(path: here, forward: forward, backward: backward)
                }
                if let nested = field.selectionSet, let found = pagination(in: nested, path: here) { return found }
            case .inlineFragment(let inline):
                if let found = pagination(in: inline.selectionSet, path: path) { return found }
            case .fragmentSpread:
                continue
            }
        }
        return nil
    }

    /// The variables the fragment reads without declaring them, through the
    /// fragments it spreads too, each typed by the argument that reads it.
    private func globalVariables(of fragment: FragmentDefinition) throws(Diagnostic) -> [String: TypeReference] {
        var found: [String: TypeReference] = [:]
        var untyped: [String: SourceSpan] = [:]
        collect(fragment, into: &found, untyped: &untyped)
        if let (name, span) = untyped.sorted(by: { utf8Order($0.key, $1.key) }).first(where: { found[$0.key] == nil }) {
            throw .error("The refetch query of \(fragment.name.value) cannot type the variable \"$\(name)\": it is read only inside a value.",
                         path: path, span: span)
        }
        return found
    }

    /// Walks the fragment and each fragment it reaches once, on a stack of its own
    /// (a chain of spreads is as long as a document makes it), each selection with
    /// the type it stands on and the names local to its fragment.
    private func collect(
        _ fragment: FragmentDefinition, into found: inout [String: TypeReference], untyped: inout [String: SourceSpan]
    ) {
        func fragmentScope(_ fragment: FragmentDefinition) -> (typeName: String, local: Set<String>) {
            (fragment.typeCondition.name.value, Set(FragmentArguments(fragment).arguments.map(\.name.value)))
        }
        func note(_ arguments: [Argument], local: Set<String>, types: (String) -> TypeReference?) {
            for argument in arguments {
                if case .variable(let variable) = argument.value, let type = types(argument.name.value) {
                    if !local.contains(variable.name.value), found[variable.name.value] == nil { found[variable.name.value] = type }
                } else {
                    for name in Self.variables(in: argument.value) where !local.contains(name) { untyped[name] = argument.span }
                }
            }
        }
        func noteDirectives(_ directives: [Directive], local: Set<String>) {
            for directive in directives where directive.name.value != "arguments" {
                note(directive.arguments, local: local) { name in schema.directives[directive.name.value]?.argument(named: name)?.type }
            }
        }
        var visited: Set<String> = [fragment.name.value]
        SelectionWalk.walk(fragment.selectionSet, fragmentScope(fragment)) { selection, scope in
            let local = scope.local
            switch selection {
            case .field(let field):
                noteDirectives(field.directives, local: local)
                let definition = schema.fieldDefinition(on: scope.typeName, named: field.name.value)
                note(field.arguments, local: local) { name in definition?.argument(named: name)?.type }
                guard let nested = field.selectionSet, let definition else { return .skip }
                return .enter(nested, (definition.type.namedType, local))
            case .inlineFragment(let inline):
                noteDirectives(inline.directives, local: local)
                return .enter(inline.selectionSet, (inline.typeCondition?.name.value ?? scope.typeName, local))
            case .fragmentSpread(let spread):
                noteDirectives(spread.directives, local: local)
                if let passed = spread.directives.named("arguments") {
                    for argument in passed.arguments {
                        for name in Self.variables(in: argument.value) where !local.contains(name) { untyped[name] = argument.span }
                    }
                }
                guard let child = fragments[spread.name.value], visited.insert(child.name.value).inserted else { return .skip }
                return .enter(child.selectionSet, fragmentScope(child))
            }
        }
    }

    private static func variables(in value: Value) -> [String] {
        switch value {
        case .variable(let variable): [variable.name.value]
        case .list(let list): list.values.flatMap(variables)
        case .object(let object): object.fields.flatMap { variables(in: $0.value) }
        default: []
        }
    }

    private func field(_ name: String, arguments: [Argument], selections: SelectionSet, span: SourceSpan) -> Field {
        Field(alias: nil, name: Name(value: name, span: span), arguments: arguments, directives: [], selectionSet: selections, span: span)
    }
}

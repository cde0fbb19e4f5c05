import BatonSupport

/// Builds a `Schema` from SDL: the built-in definitions first, then every type and
/// directive the sources define, then their extensions. What is wrong with the
/// SDL is collected as diagnostics; `SchemaChecker` then validates the result.
public struct SchemaBuilder {
    private var types: [String: SchemaType] = [:]
    private var typeNames: [String] = []
    private var directives: [String: SchemaDirective] = [:]
    private var operationTypes: [OperationType: String] = [:]
    private var hasSchemaDefinition = false
    private var diagnostics: [Diagnostic] = []
    /// Names the sources defined, to tell a repeat from a built-in they replace.
    private var definedTypes: Set<String> = []
    private var definedDirectives: Set<String> = []

    /// Builds the schema from the sources in order and returns it with every
    /// diagnostic about the SDL, sorted by place.
    public static func build(_ sources: [SchemaSource]) -> (schema: Schema, diagnostics: [Diagnostic]) {
        var builder = SchemaBuilder()
        builder.addDefinitions(of: SchemaSource(document: BuiltinDocument.document, path: BuiltinDefinitions.path))
        builder.definedTypes = []
        builder.definedDirectives = []
        for source in sources { builder.addDefinitions(of: source) }
        for source in sources { builder.addExtensions(of: source) }
        let schema = builder.makeSchema()
        var diagnostics = builder.diagnostics
        diagnostics += SchemaChecker(schema: schema).check()
        diagnostics += SchemaDirectiveUsage.check(sources, in: schema)
        return (schema, diagnostics.sortedByPlace())
    }

    private func origin(_ source: SchemaSource, _ span: SourceSpan) -> SchemaOrigin? {
        source.path == BuiltinDefinitions.path ? nil : SchemaOrigin(path: source.path, span: span)
    }

    private func note(_ message: String, at origin: SchemaOrigin?) -> [DiagnosticNote] {
        origin.map { [DiagnosticNote(message: message, path: $0.path, span: $0.span)] } ?? []
    }

    // MARK: Definitions

    private mutating func addDefinitions(of source: SchemaSource) {
        for definition in source.document.definitions {
            switch definition {
            case .type(let node):
                addType(node, from: source)
            case .directive(let node):
                addDirective(node, from: source)
            case .schema(let node):
                if hasSchemaDefinition {
                    diagnostics.append(.error("Must provide only one schema definition.", path: source.path, span: node.span))
                }
                hasSchemaDefinition = true
                addOperationTypes(node.operationTypes, from: source)
            case .operation(let node):
                diagnostics.append(.error(
                    "An operation cannot stand in a schema file; put it in a document.", path: source.path, span: node.span))
            case .fragment(let node):
                diagnostics.append(.error(
                    "A fragment cannot stand in a schema file; put it in a document.", path: source.path, span: node.span))
            case .schemaExtension, .typeExtension:
                break
            }
        }
    }

    private mutating func addOperationTypes(_ nodes: [OperationTypeDefinition], from source: SchemaSource) {
        for node in nodes {
            if operationTypes[node.operation] != nil, source.path != BuiltinDefinitions.path {
                diagnostics.append(.error(
                    "There can be only one \(node.operation.rawValue) type in schema.", path: source.path, span: node.span))
                continue
            }
            operationTypes[node.operation] = node.type.name.value
        }
    }

    private mutating func addType(_ node: TypeDefinition, from source: SchemaSource) {
        let name = node.name.value
        // The specification's scalars and introspection types stay the built-in
        // ones; graphql-js ignores a definition that names one.
        if source.path != BuiltinDefinitions.path, name.isReservedName || BuiltinDefinitions.scalarNames.contains(name),
           let builtin = types[name], builtin.origin == nil {
            return
        }
        guard definedTypes.insert(name).inserted else {
            diagnostics.append(.error(
                "There can be only one type named \"\(name)\".", path: source.path, span: node.name.span,
                notes: note("\"\(name)\" first defined here", at: types[name]?.origin)))
            return
        }
        var type: SchemaType
        let origin = origin(source, node.name.span)
        let description = node.description
        switch node {
        case .scalar(let scalar):
            type = SchemaType(name: name, kind: .scalar, descriptionLiteral: description, origin: origin, isClient: source.isClient)
            type.directives = scalar.directives
        case .object(let object):
            type = SchemaType(name: name, kind: .object, descriptionLiteral: description, origin: origin, isClient: source.isClient)
            type.directives = object.directives
            type.interfaces = object.interfaces.map(\.name.value)
            addFields(object.fields, to: &type, from: source, inExtension: false)
        case .interface(let interface):
            type = SchemaType(name: name, kind: .interface, descriptionLiteral: description, origin: origin, isClient: source.isClient)
            type.directives = interface.directives
            type.interfaces = interface.interfaces.map(\.name.value)
            addFields(interface.fields, to: &type, from: source, inExtension: false)
        case .union(let union):
            type = SchemaType(name: name, kind: .union, descriptionLiteral: description, origin: origin, isClient: source.isClient)
            type.directives = union.directives
            type.unionMembers = union.types.map(\.name.value)
        case .enumType(let enumType):
            type = SchemaType(name: name, kind: .enumeration, descriptionLiteral: description, origin: origin, isClient: source.isClient)
            type.directives = enumType.directives
            addEnumValues(enumType.values, to: &type, from: source)
        case .inputObject(let input):
            type = SchemaType(name: name, kind: .inputObject, descriptionLiteral: description, origin: origin, isClient: source.isClient)
            type.directives = input.directives
            addInputFields(input.fields, to: &type, from: source)
        }
        if types.updateValue(type, forKey: name) == nil { typeNames.append(name) }
    }

    private mutating func addDirective(_ node: DirectiveDefinition, from source: SchemaSource) {
        let name = node.name.value
        if definedDirectives.contains(name) {
            diagnostics.append(.error(
                "There can be only one directive named \"@\(name)\".", path: source.path, span: node.name.span,
                notes: note("\"@\(name)\" first defined here", at: directives[name]?.origin)))
            return
        }
        definedDirectives.insert(name)
        directives[name] = SchemaDirective(
            name: name, descriptionLiteral: node.description,
            arguments: inputValues(node.arguments, owner: "@\(name)", from: source),
            locations: Set(node.locations.map(\.location)), isRepeatable: node.repeatable,
            origin: origin(source, node.name.span))
    }

    private mutating func addFields(
        _ nodes: [FieldDefinition], to type: inout SchemaType, from source: SchemaSource, inExtension: Bool
    ) {
        type.reserveFields(nodes.count)
        let typeName = type.name
        for node in nodes {
            let field = SchemaField(
                name: node.name.value, descriptionLiteral: node.description,
                arguments: inputValues(node.arguments, owner: "\(typeName).\(node.name.value)", from: source),
                type: node.type.reference, deprecationReason: node.directives.deprecationReason,
                directives: node.directives, origin: origin(source, node.name.span), isClient: source.isClient)
            guard let first = type.addField(field) else { continue }
            let notes = note("\"\(type.name).\(field.name)\" first defined here", at: first.origin)
            if inExtension {
                diagnostics.append(.error(
                    "Field \"\(type.name).\(field.name)\" already exists in the schema. It cannot also be defined in this type extension.",
                    path: source.path, span: node.name.span, notes: notes))
            } else {
                // GitHub's published schema repeats fields; the first definition is kept.
                diagnostics.append(.warning(
                    "Field \"\(type.name).\(field.name)\" can only be defined once; the first definition is used.",
                    path: source.path, span: node.name.span, notes: notes))
            }
        }
    }

    /// The arguments of a field or directive, each name once. `owner` names the
    /// field or directive in a diagnostic; it is built only for one. A list of
    /// arguments is short, so a repeat is found by comparing with those before it.
    private mutating func inputValues(
        _ nodes: [InputValueDefinition], owner: @autoclosure () -> String, from source: SchemaSource
    ) -> [SchemaInputValue] {
        var values: [SchemaInputValue] = []
        values.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            let name = node.name.value
            if let first = nodes[..<index].first(where: { $0.name.value == name }) {
                diagnostics.append(.error(
                    "Argument \"\(owner())(\(name):)\" can only be defined once.", path: source.path,
                    span: node.name.span, notes: [DiagnosticNote(message: "first defined here", path: source.path, span: first.name.span)]))
                continue
            }
            values.append(inputValue(node, from: source))
        }
        return values
    }

    private func inputValue(_ node: InputValueDefinition, from source: SchemaSource) -> SchemaInputValue {
        SchemaInputValue(
            name: node.name.value, descriptionLiteral: node.description, type: node.type.reference,
            defaultValue: node.defaultValue, deprecationReason: node.directives.deprecationReason,
            origin: origin(source, node.name.span))
    }

    private mutating func addEnumValues(_ nodes: [EnumValueDefinition], to type: inout SchemaType, from source: SchemaSource) {
        for node in nodes {
            let value = SchemaEnumValue(
                name: node.name.value, descriptionLiteral: node.description,
                deprecationReason: node.directives.deprecationReason, origin: origin(source, node.name.span))
            if let first = type.addEnumValue(value) {
                diagnostics.append(.error(
                    "Enum value \"\(type.name).\(value.name)\" can only be defined once.", path: source.path,
                    span: node.name.span, notes: note("first defined here", at: first.origin)))
            }
        }
    }

    private mutating func addInputFields(_ nodes: [InputValueDefinition], to type: inout SchemaType, from source: SchemaSource) {
        for node in nodes {
            if let first = type.addInputField(inputValue(node, from: source)) {
                diagnostics.append(.error(
                    "Field \"\(type.name).\(node.name.value)\" can only be defined once.", path: source.path,
                    span: node.name.span, notes: note("first defined here", at: first.origin)))
            }
        }
    }

    // MARK: Extensions

    private mutating func addExtensions(of source: SchemaSource) {
        for definition in source.document.definitions {
            switch definition {
            case .typeExtension(let node):
                extend(node, from: source)
            case .schemaExtension(let node):
                addOperationTypes(node.operationTypes, from: source)
            default:
                break
            }
        }
    }

    private mutating func extend(_ node: TypeExtension, from source: SchemaSource) {
        let name = node.name.value
        guard var type = types[name] else {
            diagnostics.append(.error(
                "Cannot extend type \"\(name)\" because it is not defined.", path: source.path, span: node.name.span,
                suggestions: suggestionList(name, typeNames)))
            return
        }
        let expected: TypeKind = switch node {
        case .scalar: .scalar
        case .object: .object
        case .interface: .interface
        case .union: .union
        case .enumType: .enumeration
        case .inputObject: .inputObject
        }
        guard type.kind == expected else {
            diagnostics.append(.error(
                "Cannot extend non-\(expected.adjective) type \"\(name)\".", path: source.path, span: node.name.span,
                notes: note("\"\(name)\" is defined here as \(type.kind.phrase)", at: type.origin)))
            return
        }
        type.directives += node.directives
        switch node {
        case .scalar:
            break
        case .object(let object):
            type.interfaces += object.interfaces.map(\.name.value)
            addFields(object.fields, to: &type, from: source, inExtension: true)
        case .interface(let interface):
            type.interfaces += interface.interfaces.map(\.name.value)
            addFields(interface.fields, to: &type, from: source, inExtension: true)
        case .union(let union):
            type.unionMembers += union.types.map(\.name.value)
        case .enumType(let enumType):
            addEnumValues(enumType.values, to: &type, from: source)
        case .inputObject(let input):
            addInputFields(input.fields, to: &type, from: source)
        }
        types[name] = type
    }

    // MARK: Result

    private func makeSchema() -> Schema {
        // Without a schema definition the conventional names win over what an
        // extension names, as graphql-js builds it.
        func root(_ operation: OperationType, _ conventional: String) -> String? {
            if !hasSchemaDefinition, types[conventional] != nil { return conventional }
            return operationTypes[operation]
        }
        return Schema(
            types: types, typeNames: typeNames, directives: directives,
            queryTypeName: root(.query, "Query"), mutationTypeName: root(.mutation, "Mutation"),
            subscriptionTypeName: root(.subscription, "Subscription"))
    }
}

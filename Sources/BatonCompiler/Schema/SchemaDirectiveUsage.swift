import BatonSupport

/// The directives an SDL applies (`@deprecated(reason:)`, `@oneOf`, ...) are
/// checked as a document's are: each known, at a location it is defined for,
/// given known arguments of the right type and every required one, and not
/// repeated unless repeatable.
struct SchemaDirectiveUsage {
    let schema: Schema
    private var diagnostics: [Diagnostic] = []
    private var path = ""

    init(schema: Schema) {
        self.schema = schema
    }

    static func check(_ sources: [SchemaSource], in schema: Schema) -> [Diagnostic] {
        var usage = SchemaDirectiveUsage(schema: schema)
        for source in sources {
            usage.path = source.path
            for definition in source.document.definitions { usage.check(definition) }
        }
        return usage.diagnostics
    }

    private mutating func check(_ definition: Definition) {
        switch definition {
        case .schema(let node): check(node.directives, at: .schema)
        case .schemaExtension(let node): check(node.directives, at: .schema)
        case .type(let node): check(node)
        case .typeExtension(let node): check(node)
        case .directive(let node): checkArguments(node.arguments)
        case .operation, .fragment: break
        }
    }

    private mutating func check(_ node: TypeDefinition) {
        switch node {
        case .scalar(let scalar): check(scalar.directives, at: .scalar)
        case .object(let object): check(object.directives, at: .object); checkFields(object.fields)
        case .interface(let interface): check(interface.directives, at: .interface); checkFields(interface.fields)
        case .union(let union): check(union.directives, at: .union)
        case .enumType(let enumType): check(enumType.directives, at: .enumType); checkValues(enumType.values)
        case .inputObject(let input): check(input.directives, at: .inputObject); checkInputFields(input.fields)
        }
    }

    private mutating func check(_ node: TypeExtension) {
        switch node {
        case .scalar(let scalar): check(scalar.directives, at: .scalar)
        case .object(let object): check(object.directives, at: .object); checkFields(object.fields)
        case .interface(let interface): check(interface.directives, at: .interface); checkFields(interface.fields)
        case .union(let union): check(union.directives, at: .union)
        case .enumType(let enumType): check(enumType.directives, at: .enumType); checkValues(enumType.values)
        case .inputObject(let input): check(input.directives, at: .inputObject); checkInputFields(input.fields)
        }
    }

    private mutating func checkFields(_ fields: [FieldDefinition]) {
        for field in fields {
            check(field.directives, at: .fieldDefinition)
            checkArguments(field.arguments)
        }
    }

    private mutating func checkArguments(_ arguments: [InputValueDefinition]) {
        for argument in arguments { check(argument.directives, at: .argumentDefinition) }
    }

    private mutating func checkInputFields(_ fields: [InputValueDefinition]) {
        for field in fields { check(field.directives, at: .inputFieldDefinition) }
    }

    private mutating func checkValues(_ values: [EnumValueDefinition]) {
        for value in values { check(value.directives, at: .enumValue) }
    }

    private mutating func error(_ message: String, at span: SourceSpan, suggestions: [String] = []) {
        diagnostics.append(.error(message, path: path, span: span, suggestions: suggestions))
    }

    private mutating func check(_ directives: [Directive], at location: DirectiveLocation) {
        var seen = Set<String>()
        for directive in directives {
            let name = directive.name.value
            guard let definition = schema.directives[name] else {
                error("Unknown directive \"@\(name)\".", at: directive.name.span,
                      suggestions: suggestionList(name, schema.directives.keys.sorted()).map { "@\($0)" })
                continue
            }
            if !definition.locations.contains(location) {
                error("Directive \"@\(name)\" may not be used on \(location.rawValue).", at: directive.name.span)
            }
            if !seen.insert(name).inserted, !definition.isRepeatable {
                error("The directive \"@\(name)\" can only be used once at this location.", at: directive.name.span)
            }
            checkArguments(of: directive, against: definition)
        }
    }

    private mutating func checkArguments(of directive: Directive, against definition: SchemaDirective) {
        var found: [(String, SourceSpan, [String])] = []
        let checker = LiteralChecker(schema: schema) { message, span, suggestions in found.append((message, span, suggestions)) }
        for argument in directive.arguments {
            guard let expected = definition.argument(named: argument.name.value) else {
                error("Unknown argument \"\(argument.name.value)\" on directive \"@\(definition.name)\".", at: argument.name.span,
                      suggestions: suggestionList(argument.name.value, definition.arguments.map(\.name)))
                continue
            }
            if case .variable = argument.value {
                error("A schema's directive takes no variables.", at: argument.value.span)
                continue
            }
            checker.check(argument.value, against: expected.type)
        }
        for (message, span, suggestions) in found { error(message, at: span, suggestions: suggestions) }
        for expected in definition.arguments where expected.isRequired && !directive.arguments.contains(where: { $0.name.value == expected.name }) {
            error("Directive \"@\(definition.name)\" argument \"\(expected.name)\" of type \"\(expected.type)\" is required, but it was not provided.",
                  at: directive.span)
        }
    }
}

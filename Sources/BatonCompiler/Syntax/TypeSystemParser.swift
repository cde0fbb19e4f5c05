/// SDL: schema, type and directive definitions and every extension.
extension Parser {
    mutating func parseDescription() throws(SyntaxError) -> StringValue? {
        peek(.string) || peek(.blockString) ? try parseStringLiteral() : nil
    }

    mutating func parseSchemaDefinition() throws(SyntaxError) -> SchemaDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("schema")
        let directives = try parseDirectives(constant: true)
        try expect(.braceLeft)
        var operationTypes = [OperationTypeDefinition]()
        repeat {
            operationTypes.append(try parseOperationTypeDefinition())
        } while try !skip(.braceRight)
        return SchemaDefinition(
            description: description, directives: directives, operationTypes: operationTypes, span: span(from: start))
    }

    mutating func parseOperationTypeDefinition() throws(SyntaxError) -> OperationTypeDefinition {
        let start = token.start
        let operation = try parseOperationType()
        try expect(.colon)
        let type = try parseNamedType()
        return OperationTypeDefinition(operation: operation, type: type, span: span(from: start))
    }

    mutating func parseTypeDefinition() throws(SyntaxError) -> TypeDefinition {
        let start = token.start
        let description = try parseDescription()
        let keyword = token.value
        try advance()
        let name = try parseName()
        switch keyword {
        case "scalar":
            let directives = try parseDirectives(constant: true)
            return .scalar(
                ScalarTypeDefinition(description: description, name: name, directives: directives, span: span(from: start)))
        case "type":
            let interfaces = try parseImplementsInterfaces()
            let directives = try parseDirectives(constant: true)
            let fields = try parseFieldsDefinition()
            return .object(
                ObjectTypeDefinition(
                    description: description, name: name, interfaces: interfaces, directives: directives, fields: fields,
                    span: span(from: start)))
        case "interface":
            let interfaces = try parseImplementsInterfaces()
            let directives = try parseDirectives(constant: true)
            let fields = try parseFieldsDefinition()
            return .interface(
                InterfaceTypeDefinition(
                    description: description, name: name, interfaces: interfaces, directives: directives, fields: fields,
                    span: span(from: start)))
        case "union":
            let directives = try parseDirectives(constant: true)
            let types = try parseUnionMemberTypes()
            return .union(
                UnionTypeDefinition(
                    description: description, name: name, directives: directives, types: types, span: span(from: start)))
        case "enum":
            let directives = try parseDirectives(constant: true)
            let values = try parseEnumValuesDefinition()
            return .enumType(
                EnumTypeDefinition(
                    description: description, name: name, directives: directives, values: values, span: span(from: start)))
        default:
            let directives = try parseDirectives(constant: true)
            let fields = try parseInputFieldsDefinition()
            return .inputObject(
                InputObjectTypeDefinition(
                    description: description, name: name, directives: directives, fields: fields, span: span(from: start)))
        }
    }

    /// `implements A & B`, a leading `&` allowed.
    mutating func parseImplementsInterfaces() throws(SyntaxError) -> [NamedType] {
        guard try skipKeyword("implements") else { return [] }
        return try parseDelimited(.ampersand)
    }

    /// `= A | B`, a leading `|` allowed.
    mutating func parseUnionMemberTypes() throws(SyntaxError) -> [NamedType] {
        guard try skip(.equals) else { return [] }
        return try parseDelimited(.pipe)
    }

    mutating func parseDelimited(_ delimiter: TokenKind) throws(SyntaxError) -> [NamedType] {
        _ = try skip(delimiter)
        var types = [NamedType]()
        repeat {
            types.append(try parseNamedType())
        } while try skip(delimiter)
        return types
    }

    mutating func parseFieldsDefinition() throws(SyntaxError) -> [FieldDefinition] {
        guard try skip(.braceLeft) else { return [] }
        var fields = [FieldDefinition]()
        repeat {
            let start = token.start
            let description = try parseDescription()
            let name = try parseName()
            let arguments = try parseArgumentDefinitions()
            try expect(.colon)
            let type = try parseTypeReference()
            let directives = try parseDirectives(constant: true)
            fields.append(
                FieldDefinition(
                    description: description, name: name, arguments: arguments, type: type, directives: directives,
                    span: span(from: start)))
        } while try !skip(.braceRight)
        return fields
    }

    mutating func parseArgumentDefinitions() throws(SyntaxError) -> [InputValueDefinition] {
        guard try skip(.parenLeft) else { return [] }
        var arguments = [InputValueDefinition]()
        repeat {
            arguments.append(try parseInputValueDefinition())
        } while try !skip(.parenRight)
        return arguments
    }

    mutating func parseInputFieldsDefinition() throws(SyntaxError) -> [InputValueDefinition] {
        guard try skip(.braceLeft) else { return [] }
        var fields = [InputValueDefinition]()
        repeat {
            fields.append(try parseInputValueDefinition())
        } while try !skip(.braceRight)
        return fields
    }

    mutating func parseInputValueDefinition() throws(SyntaxError) -> InputValueDefinition {
        let start = token.start
        let description = try parseDescription()
        let name = try parseName()
        try expect(.colon)
        let type = try parseTypeReference()
        let defaultValue = try skip(.equals) ? try parseValueLiteral(constant: true) : nil
        let directives = try parseDirectives(constant: true)
        return InputValueDefinition(
            description: description, name: name, type: type, defaultValue: defaultValue, directives: directives,
            span: span(from: start))
    }

    mutating func parseEnumValuesDefinition() throws(SyntaxError) -> [EnumValueDefinition] {
        guard try skip(.braceLeft) else { return [] }
        var values = [EnumValueDefinition]()
        repeat {
            let start = token.start
            let description = try parseDescription()
            if peek(.name), ["true", "false", "null"].contains(token.value) {
                throw lexer.error(at: token.start, "\(token.description) is reserved and cannot be used for an enum value.")
            }
            let name = try parseName()
            let directives = try parseDirectives(constant: true)
            values.append(
                EnumValueDefinition(description: description, name: name, directives: directives, span: span(from: start)))
        } while try !skip(.braceRight)
        return values
    }

    mutating func parseDirectiveDefinition() throws(SyntaxError) -> DirectiveDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("directive")
        try expect(.at)
        let name = try parseName()
        let arguments = try parseArgumentDefinitions()
        let directives = try parseDirectives(constant: true)
        let repeatable = try skipKeyword("repeatable")
        try expectKeyword("on")
        _ = try skip(.pipe)
        var locations = [DirectiveLocationName]()
        repeat {
            let locationToken = token
            let locationName = try parseName()
            guard let location = DirectiveLocation(rawValue: locationName.value) else { throw unexpected(locationToken) }
            locations.append(DirectiveLocationName(location: location, span: locationName.span))
        } while try skip(.pipe)
        return DirectiveDefinition(
            description: description, name: name, arguments: arguments, repeatable: repeatable, locations: locations,
            span: span(from: start), directives: directives)
    }

    // MARK: Extensions

    mutating func parseTypeSystemExtension() throws(SyntaxError) -> Definition {
        let keyword = try lookahead()
        guard keyword.kind == .name else { throw unexpected(keyword) }
        let start = token.start
        switch keyword.value {
        case "schema":
            try advance()
            try advance()
            let directives = try parseDirectives(constant: true)
            var operationTypes = [OperationTypeDefinition]()
            if try skip(.braceLeft) {
                repeat {
                    operationTypes.append(try parseOperationTypeDefinition())
                } while try !skip(.braceRight)
            }
            if directives.isEmpty, operationTypes.isEmpty { throw unexpected() }
            return .schemaExtension(
                SchemaExtension(directives: directives, operationTypes: operationTypes, span: span(from: start)))
        case "scalar", "type", "interface", "union", "enum", "input":
            try advance()
            try advance()
            return .typeExtension(try parseTypeExtension(keyword.value, start: start))
        default:
            throw unexpected(keyword)
        }
    }

    /// The rest of `extend <keyword>`: the name and at least one addition.
    mutating func parseTypeExtension(_ keyword: String, start: Int) throws(SyntaxError) -> TypeExtension {
        let name = try parseName()
        switch keyword {
        case "scalar":
            let directives = try parseDirectives(constant: true)
            if directives.isEmpty { throw unexpected() }
            return .scalar(ScalarTypeExtension(name: name, directives: directives, span: span(from: start)))
        case "type", "interface":
            let interfaces = try parseImplementsInterfaces()
            let directives = try parseDirectives(constant: true)
            let fields = try parseFieldsDefinition()
            if interfaces.isEmpty, directives.isEmpty, fields.isEmpty { throw unexpected() }
            if keyword == "type" {
                return .object(
                    ObjectTypeExtension(
                        name: name, interfaces: interfaces, directives: directives, fields: fields, span: span(from: start)))
            }
            return .interface(
                InterfaceTypeExtension(
                    name: name, interfaces: interfaces, directives: directives, fields: fields, span: span(from: start)))
        case "union":
            let directives = try parseDirectives(constant: true)
            let types = try parseUnionMemberTypes()
            if directives.isEmpty, types.isEmpty { throw unexpected() }
            return .union(UnionTypeExtension(name: name, directives: directives, types: types, span: span(from: start)))
        case "enum":
            let directives = try parseDirectives(constant: true)
            let values = try parseEnumValuesDefinition()
            if directives.isEmpty, values.isEmpty { throw unexpected() }
            return .enumType(EnumTypeExtension(name: name, directives: directives, values: values, span: span(from: start)))
        default:
            let directives = try parseDirectives(constant: true)
            let fields = try parseInputFieldsDefinition()
            if directives.isEmpty, fields.isEmpty { throw unexpected() }
            return .inputObject(
                InputObjectTypeExtension(name: name, directives: directives, fields: fields, span: span(from: start)))
        }
    }
}

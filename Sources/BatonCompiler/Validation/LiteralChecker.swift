import BatonSupport

/// Checks a literal against the input type where it stands, as graphql-js's
/// ValuesOfCorrectType does: built-in scalars parse their literals, enums take
/// their own values, input objects their fields (required ones given, a oneOf
/// object exactly one), lists each item; a custom scalar takes any literal.
/// Variables are left to VariablesInAllowedPosition.
struct LiteralChecker {
    let schema: Schema
    let report: (String, SourceSpan, [String]) -> Void

    func check(_ value: Value, against type: TypeReference) {
        if case .variable = value { return }
        switch type {
        case .nonNull(let inner):
            if case .null(let null) = value {
                report("Expected value of type \"\(type)\", found null.", null.span, [])
                return
            }
            check(value, against: inner)
        case .list(let element):
            if case .null = value { return }
            if case .list(let list) = value {
                for item in list.values { check(item, against: element) }
            } else {
                check(value, against: element)
            }
        case .named(let name):
            if case .null = value { return }
            guard let namedType = schema.type(named: name) else { return }
            switch namedType.kind {
            case .inputObject: checkObject(value, of: namedType, type: type)
            case .enumeration: checkEnum(value, of: namedType)
            case .scalar: checkScalar(value, named: name)
            default: break
            }
        }
    }

    private func printed(_ value: Value) -> String {
        CompactPrinter.print(value)
    }

    private func checkObject(_ value: Value, of type: SchemaType, type reference: TypeReference) {
        guard case .object(let object) = value else {
            report("Expected value of type \"\(reference)\", found \(printed(value)).", value.span, [])
            return
        }
        var given: [String: ObjectField] = [:]
        for field in object.fields where given[field.name.value] == nil {
            given[field.name.value] = field
        }
        for field in type.inputFields where given[field.name] == nil && field.isRequired {
            report("Field \"\(type.name).\(field.name)\" of required type \"\(field.type)\" was not provided.", object.span, [])
        }
        for field in object.fields {
            guard let definition = type.inputField(named: field.name.value) else {
                report("Field \"\(field.name.value)\" is not defined by type \"\(type.name)\".", field.name.span,
                       suggestionList(field.name.value, type.inputFields.map(\.name)))
                continue
            }
            check(field.value, against: definition.type)
        }
        if type.isOneOf {
            if object.fields.count != 1 {
                report("OneOf Input Object \"\(type.name)\" must specify exactly one key.", object.span, [])
            } else if case .null = object.fields[0].value {
                report("Field \"\(type.name).\(object.fields[0].name.value)\" must be non-null.", object.fields[0].span, [])
            }
        }
    }

    private func checkEnum(_ value: Value, of type: SchemaType) {
        let names = type.enumValues.map(\.name)
        switch value {
        case .enumValue(let literal):
            if type.enumValue(named: literal.value) == nil {
                report("Value \"\(literal.value)\" does not exist in \"\(type.name)\" enum.", literal.span,
                       suggestionList(literal.value, names))
            }
        case .string(let literal):
            let suggestions = suggestionList(literal.value, names)
            let hint = suggestions.isEmpty ? "" : " " + didYouMean(suggestions, subject: "the enum value")
            report("Enum \"\(type.name)\" cannot represent non-enum value: \(literal.raw).\(hint)", literal.span, [])
        default:
            report("Enum \"\(type.name)\" cannot represent non-enum value: \(printed(value)).", value.span, [])
        }
    }

    private func checkScalar(_ value: Value, named name: String) {
        switch name {
        case "Int":
            guard case .int(let literal) = value else {
                report("Int cannot represent non-integer value: \(printed(value))", value.span, [])
                return
            }
            if Int32(literal.text) == nil {
                report("Int cannot represent non 32-bit signed integer value: \(literal.text)", literal.span, [])
            }
        case "Float":
            switch value {
            case .int, .float: break
            default: report("Float cannot represent non numeric value: \(printed(value))", value.span, [])
            }
        case "String":
            if case .string = value { return }
            report("String cannot represent a non string value: \(printed(value))", value.span, [])
        case "Boolean":
            if case .boolean = value { return }
            report("Boolean cannot represent a non boolean value: \(printed(value))", value.span, [])
        case "ID":
            switch value {
            case .string, .int: break
            default: report("ID cannot represent a non-string and non-integer value: \(printed(value))", value.span, [])
            }
        default:
            break
        }
    }
}

/// A variable where a value stands, with the type the place expects (nil where
/// the place is unknown) and whether the place has a default of its own, which
/// lets a nullable variable stand where a non-null value is expected.
struct VariableUsage {
    var variable: Variable
    var type: TypeReference?
    var hasLocationDefault: Bool
    /// The file the usage stands in.
    var path: String
}

/// Collects the variable usages of a selection set without entering spread
/// fragments, following field, directive and fragment-spread arguments into
/// lists and input objects with their expected types.
struct VariableUsageCollector {
    let schema: Schema
    let fragmentArguments: (String) -> FragmentArguments?
    let path: String
    private(set) var usages: [VariableUsage] = []

    init(schema: Schema, path: String, fragmentArguments: @escaping (String) -> FragmentArguments?) {
        self.schema = schema
        self.path = path
        self.fragmentArguments = fragmentArguments
    }

    mutating func collect(_ selectionSet: SelectionSet, parentType: String?) {
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                // A field without arguments or selections holds no variable but in its
                // directives, which need no definition: most fields are such leaves.
                let definition = field.arguments.isEmpty && field.selectionSet == nil
                    ? nil : parentType.flatMap { schema.fieldDefinition(on: $0, named: field.name.value) }
                for argument in field.arguments {
                    let expected = definition?.argument(named: argument.name.value)
                    collect(argument.value, type: expected?.type, hasDefault: expected?.defaultValue != nil)
                }
                collect(field.directives)
                if let selections = field.selectionSet {
                    collect(selections, parentType: definition?.type.namedType)
                }
            case .inlineFragment(let fragment):
                collect(fragment.directives)
                collect(fragment.selectionSet, parentType: fragment.typeCondition?.name.value ?? parentType)
            case .fragmentSpread(let spread):
                collect(spread.directives, spreadOf: spread.name.value)
            }
        }
    }

    mutating func collect(_ directives: [Directive], spreadOf fragmentName: String? = nil) {
        for directive in directives {
            if directive.name.value == "arguments", let fragmentName {
                let declared = fragmentArguments(fragmentName)
                for argument in directive.arguments {
                    let expected = declared?.argument(named: argument.name.value)
                    collect(argument.value, type: expected?.type, hasDefault: expected?.defaultValue != nil)
                }
                continue
            }
            let definition = schema.directives[directive.name.value]
            for argument in directive.arguments {
                let expected = definition?.argument(named: argument.name.value)
                collect(argument.value, type: expected?.type, hasDefault: expected?.defaultValue != nil)
            }
        }
    }

    mutating func collect(_ value: Value, type: TypeReference?, hasDefault: Bool) {
        switch value {
        case .variable(let variable):
            usages.append(VariableUsage(variable: variable, type: type, hasLocationDefault: hasDefault, path: path))
        case .list(let list):
            let element = type?.listElement
            for item in list.values { collect(item, type: element, hasDefault: false) }
        case .object(let object):
            let inputType = type.flatMap { schema.type(named: $0.namedType) }
            for field in object.fields {
                let expected = inputType?.inputField(named: field.name.value)
                collect(field.value, type: expected?.type, hasDefault: expected?.defaultValue != nil)
            }
        default:
            break
        }
    }
}

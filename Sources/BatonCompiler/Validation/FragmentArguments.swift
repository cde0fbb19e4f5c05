import BatonSupport

/// One argument a fragment declares with Relay's
/// `@argumentDefinitions(name: {type: "Int", defaultValue: 10})`.
struct FragmentArgument {
    var name: Name
    /// The declared type; nil when `type` is missing or does not parse.
    var type: TypeReference?
    var defaultValue: Value?
    var span: SourceSpan

    /// Required: a non-null type and no default, so every spread must pass it.
    var isRequired: Bool { (type?.isNonNull ?? false) && defaultValue == nil }
}

/// A fragment's declared arguments, read once, with what is wrong in how they are
/// written (the `ArgumentDefinitions` rule reports those).
struct FragmentArguments {
    private(set) var arguments: [FragmentArgument] = []
    private(set) var problems: [(message: String, span: SourceSpan)] = []
    /// Whether the fragment has `@argumentDefinitions` at all.
    private(set) var isDeclared = false

    func argument(named name: String) -> FragmentArgument? {
        arguments.first { $0.name.value == name }
    }

    init(_ fragment: FragmentDefinition) {
        for directive in fragment.directives where directive.name.value == "argumentDefinitions" {
            isDeclared = true
            for argument in directive.arguments { read(argument) }
        }
    }

    private mutating func read(_ argument: Argument) {
        guard case .object(let object) = argument.value else {
            problems.append(("The argument \"\(argument.name.value)\" of @argumentDefinitions must be an object: {type: \"Type\", defaultValue: value}.",
                             argument.value.span))
            arguments.append(FragmentArgument(name: argument.name, type: nil, span: argument.span))
            return
        }
        var declared = FragmentArgument(name: argument.name, type: nil, span: argument.span)
        var typeGiven = false
        for field in object.fields {
            switch field.name.value {
            case "type":
                typeGiven = true
                guard case .string(let text) = field.value else {
                    problems.append(("The type of \"\(argument.name.value)\" must be a string naming a type, as \"Int!\".", field.value.span))
                    continue
                }
                do {
                    declared.type = try Parser.parseType(Source(text: text.value, path: "<type>")).reference
                } catch {
                    problems.append(("\"\(text.value)\" is not a GraphQL type.", field.value.span))
                }
            case "defaultValue":
                declared.defaultValue = field.value
            default:
                problems.append(("Unknown key \"\(field.name.value)\" in the definition of \"\(argument.name.value)\"; expected type or defaultValue.",
                                 field.name.span))
            }
        }
        if !typeGiven {
            problems.append(("The argument \"\(argument.name.value)\" of @argumentDefinitions must give its type: {type: \"Type\"}.", argument.span))
        }
        arguments.append(declared)
    }
}

import BatonSupport

/// The key a field's value is stored under: its name, then `(`, the arguments as
/// `name:value` sorted by name and joined by `,`, then `)`; a field without
/// arguments is its name. An argument whose value is null, or a variable that is
/// null or absent, is left out, and with every argument left out the parentheses go.
public enum StorageKey: Sendable, Hashable {
    /// A key the compiler rendered: the build names it, and the process numbers it.
    case constant(String)
    /// A key with variables, rendered once per set of variables and numbered by
    /// the store: the field's name and its arguments.
    case arguments(String, [Argument])

    /// The key's text under `variables`.
    public func render(_ variables: Variables) -> String {
        switch self {
        case let .constant(text):
            return text
        case let .arguments(name, arguments):
            var text = name
            var opened = false
            for argument in arguments.sorted(by: { utf8Order($0.name, $1.name) }) {
                guard let value = argument.value.render(variables) else { continue }
                text.append(opened ? "," : "(")
                opened = true
                text.append(argument.name)
                text.append(":")
                text.append(value)
            }
            if opened { text.append(")") }
            return text
        }
    }

    /// Whether rendering reads variables.
    public var hasVariables: Bool {
        if case .arguments = self { true } else { false }
    }
}

/// One argument of a field, by name.
public struct Argument: Sendable, Hashable {
    public let name: String
    public let value: ArgumentValue

    public init(_ name: String, _ value: ArgumentValue) {
        self.name = name
        self.value = value
    }
}

/// An argument's value as the document wrote it: a literal, or a variable read
/// when the key is rendered. An enum value is written as its name's string.
public indirect enum ArgumentValue: Sendable, Hashable {
    case variable(String)
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([ArgumentValue])
    case object([String: ArgumentValue])

    /// The value's JSON text, or nil when it is left out of the key: null, or a
    /// variable that is null or absent.
    func render(_ variables: Variables) -> String? {
        switch self {
        case .null:
            return nil
        case let .variable(name):
            guard let value = variables[name], value != .null else { return nil }
            return value.json
        default:
            return resolved(variables).json
        }
    }

    /// The value with its variables read from `variables`, as a key writes it and a
    /// fragment's scope binds it: inside a list or an object a null stays, and an
    /// absent variable is null in a list and left out of an object, as GraphQL
    /// coerces an input object.
    func resolved(_ variables: Variables) -> Variable {
        switch self {
        case let .variable(name): variables[name] ?? .null
        case .null: .null
        case let .bool(value): .bool(value)
        case let .int(value): .int(value)
        case let .double(value): .double(value)
        case let .string(value): .string(value)
        case let .list(elements): .list(elements.map { $0.resolved(variables) })
        case let .object(members):
            .object(members.compactMapValues { member in
                if case let .variable(name) = member, variables[name] == nil { return nil }
                return member.resolved(variables)
            })
        }
    }
}

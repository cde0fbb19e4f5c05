import BatonSupport

/// The plan of one operation, language-neutral and serializable: its selections,
/// each declared once and referred to by index, and which one the root reads.
/// Every language's writer turns it into that runtime's plan literal.
public struct PlanIR: Codable, Hashable, Sendable {
    public var name: String
    public var kind: OperationType
    public var root: Int
    public var selections: [SelectionIR]
}

/// A selection on a type: the key fields' response keys, whether the type is
/// abstract, and the fields per group of concrete types.
public struct SelectionIR: Codable, Hashable, Sendable {
    public var type: String
    public var isAbstract: Bool
    public var keyFields: [String]
    /// A concrete selection has one variant listing its type; an abstract one a
    /// variant per group of types reading the same fields, and one listing no
    /// types for every type the others do not list.
    public var variants: [VariantIR]
    /// An abstract selection's interface and union conditions, which a type no
    /// variant lists reads by when its object answers them; none for a concrete one.
    public var conditions: [ConditionIR] = []
}

/// The fields read under an interface or union condition (`... on Node { id }`),
/// and the condition's key fields when those fields read them: the key of a
/// type the plan does not list that satisfies it.
public struct ConditionIR: Codable, Hashable, Sendable {
    public var name: String
    public var keyFields: [String] = []
    public var fields: [FieldIR]
}

public struct VariantIR: Codable, Hashable, Sendable {
    public var types: [String]
    /// The key fields when this group is keyed otherwise than its selection.
    public var keyFields: [String]?
    public var fields: [FieldIR]
}

public struct FieldIR: Codable, Hashable, Sendable {
    public var responseKey: String
    public var storageKey: StorageKeyIR
    public var kind: FieldKindIR
    public var isNullable: Bool
    /// Set on a field read as a connection, whose pages the runtime merges.
    public var connection: ConnectionIR? = nil
    /// Set on a payload field under an edge directive, whose edit the commit makes.
    public var edit: EditIR? = nil
    /// When the field is selected: alternatives of conjunctions, none meaning always.
    public var guards: [[GuardIR]] = []
    /// The label of the deferred part that delivers the field; nil when the
    /// initial payload does.
    public var deferred: String? = nil
    /// Set on a root field `baton.json`'s `lookups` names: the entity its
    /// arguments key, which the availability check binds without a fetch.
    public var lookup: LookupIR? = nil
    /// Set on a client extension field: no server sends it, so a response need
    /// not hold it and the availability check never waits for it.
    public var isClient: Bool = false
}

/// A lookup as the plan carries it: the entity's type (nil for one among the
/// field's types by id) and the field's argument values in the order of the
/// lookup's arguments.
public struct LookupIR: Codable, Hashable, Sendable {
    public var type: String?
    public var values: [ArgumentValueIR]
}

public enum FieldKindIR: Codable, Hashable, Sendable {
    case scalar(ScalarKindIR)
    /// Scalars `depth` lists deep.
    case scalarList(ScalarKindIR, depth: Int)
    case link(selection: Int)
    case links(selection: Int)

    /// A link to one object, which a lookup may bind.
    var isSingleLink: Bool {
        if case .link = self { true } else { false }
    }
}

/// How a scalar's JSON value is read.
public enum ScalarKindIR: String, Codable, Hashable, Sendable {
    case string, id, int, float, boolean, custom
}

/// A field's storage key: rendered by the compiler when its arguments are
/// constants, or its name and arguments when they read variables.
public enum StorageKeyIR: Codable, Hashable, Sendable {
    case constant(String)
    case arguments(String, [ArgumentIR])

    /// The key as a reader recognizes it: the constant, or the key with each
    /// variable written `$name`.
    public var template: String {
        switch self {
        case .constant(let text): return text
        case .arguments(let name, let arguments):
            let rendered = arguments.compactMap { argument in
                argument.value.template.map { "\(argument.name):\($0)" }
            }
            return rendered.isEmpty ? name : "\(name)(\(rendered.joined(separator: ",")))"
        }
    }
}

public struct ArgumentIR: Codable, Hashable, Sendable {
    public var name: String
    public var value: ArgumentValueIR
}

/// An argument's value as the document wrote it; an enum value is its name's string.
public indirect enum ArgumentValueIR: Codable, Hashable, Sendable {
    case variable(String)
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([ArgumentValueIR])
    case object([String: ArgumentValueIR])

    var containsVariable: Bool {
        switch self {
        case .variable: true
        case .list(let elements): elements.contains(where: \.containsVariable)
        case .object(let members): members.values.contains(where: \.containsVariable)
        default: false
        }
    }

    /// The JSON text with variables as `$name`; nil for a top-level null.
    var template: String? {
        if case .null = self { return nil }
        var text = ""
        appendJSON(to: &text)
        return text
    }

    func appendJSON(to text: inout String) {
        switch self {
        case .variable(let name): text += "$" + name
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .double(let value): text += JSONText.double(value)
        case .string(let value): text += JSONText.quoted(value)
        case .list(let elements): JSONText.appendList(elements, to: &text) { $0.appendJSON(to: &$1) }
        case .object(let members): JSONText.appendObject(members, to: &text) { $0.appendJSON(to: &$1) }
        }
    }
}

extension OperationType: Codable {}

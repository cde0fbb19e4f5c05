import BatonSupport

/// A JSON value an operation holds as a variable, or an error keeps as its
/// extensions. An object's members render sorted by name.
public indirect enum Variable: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([Variable])
    case object([String: Variable])

    /// The compact JSON text, object members sorted by name.
    public var json: String {
        var text = ""
        append(to: &text)
        return text
    }

    func append(to text: inout String) {
        switch self {
        case .null: text.append("null")
        case let .bool(value): text.append(value ? "true" : "false")
        case let .int(value): text.append(String(value))
        case let .double(value): text.append(JSONText.double(value))
        case let .string(value): text.append(JSONText.quoted(value))
        case let .list(elements): JSONText.appendList(elements, to: &text) { $0.append(to: &$1) }
        case let .object(members): JSONText.appendObject(members, to: &text) { $0.append(to: &$1) }
        }
    }
}

/// The values an operation value holds, by variable name. A variable left unset is
/// absent from the dictionary; one set to null holds `.null`.
public typealias Variables = [String: Variable]

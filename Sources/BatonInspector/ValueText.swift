import Baton
import BatonSupport

/// A slot's value as JSON text, as the dump writes it: a link as
/// `{"__ref": key}`, a plural link as `{"__refs": [key, null]}`.
enum ValueText {
    @MainActor
    static func json(_ value: SlotValue, in store: Store) -> String {
        switch value {
        case .missing, .null: "null"
        case let .bool(flag): flag ? "true" : "false"
        case let .int(number): String(number)
        case let .double(number): JSONText.double(number)
        case let .string(text): JSONText.quoted(text)
        case let .link(id): "{\"__ref\": \(JSONText.quoted(store.record(id).key.rawValue))}"
        case let .links(ids):
            "{\"__refs\": [" + ids.map { id in
                id.map { JSONText.quoted(store.record($0).key.rawValue) } ?? "null"
            }.joined(separator: ", ") + "]}"
        case let .scalars(elements): list(elements)
        }
    }

    private static func list(_ elements: [ScalarElement]) -> String {
        "[" + elements.map { element in
            switch element {
            case .null: "null"
            case let .bool(flag): flag ? "true" : "false"
            case let .int(number): String(number)
            case let .double(number): JSONText.double(number)
            case let .string(text): JSONText.quoted(text)
            case let .list(nested): list(nested)
            }
        }.joined(separator: ", ") + "]"
    }
}

import BatonSupport

/// The deterministic JSON report of what the compiler compiled for a target.
public enum Report {
    /// A JSON value whose objects keep the order they were built in, so the same
    /// compilation always writes the same bytes.
    public indirect enum Value: Hashable, Sendable {
        case null
        case bool(Bool)
        case string(String)
        case list([Value])
        case object([(String, Value)])

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case let (.bool(a), .bool(b)): a == b
            case let (.string(a), .string(b)): a == b
            case let (.list(a), .list(b)): a == b
            case let (.object(a), .object(b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .null: hasher.combine(0)
            case .bool(let flag): hasher.combine(flag)
            case .string(let text): hasher.combine(text)
            case .list(let elements): hasher.combine(elements)
            case .object(let members):
                for (name, value) in members {
                    hasher.combine(name)
                    hasher.combine(value)
                }
            }
        }

        /// Indented by two spaces per level, one member per line, ending in a newline.
        public var text: String {
            var text = ""
            write(to: &text, depth: 0)
            return text + "\n"
        }

        private func write(to text: inout String, depth: Int) {
            let indent = String(repeating: "  ", count: depth + 1)
            let closing = String(repeating: "  ", count: depth)
            switch self {
            case .null: text += "null"
            case .bool(let flag): text += flag ? "true" : "false"
            case .string(let value): text += JSONText.quoted(value)
            case .list(let elements):
                guard !elements.isEmpty else { text += "[]"; return }
                text += "[\n"
                for (position, element) in elements.enumerated() {
                    text += indent
                    element.write(to: &text, depth: depth + 1)
                    text += position < elements.count - 1 ? ",\n" : "\n"
                }
                text += closing + "]"
            case .object(let members):
                guard !members.isEmpty else { text += "{}"; return }
                text += "{\n"
                for (position, (name, value)) in members.enumerated() {
                    text += indent + JSONText.quoted(name) + ": "
                    value.write(to: &text, depth: depth + 1)
                    text += position < members.count - 1 ? ",\n" : "\n"
                }
                text += closing + "}"
            }
        }
    }
}

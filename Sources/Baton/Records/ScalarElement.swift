/// One element of a list of scalars: a value, null, or a nested list.
public enum ScalarElement: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// A string, an enum's name, or a custom scalar's text as written.
    case string(String)
    case list([ScalarElement])

    public static func == (lhs: ScalarElement, rhs: ScalarElement) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        // By bits, so that -0.0 and 0.0, which a dump tells apart, differ.
        case let (.double(a), .double(b)): a.bitPattern == b.bitPattern
        case let (.string(a), .string(b)): a == b
        case let (.list(a), .list(b)): a == b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(value): hasher.combine(value)
        case let .int(value): hasher.combine(value)
        case let .double(value): hasher.combine(value.bitPattern)
        case let .string(value): hasher.combine(value)
        case let .list(value): hasher.combine(value)
        }
    }
}

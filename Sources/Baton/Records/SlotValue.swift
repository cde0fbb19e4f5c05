/// What a record's slot holds: one of a closed set of values.
public enum SlotValue: Sendable, Equatable {
    /// The store never received the field.
    case missing
    /// The server said null.
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// A string, an enum's name, or a custom scalar's text exactly as written.
    case string(String)
    /// A link to one record of the store.
    case link(RecordID)
    /// A plural link, null entries kept.
    case links([RecordID?])
    /// A list of scalars, nulls and nested lists kept.
    case scalars([ScalarElement])

    public static func == (lhs: SlotValue, rhs: SlotValue) -> Bool {
        switch (lhs, rhs) {
        case (.missing, .missing), (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)): a.bitPattern == b.bitPattern
        case let (.string(a), .string(b)): a == b
        case let (.link(a), .link(b)): a == b
        case let (.links(a), .links(b)): a == b
        case let (.scalars(a), .scalars(b)): a == b
        default: false
        }
    }

    public var isMissing: Bool {
        if case .missing = self { true } else { false }
    }
}

/// A YAML document as the configuration reads it: scalars as their text, sequences and
/// mappings in the order written, each node where it starts in the file (one-based).
indirect enum YAMLNode {
    struct Mark: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    case scalar(String, Mark)
    case sequence([YAMLNode], Mark)
    case mapping([(key: YAMLNode, value: YAMLNode)], Mark)

    var mark: Mark {
        switch self {
        case .scalar(_, let mark), .sequence(_, let mark), .mapping(_, let mark): mark
        }
    }

    /// What the node is, in a message: "a list", "a mapping", or the scalar quoted.
    var described: String {
        switch self {
        case .scalar(let text, _): "“\(text)”"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

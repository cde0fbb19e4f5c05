extension TypeNode {
    /// The type as the schema holds it, spans dropped.
    var reference: TypeReference {
        switch self {
        case .named(let node): .named(node.name.value)
        case .list(let node): .list(node.ofType.reference)
        case .nonNull(let node): .nonNull(node.ofType.reference)
        }
    }
}

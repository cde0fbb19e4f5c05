import BatonSupport

/// A parsed GraphQL document: executable definitions, type system definitions and
/// extensions, in the order they were written.
public struct Document: Hashable, Sendable {
    public var definitions: [Definition]
    public var span: SourceSpan

    public init(definitions: [Definition], span: SourceSpan) {
        self.definitions = definitions
        self.span = span
    }

    public var operations: [OperationDefinition] {
        definitions.compactMap { if case .operation(let operation) = $0 { operation } else { nil } }
    }

    public var fragments: [FragmentDefinition] {
        definitions.compactMap { if case .fragment(let fragment) = $0 { fragment } else { nil } }
    }
}

/// One top-level definition of a document.
public enum Definition: Hashable, Sendable {
    case operation(OperationDefinition)
    case fragment(FragmentDefinition)
    case schema(SchemaDefinition)
    case schemaExtension(SchemaExtension)
    case type(TypeDefinition)
    case typeExtension(TypeExtension)
    case directive(DirectiveDefinition)

    public var span: SourceSpan {
        switch self {
        case .operation(let node): node.span
        case .fragment(let node): node.span
        case .schema(let node): node.span
        case .schemaExtension(let node): node.span
        case .type(let node): node.span
        case .typeExtension(let node): node.span
        case .directive(let node): node.span
        }
    }

    /// Whether the definition belongs to an executable document (an operation or a fragment).
    public var isExecutable: Bool {
        switch self {
        case .operation, .fragment: true
        default: false
        }
    }
}

import BatonSupport

/// `schema @directive { query: Query ... }`, with an optional description.
public struct SchemaDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var directives: [Directive]
    public var operationTypes: [OperationTypeDefinition]
    public var span: SourceSpan

    public init(
        description: StringValue?, directives: [Directive], operationTypes: [OperationTypeDefinition],
        span: SourceSpan
    ) {
        self.description = description
        self.directives = directives
        self.operationTypes = operationTypes
        self.span = span
    }
}

/// `extend schema @directive { mutation: Mutation }`.
public struct SchemaExtension: Hashable, Sendable {
    public var directives: [Directive]
    public var operationTypes: [OperationTypeDefinition]
    public var span: SourceSpan

    public init(directives: [Directive], operationTypes: [OperationTypeDefinition], span: SourceSpan) {
        self.directives = directives
        self.operationTypes = operationTypes
        self.span = span
    }
}

/// `query: Query` inside a schema definition or extension.
public struct OperationTypeDefinition: Hashable, Sendable {
    public var operation: OperationType
    public var type: NamedType
    public var span: SourceSpan

    public init(operation: OperationType, type: NamedType, span: SourceSpan) {
        self.operation = operation
        self.type = type
        self.span = span
    }
}

/// The three kinds of operation, spelled as in GraphQL.
public enum OperationType: String, Hashable, Sendable, CaseIterable {
    case query
    case mutation
    case subscription
}

/// `query Name($v: T = d @dir) @dir { ... }`, or the shorthand `{ ... }` (a query
/// without a name, variables or directives).
public struct OperationDefinition: Hashable, Sendable {
    public var operation: OperationType
    public var name: Name?
    public var variableDefinitions: [VariableDefinition]
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var span: SourceSpan

    public init(
        operation: OperationType, name: Name?, variableDefinitions: [VariableDefinition],
        directives: [Directive], selectionSet: SelectionSet, span: SourceSpan
    ) {
        self.operation = operation
        self.name = name
        self.variableDefinitions = variableDefinitions
        self.directives = directives
        self.selectionSet = selectionSet
        self.span = span
    }
}

/// `$name: Type = default @directive` in an operation's variable list.
public struct VariableDefinition: Hashable, Sendable {
    public var variable: Variable
    public var type: TypeNode
    public var defaultValue: Value?
    public var directives: [Directive]
    public var span: SourceSpan

    public init(
        variable: Variable, type: TypeNode, defaultValue: Value?, directives: [Directive],
        span: SourceSpan
    ) {
        self.variable = variable
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.span = span
    }
}

/// `fragment Name on Type @directive { ... }`.
public struct FragmentDefinition: Hashable, Sendable {
    public var name: Name
    public var typeCondition: NamedType
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var span: SourceSpan

    public init(
        name: Name, typeCondition: NamedType, directives: [Directive], selectionSet: SelectionSet,
        span: SourceSpan
    ) {
        self.name = name
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.span = span
    }
}

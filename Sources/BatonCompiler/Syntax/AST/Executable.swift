import BatonSupport

/// The three kinds of operation, spelled as in GraphQL.
public enum OperationType: String, Hashable, Sendable, CaseIterable {
    case query
    case mutation
    case subscription
}

/// `"description" query Name($v: T = d @dir) @dir { ... }`, or the shorthand
/// `{ ... }` (a query without a description, name, variables or directives).
public struct OperationDefinition: Hashable, Sendable {
    /// The working draft's description of an executable definition.
    public var description: StringValue?
    public var operation: OperationType
    public var name: Name?
    public var variableDefinitions: [VariableDefinition]
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var span: SourceSpan

    public init(
        operation: OperationType, name: Name?, variableDefinitions: [VariableDefinition],
        directives: [Directive], selectionSet: SelectionSet, span: SourceSpan, description: StringValue? = nil
    ) {
        self.description = description
        self.operation = operation
        self.name = name
        self.variableDefinitions = variableDefinitions
        self.directives = directives
        self.selectionSet = selectionSet
        self.span = span
    }
}

/// `"description" $name: Type = default @directive` in an operation's variable list.
public struct VariableDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var variable: Variable
    public var type: TypeNode
    public var defaultValue: Value?
    public var directives: [Directive]
    public var span: SourceSpan

    public init(
        variable: Variable, type: TypeNode, defaultValue: Value?, directives: [Directive],
        span: SourceSpan, description: StringValue? = nil
    ) {
        self.description = description
        self.variable = variable
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.span = span
    }
}

/// `"description" fragment Name on Type @directive { ... }`.
public struct FragmentDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var typeCondition: NamedType
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var span: SourceSpan

    public init(
        name: Name, typeCondition: NamedType, directives: [Directive], selectionSet: SelectionSet,
        span: SourceSpan, description: StringValue? = nil
    ) {
        self.description = description
        self.name = name
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.span = span
    }
}

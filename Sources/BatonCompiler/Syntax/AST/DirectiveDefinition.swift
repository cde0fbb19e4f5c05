import BatonSupport

/// `directive @name(arguments) @directive repeatable on LOCATION | LOCATION`; the
/// directives applied to a definition are the working draft's.
public struct DirectiveDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var arguments: [InputValueDefinition]
    public var directives: [Directive]
    public var repeatable: Bool
    public var locations: [DirectiveLocationName]
    public var span: SourceSpan

    public init(
        description: StringValue?, name: Name, arguments: [InputValueDefinition], repeatable: Bool,
        locations: [DirectiveLocationName], span: SourceSpan, directives: [Directive] = []
    ) {
        self.description = description
        self.name = name
        self.arguments = arguments
        self.directives = directives
        self.repeatable = repeatable
        self.locations = locations
        self.span = span
    }
}

/// One location a directive definition names, and where it names it.
public struct DirectiveLocationName: Hashable, Sendable {
    public var location: DirectiveLocation
    public var span: SourceSpan

    public init(location: DirectiveLocation, span: SourceSpan) {
        self.location = location
        self.span = span
    }
}

/// The places a directive may stand, spelled as in GraphQL.
public enum DirectiveLocation: String, Hashable, Sendable, CaseIterable {
    // Executable locations.
    case query = "QUERY"
    case mutation = "MUTATION"
    case subscription = "SUBSCRIPTION"
    case field = "FIELD"
    case fragmentDefinition = "FRAGMENT_DEFINITION"
    case fragmentSpread = "FRAGMENT_SPREAD"
    case inlineFragment = "INLINE_FRAGMENT"
    case variableDefinition = "VARIABLE_DEFINITION"
    /// The working draft's variables of fragments.
    case fragmentVariableDefinition = "FRAGMENT_VARIABLE_DEFINITION"
    // Type system locations.
    case schema = "SCHEMA"
    case scalar = "SCALAR"
    case object = "OBJECT"
    case fieldDefinition = "FIELD_DEFINITION"
    case argumentDefinition = "ARGUMENT_DEFINITION"
    case interface = "INTERFACE"
    case union = "UNION"
    case enumType = "ENUM"
    case enumValue = "ENUM_VALUE"
    case inputObject = "INPUT_OBJECT"
    case inputFieldDefinition = "INPUT_FIELD_DEFINITION"
    /// The working draft's directives on directive definitions.
    case directiveDefinition = "DIRECTIVE_DEFINITION"
}

/// A directive the schema knows: built in, Relay's, Baton's, or defined in SDL.
public struct SchemaDirective: Sendable {
    public var name: String
    /// The description as the SDL writes it; most are never read, so its text is
    /// made only when `description` is.
    public var descriptionLiteral: StringValue?
    public var arguments: [SchemaInputValue]
    public var locations: Set<DirectiveLocation>
    public var isRepeatable: Bool
    public var origin: SchemaOrigin?

    public init(
        name: String, descriptionLiteral: StringValue? = nil, arguments: [SchemaInputValue], locations: Set<DirectiveLocation>,
        isRepeatable: Bool, origin: SchemaOrigin? = nil
    ) {
        self.name = name
        self.descriptionLiteral = descriptionLiteral
        self.arguments = arguments
        self.locations = locations
        self.isRepeatable = isRepeatable
        self.origin = origin
    }

    public var description: String? { descriptionLiteral?.value }

    public func argument(named name: String) -> SchemaInputValue? {
        arguments.first { $0.name == name }
    }
}

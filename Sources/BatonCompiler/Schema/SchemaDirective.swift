/// A directive the schema knows: built in, Relay's, Baton's, or defined in SDL.
public struct SchemaDirective: Sendable {
    public var name: String
    public var description: String?
    public var arguments: [SchemaInputValue]
    public var locations: Set<DirectiveLocation>
    public var isRepeatable: Bool
    public var origin: SchemaOrigin?

    public init(
        name: String, description: String? = nil, arguments: [SchemaInputValue], locations: Set<DirectiveLocation>,
        isRepeatable: Bool, origin: SchemaOrigin? = nil
    ) {
        self.name = name
        self.description = description
        self.arguments = arguments
        self.locations = locations
        self.isRepeatable = isRepeatable
        self.origin = origin
    }

    public func argument(named name: String) -> SchemaInputValue? {
        arguments.first { $0.name == name }
    }
}

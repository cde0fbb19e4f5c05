/// A field of an object or interface type.
public struct SchemaField: Sendable {
    public var name: String
    public var description: String?
    public var arguments: [SchemaInputValue]
    public var type: TypeReference
    public var deprecationReason: String?
    /// The directives the SDL applies to the field (`@semanticNonNull`, ...).
    public var directives: [Directive]
    public var origin: SchemaOrigin?
    /// Declared by a client schema extension: never sent to a server.
    public var isClient: Bool

    public init(
        name: String, description: String? = nil, arguments: [SchemaInputValue] = [], type: TypeReference,
        deprecationReason: String? = nil, directives: [Directive] = [], origin: SchemaOrigin? = nil,
        isClient: Bool = false
    ) {
        self.name = name
        self.description = description
        self.arguments = arguments
        self.type = type
        self.deprecationReason = deprecationReason
        self.directives = directives
        self.origin = origin
        self.isClient = isClient
    }

    public func argument(named name: String) -> SchemaInputValue? {
        arguments.first { $0.name == name }
    }
}

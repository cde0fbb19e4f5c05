/// A field of an object or interface type. A class, so the many places that hold
/// one share it rather than copy it.
public final class SchemaField: Sendable {
    public let name: String
    /// The description as the SDL writes it; most are never read, so its text is
    /// made only when `description` is.
    public let descriptionLiteral: StringValue?
    public let arguments: [SchemaInputValue]
    public let type: TypeReference
    public let deprecationReason: String?
    /// The directives the SDL applies to the field (`@semanticNonNull`, ...).
    public let directives: [Directive]
    public let origin: SchemaOrigin?
    /// Declared by a client schema extension: never sent to a server.
    public let isClient: Bool

    public init(
        name: String, descriptionLiteral: StringValue? = nil, arguments: [SchemaInputValue] = [], type: TypeReference,
        deprecationReason: String? = nil, directives: [Directive] = [], origin: SchemaOrigin? = nil,
        isClient: Bool = false
    ) {
        self.name = name
        self.descriptionLiteral = descriptionLiteral
        self.arguments = arguments
        self.type = type
        self.deprecationReason = deprecationReason
        self.directives = directives
        self.origin = origin
        self.isClient = isClient
    }

    public var description: String? { descriptionLiteral?.value }

    public func argument(named name: String) -> SchemaInputValue? {
        arguments.first { $0.name == name }
    }
}

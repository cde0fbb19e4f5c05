/// One value of an enum type.
public struct SchemaEnumValue: Sendable {
    public var name: String
    /// The description as the SDL writes it; most are never read, so its text is
    /// made only when `description` is.
    public var descriptionLiteral: StringValue?
    public var deprecationReason: String?
    public var origin: SchemaOrigin?

    public init(name: String, descriptionLiteral: StringValue? = nil, deprecationReason: String? = nil, origin: SchemaOrigin? = nil) {
        self.name = name
        self.descriptionLiteral = descriptionLiteral
        self.deprecationReason = deprecationReason
        self.origin = origin
    }

    public var description: String? { descriptionLiteral?.value }
}

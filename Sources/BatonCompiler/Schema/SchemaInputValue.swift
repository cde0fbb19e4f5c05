/// An argument of a field or directive, or a field of an input object; a class,
/// shared rather than copied.
public final class SchemaInputValue: Sendable {
    public let name: String
    /// The description as the SDL writes it; most are never read, so its text is
    /// made only when `description` is.
    public let descriptionLiteral: StringValue?
    public let type: TypeReference
    /// The default as written in the SDL; validation reads it as a literal.
    public let defaultValue: Value?
    public let deprecationReason: String?
    public let origin: SchemaOrigin?

    public init(
        name: String, descriptionLiteral: StringValue? = nil, type: TypeReference, defaultValue: Value? = nil,
        deprecationReason: String? = nil, origin: SchemaOrigin? = nil
    ) {
        self.name = name
        self.descriptionLiteral = descriptionLiteral
        self.type = type
        self.defaultValue = defaultValue
        self.deprecationReason = deprecationReason
        self.origin = origin
    }

    public var description: String? { descriptionLiteral?.value }

    /// Required: non-null and without a default, so it must be given.
    public var isRequired: Bool { type.isNonNull && defaultValue == nil }
}

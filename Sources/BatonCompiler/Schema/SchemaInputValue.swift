/// An argument of a field or directive, or a field of an input object; a class,
/// shared rather than copied.
public final class SchemaInputValue: Sendable {
    public let name: String
    public let description: String?
    public let type: TypeReference
    /// The default as written in the SDL; validation reads it as a literal.
    public let defaultValue: Value?
    public let deprecationReason: String?
    public let origin: SchemaOrigin?

    public init(
        name: String, description: String? = nil, type: TypeReference, defaultValue: Value? = nil,
        deprecationReason: String? = nil, origin: SchemaOrigin? = nil
    ) {
        self.name = name
        self.description = description
        self.type = type
        self.defaultValue = defaultValue
        self.deprecationReason = deprecationReason
        self.origin = origin
    }

    /// Required: non-null and without a default, so it must be given.
    public var isRequired: Bool { type.isNonNull && defaultValue == nil }
}

/// An argument of a field or directive, or a field of an input object.
public struct SchemaInputValue: Sendable {
    public var name: String
    public var description: String?
    public var type: TypeReference
    /// The default as written in the SDL; validation reads it as a literal.
    public var defaultValue: Value?
    public var deprecationReason: String?
    public var origin: SchemaOrigin?

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

/// One value of an enum type.
public struct SchemaEnumValue: Sendable {
    public var name: String
    public var description: String?
    public var deprecationReason: String?
    public var origin: SchemaOrigin?

    public init(name: String, description: String? = nil, deprecationReason: String? = nil, origin: SchemaOrigin? = nil) {
        self.name = name
        self.description = description
        self.deprecationReason = deprecationReason
        self.origin = origin
    }
}

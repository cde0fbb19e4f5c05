import BatonSupport

/// A name written in baton.json (a type, a field, an argument) with the span it
/// was written at, so a check against the schema can point at it.
public struct ConfigName: Hashable, Sendable {
    public var value: String
    public var span: SourceSpan

    public init(_ value: String, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

/// A root field named `Type.field`, as lookups and transient fields name one.
public struct ConfigFieldReference: Hashable, Sendable {
    public var typeName: String
    public var fieldName: String
    public var span: SourceSpan

    public init(typeName: String, fieldName: String, span: SourceSpan) {
        self.typeName = typeName
        self.fieldName = fieldName
        self.span = span
    }
}

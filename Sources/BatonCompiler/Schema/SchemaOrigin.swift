import BatonSupport

/// Where a schema element was defined, so a diagnostic can add "defined here".
/// Built-in elements have none.
public struct SchemaOrigin: Hashable, Sendable {
    public var path: String
    public var span: SourceSpan

    public init(path: String, span: SourceSpan) {
        self.path = path
        self.span = span
    }
}

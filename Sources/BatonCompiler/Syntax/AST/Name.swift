import BatonSupport

/// A name as written: its text and where it stands, so a diagnostic can point at
/// the name itself rather than at the node that carries it.
public struct Name: Hashable, Sendable {
    public var value: String
    public var span: SourceSpan

    public init(value: String, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

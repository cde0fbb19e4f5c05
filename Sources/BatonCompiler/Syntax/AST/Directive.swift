import BatonSupport

/// `@name(argument: value)` where a directive is applied.
public struct Directive: Hashable, Sendable {
    public var name: Name
    public var arguments: [Argument]
    public var span: SourceSpan

    public init(name: Name, arguments: [Argument], span: SourceSpan) {
        self.name = name
        self.arguments = arguments
        self.span = span
    }
}

/// A place in a source: a 1-based line and column (columns count Unicode scalars,
/// as graphql-js does) and the UTF-8 offset it stands at.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// The stretch of a source a node was parsed from: the start is the node's first
/// character, the end the character after its last.
public struct SourceSpan: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }
}

/// JSON the reader refuses, and where: text that is not JSON, or JSON nested
/// deeper than it follows.
public struct JSONReadError: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// Not JSON: what was expected and what stood there instead.
        case malformed(String)
        /// Objects and arrays open `limit` deep already where another one opens.
        case tooDeep(limit: Int)
    }

    public var reason: Reason
    /// Where reading stopped: the unexpected character, or the bracket too deep.
    public var location: SourceLocation

    public init(_ reason: Reason, at location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    /// What is wrong, in words.
    public var message: String {
        switch reason {
        case .malformed(let expected): expected
        case .tooDeep(let limit): "objects and arrays nest deeper than \(limit) levels"
        }
    }
}

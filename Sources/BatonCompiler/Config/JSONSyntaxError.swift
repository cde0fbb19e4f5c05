/// A baton.json that is not JSON: what was expected and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

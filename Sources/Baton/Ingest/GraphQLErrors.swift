/// A request error: the server's errors and no data. The fetch fails with them and
/// nothing is written.
public struct GraphQLErrors: Error, Sendable, Equatable, CustomStringConvertible {
    public let errors: [FieldError]

    public init(_ errors: [FieldError]) {
        self.errors = errors
    }

    public var messages: [String] { errors.map(\.message) }

    public var description: String { messages.joined(separator: "; ") }
}

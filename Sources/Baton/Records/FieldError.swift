/// An entry of a response's `errors`, as stored beside the field its path reached:
/// the message, the path dotted, and the extensions as JSON text, so an app can
/// branch on the server's code rather than its message.
public struct FieldError: Sendable, Hashable, Error, CustomStringConvertible {
    public let message: String
    /// The response path joined by `.`, list indices in decimal; empty when none.
    public let path: String
    /// The `extensions` member exactly as the server wrote it, or nil.
    public let extensions: String?

    public init(message: String, path: String, extensions: String? = nil) {
        self.message = message
        self.path = path
        self.extensions = extensions
    }

    public var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}

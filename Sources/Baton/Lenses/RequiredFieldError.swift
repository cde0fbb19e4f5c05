/// A `@required` field read while null: thrown by a `@required(action: THROW)`
/// accessor, or what fails an operation whose root a bubbling one reached.
public struct RequiredFieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field's response keys from its fragment's or operation's root, dotted.
    public let path: String
    /// The server's error for the field, when it sent one: the reason it is null.
    public let fieldError: FieldError?

    public init(path: String, fieldError: FieldError? = nil) {
        self.path = path
        self.fieldError = fieldError
    }

    /// As an entry of `FieldErrors`, for a `@catch` or a `@throwOnFieldError` above it.
    public var asFieldError: FieldError {
        fieldError ?? FieldError(message: "the @required field is null", path: path)
    }

    public var description: String {
        fieldError.map { "the @required field \(path) is null: \($0.message)" } ?? "the @required field \(path) is null"
    }
}

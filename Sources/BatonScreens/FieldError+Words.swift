import Baton

extension FieldError {
    /// The error as a view shows it in place of the field it emptied, on every tab.
    public var inWords: String { "✗ " + message }
}

extension FieldErrors {
    /// What a `@catch` caught, as a view shows it in place of the field.
    public var inWords: String { "✗ " + errors.map(\.message).joined(separator: "; ") }
}

import Baton

extension FieldError {
    /// The error as a view shows it in place of the field it emptied, on every tab.
    public var inWords: String { "✗ " + message }
}

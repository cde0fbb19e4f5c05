/// The field errors a `@catch` collected or a `@throwOnFieldError` read threw:
/// a field's own and those below it, a null `@required(action: THROW)` field's
/// among them, in the order the lens selects them.
public struct FieldErrors: Error, Sendable, Hashable, CustomStringConvertible {
    public let errors: [FieldError]

    public init(_ errors: [FieldError]) {
        self.errors = errors
    }

    public var description: String {
        errors.map(\.description).joined(separator: "; ")
    }
}

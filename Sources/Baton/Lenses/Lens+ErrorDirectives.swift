/// A lens without error directives: whole, throwing nothing, with no errors to
/// list. The generated lenses that have them say otherwise.
extension Lens {
    @_spi(Generated) public static var bubbles: Bool { false }
    @_spi(Generated) @MainActor public var unmetRequirement: String? { nil }
    @_spi(Generated) public static var throwsOnFieldError: Bool { false }
    @_spi(Generated) @MainActor public func collectFieldErrors(into errors: inout [FieldError]) {}

    /// The lens's uncaught field errors, in selection order.
    @_spi(Generated) @MainActor public var uncaughtFieldErrors: [FieldError] {
        var errors: [FieldError] = []
        collectFieldErrors(into: &errors)
        return errors
    }

    /// What an operation's data deserves by its error directives: failed with a
    /// `RequiredFieldError` when a bubbling `@required` field reached the root, or
    /// under the operation's `@throwOnFieldError` with the uncaught `FieldErrors`
    /// of its selection; nil when the data is ready. Read from the root's slots,
    /// so it changes with a null or an error and with nothing else.
    @MainActor public var errorVerdict: Failure? {
        if Self.bubbles, let path = unmetRequirement {
            return Failure(.requiredField, RequiredFieldError(path: path))
        }
        guard Self.throwsOnFieldError else { return nil }
        let errors = uncaughtFieldErrors
        return errors.isEmpty ? nil : Failure(.fieldErrors, FieldErrors(errors))
    }
}

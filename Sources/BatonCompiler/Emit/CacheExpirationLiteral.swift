/// An operation's `@cacheExpiration(seconds:)` as the Swift `Duration` its value
/// declares: whole seconds as `.seconds`, anything finer as `.milliseconds`.
/// Validation has already made the argument a positive number literal.
enum CacheExpirationLiteral {
    /// Beyond this a whole count no longer reads exactly as a Swift `Int` literal.
    private static let exactWhole = 1e15

    static func literal(of operation: OperationDefinition) -> String? {
        guard let directive = operation.directives.named("cacheExpiration"),
              let argument = directive.argumentValue("seconds") else { return nil }
        let text: String
        switch argument {
        case .int(let literal): text = literal.text
        case .float(let literal): text = literal.text
        default: return nil
        }
        guard let seconds = Double(text) else { return nil }
        return literal(seconds: seconds)
    }

    static func literal(seconds: Double) -> String {
        if seconds == seconds.rounded(), seconds < exactWhole {
            return ".seconds(\(Int(seconds)))"
        }
        let milliseconds = seconds * 1000
        // 1.1 * 1000 is 1100.0000000000002 in binary: a literal's whole milliseconds
        // are kept whole.
        let whole = milliseconds.rounded()
        if abs(milliseconds - whole) < 1e-6, whole >= 1, whole < exactWhole {
            return ".milliseconds(\(Int(whole)))"
        }
        return ".milliseconds(\(milliseconds))"
    }
}

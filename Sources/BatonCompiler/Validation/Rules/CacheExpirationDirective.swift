/// Baton's `@cacheExpiration(seconds:)`: the compiler makes it a constant of the
/// operation, so it is a positive number written in the document.
final class CacheExpirationDirective: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard let directive = node.directives.named("cacheExpiration"), let seconds = directive.argumentValue("seconds") else { return }
        let text: String
        switch seconds {
        case .int(let literal): text = literal.text
        case .float(let literal): text = literal.text
        default:
            context.report("@cacheExpiration(seconds:) must be a number written in the document: the compiler makes it a constant of the operation.",
                           at: directive.span)
            return
        }
        if let value = Double(text), value <= 0 {
            context.report("@cacheExpiration(seconds:) must be positive, found \(text).", at: seconds.span)
        }
    }
}

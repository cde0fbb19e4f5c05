import BatonSupport

/// Every operation of a target has its own name.
final class UniqueOperationNames: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation]

    private let context: ValidationContext
    private var seen: [String: (span: SourceSpan, path: String)] = [:]

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard let name = node.name else { return }
        if let first = seen[name.value] {
            context.report("There can be only one operation named \"\(name.value)\".", at: name.span,
                           notes: [DiagnosticNote(message: "operation \"\(name.value)\" defined here", path: first.path, span: first.span)])
        } else {
            seen[name.value] = (name.span, context.path)
        }
    }
}

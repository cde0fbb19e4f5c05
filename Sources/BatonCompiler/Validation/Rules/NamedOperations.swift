import BatonSupport

/// Relay's rule: every operation has a name, which its generated type takes.
final class NamedOperations: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard node.name == nil else { return }
        let start = node.span.start
        context.report("Operations must be named: write \"\(node.operation.rawValue) Name { ... }\"; the name becomes its generated type's.",
                       at: SourceSpan(start: start, end: start))
    }
}

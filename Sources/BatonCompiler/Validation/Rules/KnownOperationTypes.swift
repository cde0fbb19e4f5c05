import BatonSupport

/// An operation's root type must exist: a schema without a mutation type takes
/// no mutation.
final class KnownOperationTypes: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard context.schema.rootType(for: node.operation) == nil else { return }
        let start = node.span.start
        context.report("The \(node.operation.rawValue) operation is not supported by the schema.",
                       at: node.name?.span ?? SourceSpan(start: start, end: start))
    }
}

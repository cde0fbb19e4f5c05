import BatonSupport

/// An operation without a name must be the only operation of its document.
final class LoneAnonymousOperation: ValidationRule {
    static let hooks: ValidationHooks = [.enterDocument, .enterOperation]

    private let context: ValidationContext
    private var operationCount = 0

    init(_ context: ValidationContext) { self.context = context }

    func enterDocument(_ document: Document) {
        operationCount = document.operations.count
    }

    func enterOperation(_ node: OperationDefinition) {
        if node.name == nil, operationCount > 1 {
            let start = node.span.start
            context.report("This anonymous operation must be the only defined operation.", at: SourceSpan(start: start, end: start))
        }
    }
}

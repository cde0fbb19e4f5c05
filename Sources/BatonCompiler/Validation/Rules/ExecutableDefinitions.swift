import BatonSupport

/// A document handed to validation holds operations and fragments only.
final class ExecutableDefinitions: ValidationRule {
    static let hooks: ValidationHooks = [.enterDocument]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterDocument(_ document: Document) {
        for definition in document.definitions where !definition.isExecutable {
            let name: String
            let span: SourceSpan
            switch definition {
            case .type(let node): (name, span) = ("\"\(node.name.value)\"", node.name.span)
            case .typeExtension(let node): (name, span) = ("\"\(node.name.value)\"", node.name.span)
            case .directive(let node): (name, span) = ("\"\(node.name.value)\"", node.name.span)
            default: (name, span) = ("schema", definition.span)
            }
            context.report("The \(name) definition is not executable.", at: span)
        }
    }
}

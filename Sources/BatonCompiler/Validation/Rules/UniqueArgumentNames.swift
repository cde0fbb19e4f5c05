import BatonSupport

/// A field or directive is given each argument once.
final class UniqueArgumentNames: ValidationRule {
    static let hooks: ValidationHooks = [.enterArguments]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterArguments(_ nodes: [Argument]) {
        var seen: [String: SourceSpan] = [:]
        for node in nodes {
            if let first = seen[node.name.value] {
                context.report("There can be only one argument named \"\(node.name.value)\".", at: node.name.span,
                               notes: [DiagnosticNote(message: "first given here", path: context.path, span: first)])
            } else {
                seen[node.name.value] = node.name.span
            }
        }
    }
}

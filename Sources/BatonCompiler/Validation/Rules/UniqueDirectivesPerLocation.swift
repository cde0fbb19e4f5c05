import BatonSupport

/// A directive that is not repeatable stands at most once on a node.
final class UniqueDirectivesPerLocation: ValidationRule {
    static let hooks: ValidationHooks = [.enterDirectives]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterDirectives(_ nodes: [Directive], at location: DirectiveLocation) {
        var seen: [String: SourceSpan] = [:]
        for node in nodes {
            let name = node.name.value
            guard let definition = context.schema.directives[name], !definition.isRepeatable else { continue }
            if let first = seen[name] {
                context.report("The directive \"@\(name)\" can only be used once at this location.", at: node.name.span,
                               notes: [DiagnosticNote(message: "first used here", path: context.path, span: first)])
            } else {
                seen[name] = node.name.span
            }
        }
    }
}

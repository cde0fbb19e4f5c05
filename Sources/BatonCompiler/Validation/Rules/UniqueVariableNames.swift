import BatonSupport

/// An operation declares each variable once.
final class UniqueVariableNames: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        var seen: [String: SourceSpan] = [:]
        for definition in node.variableDefinitions {
            let name = definition.variable.name.value
            if let first = seen[name] {
                context.report("There can be only one variable named \"$\(name)\".", at: definition.variable.span,
                               notes: [DiagnosticNote(message: "\"$\(name)\" first defined here", path: context.path, span: first)])
            } else {
                seen[name] = definition.variable.span
            }
        }
    }
}

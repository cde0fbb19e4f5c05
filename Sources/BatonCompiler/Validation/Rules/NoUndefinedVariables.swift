import BatonSupport

/// Every variable an operation uses, in itself or in a fragment it reaches, is
/// one it defines. Under Relay a name a fragment declares with
/// `@argumentDefinitions` is the fragment's own, not the operation's.
final class NoUndefinedVariables: ValidationRule {
    static let hooks: ValidationHooks = [.leaveOperation]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func leaveOperation(_ node: OperationDefinition) {
        let defined = Set(node.variableDefinitions.map(\.variable.name.value))
        var reported = Set<String>()
        for usage in context.recursiveVariableUsages(of: node, path: context.path) {
            let name = usage.variable.name.value
            guard !defined.contains(name), reported.insert("\(usage.path):\(usage.variable.span.start.offset)").inserted else { continue }
            let message = node.name.map { "Variable \"$\(name)\" is not defined by operation \"\($0.value)\"." }
                ?? "Variable \"$\(name)\" is not defined."
            let start = node.span.start
            context.report(message, at: usage.variable.span, in: usage.path,
                           notes: [DiagnosticNote(message: "in this operation", path: context.path, span: node.name?.span ?? SourceSpan(start: start, end: start))])
        }
    }
}

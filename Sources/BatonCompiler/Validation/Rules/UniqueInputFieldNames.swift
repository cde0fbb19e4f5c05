import BatonSupport

/// An input object literal gives each field once, at any depth.
final class UniqueInputFieldNames: ValidationRule {
    static let hooks: ValidationHooks = [.enterArgument, .enterVariableDefinition]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterArgument(_ node: Argument) { check(node.value) }

    func enterVariableDefinition(_ node: VariableDefinition) {
        if let value = node.defaultValue { check(value) }
    }

    private func check(_ value: Value) {
        switch value {
        case .list(let list):
            list.values.forEach(check)
        case .object(let object):
            var seen: [String: SourceSpan] = [:]
            for field in object.fields {
                if let first = seen[field.name.value] {
                    context.report("There can be only one input field named \"\(field.name.value)\".", at: field.name.span,
                                   notes: [DiagnosticNote(message: "first given here", path: context.path, span: first)])
                } else {
                    seen[field.name.value] = field.name.span
                }
                check(field.value)
            }
        default:
            break
        }
    }
}

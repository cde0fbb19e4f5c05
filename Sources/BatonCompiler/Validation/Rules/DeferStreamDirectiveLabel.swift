/// A @defer or @stream label is a literal string, unique in the target, so each
/// incremental part is told apart.
final class DeferStreamDirectiveLabel: ValidationRule {
    static let hooks: ValidationHooks = [.enterDirective]

    private let context: ValidationContext
    private var labels: [String: (span: SourceSpan, path: String)] = [:]

    init(_ context: ValidationContext) { self.context = context }

    func enterDirective(_ node: Directive, at location: DirectiveLocation) {
        let name = node.name.value
        guard name == "defer" || name == "stream", let label = node.arguments.first(where: { $0.name.value == "label" }) else { return }
        switch label.value {
        case .null:
            return
        case .string(let text):
            if let first = labels[text.value] {
                context.report("Defer/Stream directive label argument must be unique.", at: label.value.span,
                               notes: [DiagnosticNote(message: "label \(text.raw) first used here", path: first.path, span: first.span)])
            } else {
                labels[text.value] = (label.value.span, context.path)
            }
        default:
            context.report("\(name.prefix(1).uppercased() + name.dropFirst()) directive label argument must be a static string.", at: label.value.span)
        }
    }
}

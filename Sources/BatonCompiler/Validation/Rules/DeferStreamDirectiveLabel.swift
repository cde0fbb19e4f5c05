import BatonSupport

/// A @defer or @stream label is a literal string, unique in each operation with the
/// fragments it reaches, so each incremental part of its response is told apart.
/// Two operations may use one label: their parts never share a response.
final class DeferStreamDirectiveLabel: ValidationRule {
    static let hooks: ValidationHooks = [.enterDirective, .finish]

    private struct Label {
        let text: String
        let raw: String
        let span: SourceSpan
        let path: String
    }

    private let context: ValidationContext
    /// The labels of each definition, an operation's by its place, a fragment's by its name.
    private var labels: [String: [Label]] = [:]

    init(_ context: ValidationContext) { self.context = context }

    func enterDirective(_ node: Directive, at location: DirectiveLocation) {
        let name = node.name.value
        guard name == "defer" || name == "stream", let label = node.arguments.first(where: { $0.name.value == "label" }) else { return }
        switch label.value {
        case .null:
            return
        case .string(let text):
            let owner = context.fragment.map(\.name.value) ?? context.operation.map { Self.key($0, in: context.path) } ?? ""
            labels[owner, default: []].append(Label(text: text.value, raw: text.raw, span: label.value.span, path: context.path))
        default:
            context.report("\(name.prefix(1).uppercased() + name.dropFirst()) directive label argument must be a static string.", at: label.value.span)
        }
    }

    func finish() {
        // A fragment reached by several operations reports its clash once.
        var reported = Set<String>()
        for source in context.sources {
            for operation in source.document.operations {
                let reached = context.reachedFragments(from: operation.selectionSet).map(\.definition.name.value)
                var first: [String: Label] = [:]
                for label in ([Self.key(operation, in: source.path)] + reached).flatMap({ labels[$0] ?? [] }) {
                    guard let earlier = first[label.text] else {
                        first[label.text] = label
                        continue
                    }
                    guard reported.insert("\(label.path):\(label.span.start.offset)").inserted else { continue }
                    context.report("Defer/Stream directive label argument must be unique.", at: label.span, in: label.path,
                                   notes: [DiagnosticNote(message: "label \(earlier.raw) first used here", path: earlier.path, span: earlier.span)])
                }
            }
        }
    }

    private static func key(_ operation: OperationDefinition, in path: String) -> String {
        "\(path):\(operation.span.start.offset)"
    }
}

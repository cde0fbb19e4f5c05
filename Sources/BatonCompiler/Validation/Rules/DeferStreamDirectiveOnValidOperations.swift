/// A subscription uses @defer and @stream only where they can be switched off
/// (`if: false` or a variable) or the selection can be skipped.
final class DeferStreamDirectiveOnValidOperations: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard node.operation == .subscription else { return }
        var visited = Set<String>()
        // The context is the file the selections are in.
        SelectionWalk.walk(node.selectionSet, context.path) { selection, path in
            let directives = selection.directives
            if let skip = directives.named("skip"), canBeTrue(skip) { return .skip }
            if let include = directives.named("include"), canBeFalse(include) { return .skip }
            for directive in directives where ["defer", "stream"].contains(directive.name.value) && !canBeFalse(directive) {
                let name = directive.name.value
                context.report("\(name.prefix(1).uppercased() + name.dropFirst()) directive not supported on subscription operations. Disable `@\(name)` by setting the `if` argument to `false`.",
                               at: directive.span, in: path)
            }
            switch selection {
            case .field(let field):
                return field.selectionSet.map { .enter($0, path) } ?? .skip
            case .inlineFragment(let fragment):
                return .enter(fragment.selectionSet, path)
            case .fragmentSpread(let spread):
                guard let site = context.firstVisit(spread, &visited) else { return .skip }
                return .enter(site.definition.selectionSet, site.path)
            }
        }
    }

    private func ifArgument(_ directive: Directive) -> Value? {
        directive.arguments.first { $0.name.value == "if" }?.value
    }

    /// `if` is a variable or `false`: the directive may be off.
    private func canBeFalse(_ directive: Directive) -> Bool {
        switch ifArgument(directive) {
        case .boolean(let literal): !literal.value
        case .variable: true
        case nil: directive.name.value == "include"
        default: false
        }
    }

    /// `if` is a variable or `true` (or missing, which another rule reports).
    private func canBeTrue(_ directive: Directive) -> Bool {
        switch ifArgument(directive) {
        case .boolean(let literal): literal.value
        default: true
        }
    }
}

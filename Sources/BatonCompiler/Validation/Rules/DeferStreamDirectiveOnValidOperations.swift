/// A subscription uses @defer and @stream only where they can be switched off
/// (`if: false` or a variable) or the selection can be skipped.
final class DeferStreamDirectiveOnValidOperations: ValidationRule {
    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard node.operation == .subscription else { return }
        var visited = Set<String>()
        check(node.selectionSet, path: context.path, visited: &visited)
    }

    private func check(_ selectionSet: SelectionSet, path: String, visited: inout Set<String>) {
        for selection in selectionSet.selections {
            let directives = selection.directives
            if let skip = directives.named("skip"), canBeTrue(skip) { continue }
            if let include = directives.named("include"), canBeFalse(include) { continue }
            for directive in directives where ["defer", "stream"].contains(directive.name.value) && !canBeFalse(directive) {
                let name = directive.name.value
                context.report("\(name.prefix(1).uppercased() + name.dropFirst()) directive not supported on subscription operations. Disable `@\(name)` by setting the `if` argument to `false`.",
                               at: directive.span, in: path)
            }
            switch selection {
            case .field(let field):
                if let nested = field.selectionSet { check(nested, path: path, visited: &visited) }
            case .inlineFragment(let fragment):
                check(fragment.selectionSet, path: path, visited: &visited)
            case .fragmentSpread(let spread):
                guard visited.insert(spread.name.value).inserted, let site = context.fragments[spread.name.value] else { continue }
                check(site.definition.selectionSet, path: site.path, visited: &visited)
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

/// Relay's fragment arguments applied to what a server receives: a spread of a
/// fragment that declares `@argumentDefinitions` becomes an inline fragment on
/// the fragment's type holding its selections, each of its local variables bound
/// to the value the spread passes with `@arguments`, else the declared default,
/// else null; an argument whose variable is bound to null is left out, as Relay
/// leaves null arguments out of the text. What a spread passes is read in the
/// scope around it, so a parent fragment's local variable is bound before its
/// child sees it; a variable a fragment does not declare is the operation's and
/// stays.
struct ArgumentInlining {
    let fragments: [String: FragmentDefinition]

    func inline(_ set: SelectionSet, scope: [String: Value]) -> SelectionSet {
        var result = set
        result.selections = set.selections.map { selection in
            switch selection {
            case .field(var field):
                field.arguments = bound(field.arguments, scope)
                field.directives = bound(field.directives, scope)
                field.selectionSet = field.selectionSet.map { inline($0, scope: scope) }
                return .field(field)
            case .inlineFragment(var fragment):
                fragment.directives = bound(fragment.directives, scope)
                fragment.selectionSet = inline(fragment.selectionSet, scope: scope)
                return .inlineFragment(fragment)
            case .fragmentSpread(var spread):
                spread.directives = bound(spread.directives, scope)
                guard let fragment = fragments[spread.name.value] else { return .fragmentSpread(spread) }
                let declared = FragmentArguments(fragment)
                guard declared.isDeclared else { return .fragmentSpread(spread) }
                let passed = spread.directives.named("arguments")?.arguments ?? []
                var local: [String: Value] = [:]
                for argument in declared.arguments {
                    local[argument.name.value] = passed.first { $0.name.value == argument.name.value }?.value
                        ?? argument.defaultValue ?? .null(NullValue(span: spread.span))
                }
                return .inlineFragment(InlineFragment(
                    typeCondition: fragment.typeCondition,
                    directives: spread.directives.filter { $0.name.value != "arguments" },
                    selectionSet: inline(fragment.selectionSet, scope: local), span: spread.span))
            }
        }
        return result
    }

    private func bound(_ directives: [Directive], _ scope: [String: Value]) -> [Directive] {
        directives.map { directive in
            var directive = directive
            directive.arguments = bound(directive.arguments, scope)
            return directive
        }
    }

    private func bound(_ arguments: [Argument], _ scope: [String: Value]) -> [Argument] {
        arguments.compactMap { argument in
            let value = bound(argument.value, scope)
            if case .variable = argument.value, case .null = value { return nil }
            var argument = argument
            argument.value = value
            return argument
        }
    }

    private func bound(_ value: Value, _ scope: [String: Value]) -> Value {
        switch value {
        case .variable(let variable): return scope[variable.name.value] ?? value
        case .list(var list):
            list.values = list.values.map { bound($0, scope) }
            return .list(list)
        case .object(var object):
            object.fields = object.fields.map { field in
                var field = field
                field.value = bound(field.value, scope)
                return field
            }
            return .object(object)
        default: return value
        }
    }
}

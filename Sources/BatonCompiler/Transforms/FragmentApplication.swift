/// Relay's fragment arguments applied to what a server receives: each spread
/// names a fragment whose local variables are bound to the values the spread
/// passes with `@arguments`, else the declared defaults, else null; an argument
/// whose variable is bound to null is left out, as Relay leaves null arguments
/// out of the text. A spread that passes arguments names the fragment applied
/// with them `<name>_<hash of the arguments>` (`AppliedFragmentName`), so two
/// spreads passing different values read two definitions; one passing none
/// keeps the fragment's name. What a spread passes is read in the scope around
/// it, so a parent fragment's local variable is bound before its child sees
/// it; a variable a fragment does not declare is the operation's and stays.
struct FragmentApplication {
    let fragments: [String: FragmentDefinition]
    /// The fragments applied so far, by the name their spreads now give.
    private(set) var applied: [String: FragmentDefinition] = [:]

    init(fragments: [String: FragmentDefinition]) {
        self.fragments = fragments
    }

    /// Fragments named by a spread and not yet applied, with the scope of their local variables.
    private var pending: [(name: String, fragment: FragmentDefinition, scope: [String: Value])] = []

    /// The set with its spreads applied, and every fragment they reach applied
    /// too, on a work list: a chain of spreads is as long as a document makes it.
    mutating func apply(_ set: SelectionSet, scope: [String: Value]) -> SelectionSet {
        let result = applyWithin(set, scope: scope)
        while let (name, fragment, local) = pending.popLast() {
            var definition = fragment
            definition.name = Name(value: name, span: fragment.name.span)
            definition.selectionSet = applyWithin(fragment.selectionSet, scope: local)
            applied[name] = definition
        }
        return result
    }

    private mutating func applyWithin(_ set: SelectionSet, scope: [String: Value]) -> SelectionSet {
        var result = set
        result.selections = set.selections.map { selection in
            switch selection {
            case .field(var field):
                field.arguments = bound(field.arguments, scope)
                field.directives = bound(field.directives, scope)
                field.selectionSet = field.selectionSet.map { applyWithin($0, scope: scope) }
                return .field(field)
            case .inlineFragment(var fragment):
                fragment.directives = bound(fragment.directives, scope)
                fragment.selectionSet = applyWithin(fragment.selectionSet, scope: scope)
                return .inlineFragment(fragment)
            case .fragmentSpread(var spread):
                spread.directives = bound(spread.directives, scope)
                guard let fragment = fragments[spread.name.value] else { return .fragmentSpread(spread) }
                let passed = spread.directives.named("arguments")?.arguments ?? []
                let name = AppliedFragmentName.name(of: fragment.name.value, passing: passed)
                if applied[name] == nil {
                    var local: [String: Value] = [:]
                    for argument in FragmentArguments(fragment).arguments {
                        local[argument.name.value] = passed.first { $0.name.value == argument.name.value }?.value
                            ?? argument.defaultValue ?? .null(NullValue(span: spread.span))
                    }
                    // Held until its selections are applied; a second spread of the same name waits for it.
                    applied[name] = fragment
                    pending.append((name, fragment, local))
                }
                spread.name = Name(value: name, span: spread.name.span)
                spread.directives = spread.directives.filter { $0.name.value != "arguments" }
                return .fragmentSpread(spread)
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

/// Relay's stripping of client-only variables: an operation's text declares only
/// the variables its printed selections read. A variable read only by a directive
/// the printer leaves out (an edge directive's `connections`, a `@connection`
/// argument), only by a client field, or only by `@argumentDefinitions` no
/// spread binds it to is the client's: the server would refuse it as never used. It stays a variable of the
/// operation value, which the plan's edits read at commit time.
enum ServerVariables {
    /// `operation` declaring only the variables it or `fragments` read outside
    /// the directives named by `omitting`.
    static func declared(
        in operation: OperationDefinition, fragments: [String: FragmentDefinition], omitting: Set<String>
    ) -> OperationDefinition {
        var read = Set<String>()
        collect(operation.directives, omitting: omitting, into: &read)
        collect(operation.selectionSet, omitting: omitting, into: &read)
        for fragment in fragments.values {
            collect(fragment.directives, omitting: omitting, into: &read)
            collect(fragment.selectionSet, omitting: omitting, into: &read)
        }
        var result = operation
        result.variableDefinitions = operation.variableDefinitions.filter { read.contains($0.variable.name.value) }
        return result
    }

    private static func collect(_ set: SelectionSet, omitting: Set<String>, into read: inout Set<String>) {
        for selection in set.selections {
            switch selection {
            case .field(let field):
                // A client field is left out of the text, and what it reads with it.
                if omitting.contains(CompactPrinter.clientFieldMark), CompactPrinter.isClientField(field) { continue }
                for argument in field.arguments { collect(argument.value, into: &read) }
                collect(field.directives, omitting: omitting, into: &read)
                if let nested = field.selectionSet { collect(nested, omitting: omitting, into: &read) }
            case .fragmentSpread(let spread):
                collect(spread.directives, omitting: omitting, into: &read)
            case .inlineFragment(let inline):
                collect(inline.directives, omitting: omitting, into: &read)
                collect(inline.selectionSet, omitting: omitting, into: &read)
            }
        }
    }

    private static func collect(_ directives: [Directive], omitting: Set<String>, into read: inout Set<String>) {
        for directive in directives where !omitting.contains(directive.name.value) {
            for argument in directive.arguments { collect(argument.value, into: &read) }
        }
    }

    private static func collect(_ value: Value, into read: inout Set<String>) {
        switch value {
        case .variable(let variable): read.insert(variable.name.value)
        case .list(let list): for element in list.values { collect(element, into: &read) }
        case .object(let object): for field in object.fields { collect(field.value, into: &read) }
        default: break
        }
    }
}

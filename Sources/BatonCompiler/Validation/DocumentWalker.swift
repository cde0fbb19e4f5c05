/// Walks every executable definition of the sources once, keeping the context's
/// type information current and calling every rule's hooks in document order.
struct DocumentWalker {
    let context: ValidationContext
    private let rules: Rules

    init(context: ValidationContext, rules: [any ValidationRule]) {
        self.context = context
        self.rules = Rules(rules)
    }

    /// The rules by the hook they implement, each list in the order given.
    private struct Rules {
        var enterDocument: [any ValidationRule] = []
        var enterOperation: [any ValidationRule] = []
        var leaveOperation: [any ValidationRule] = []
        var enterFragment: [any ValidationRule] = []
        var leaveFragment: [any ValidationRule] = []
        var enterVariableDefinition: [any ValidationRule] = []
        var enterSelectionSet: [any ValidationRule] = []
        var enterField: [any ValidationRule] = []
        var leaveField: [any ValidationRule] = []
        var enterInlineFragment: [any ValidationRule] = []
        var leaveInlineFragment: [any ValidationRule] = []
        var enterFragmentSpread: [any ValidationRule] = []
        var enterDirectives: [any ValidationRule] = []
        var enterDirective: [any ValidationRule] = []
        var enterArguments: [any ValidationRule] = []
        var enterArgument: [any ValidationRule] = []
        var finish: [any ValidationRule] = []

        init(_ rules: [any ValidationRule]) {
            // A rule's hooks are read once: a static through the existential is a call.
            for rule in rules {
                let hooks = type(of: rule).hooks
                if hooks.contains(.enterDocument) { enterDocument.append(rule) }
                if hooks.contains(.enterOperation) { enterOperation.append(rule) }
                if hooks.contains(.leaveOperation) { leaveOperation.append(rule) }
                if hooks.contains(.enterFragment) { enterFragment.append(rule) }
                if hooks.contains(.leaveFragment) { leaveFragment.append(rule) }
                if hooks.contains(.enterVariableDefinition) { enterVariableDefinition.append(rule) }
                if hooks.contains(.enterSelectionSet) { enterSelectionSet.append(rule) }
                if hooks.contains(.enterField) { enterField.append(rule) }
                if hooks.contains(.leaveField) { leaveField.append(rule) }
                if hooks.contains(.enterInlineFragment) { enterInlineFragment.append(rule) }
                if hooks.contains(.leaveInlineFragment) { leaveInlineFragment.append(rule) }
                if hooks.contains(.enterFragmentSpread) { enterFragmentSpread.append(rule) }
                if hooks.contains(.enterDirectives) { enterDirectives.append(rule) }
                if hooks.contains(.enterDirective) { enterDirective.append(rule) }
                if hooks.contains(.enterArguments) { enterArguments.append(rule) }
                if hooks.contains(.enterArgument) { enterArgument.append(rule) }
                if hooks.contains(.finish) { finish.append(rule) }
            }
        }
    }

    func walk() {
        for source in context.sources {
            context.path = source.path
            for rule in rules.enterDocument { rule.enterDocument(source.document) }
            for definition in source.document.definitions {
                switch definition {
                case .operation(let operation): walk(operation)
                case .fragment(let fragment): walk(fragment)
                default: break
                }
            }
        }
        for rule in rules.finish { rule.finish() }
    }

    private func walk(_ operation: OperationDefinition) {
        context.operation = operation
        context.fragment = nil
        context.parentType = context.schema.rootType(for: operation.operation)
        for rule in rules.enterOperation { rule.enterOperation(operation) }
        for variable in operation.variableDefinitions {
            for rule in rules.enterVariableDefinition { rule.enterVariableDefinition(variable) }
            walk(variable.directives, at: .variableDefinition)
        }
        walk(operation.directives, at: DirectiveLocation(operation.operation))
        walk(operation.selectionSet)
        for rule in rules.leaveOperation { rule.leaveOperation(operation) }
        context.operation = nil
    }

    private func walk(_ fragment: FragmentDefinition) {
        context.operation = nil
        context.fragment = fragment
        context.parentType = composite(fragment.typeCondition.name.value)
        for rule in rules.enterFragment { rule.enterFragment(fragment) }
        walk(fragment.directives, at: .fragmentDefinition)
        walk(fragment.selectionSet)
        for rule in rules.leaveFragment { rule.leaveFragment(fragment) }
        context.fragment = nil
    }

    private func walk(_ selectionSet: SelectionSet) {
        for rule in rules.enterSelectionSet { rule.enterSelectionSet(selectionSet) }
        let parentType = context.parentType
        for selection in selectionSet.selections {
            context.parentType = parentType
            switch selection {
            case .field(let field):
                walk(field, parentType: parentType)
            case .inlineFragment(let fragment):
                // The hooks see the enclosing type as the parent, as graphql-js's do.
                for rule in rules.enterInlineFragment { rule.enterInlineFragment(fragment) }
                walk(fragment.directives, at: .inlineFragment)
                context.parentType = fragment.typeCondition.map { composite($0.name.value) } ?? parentType
                walk(fragment.selectionSet)
                context.parentType = parentType
                for rule in rules.leaveInlineFragment { rule.leaveInlineFragment(fragment) }
            case .fragmentSpread(let spread):
                for rule in rules.enterFragmentSpread { rule.enterFragmentSpread(spread) }
                walk(spread.directives, at: .fragmentSpread)
            }
        }
        context.parentType = parentType
    }

    private func walk(_ field: Field, parentType: SchemaType?) {
        let definition = parentType.flatMap { context.schema.fieldDefinition(on: $0.name, named: field.name.value) }
        context.fieldDefinition = definition
        for rule in rules.enterField { rule.enterField(field) }
        walk(field.directives, at: .field)
        context.fieldDefinition = definition
        walk(field.arguments) { definition?.argument(named: $0) }
        if let selections = field.selectionSet {
            context.parentType = definition.flatMap { composite($0.type.namedType) }
            walk(selections)
        }
        context.parentType = parentType
        context.fieldDefinition = definition
        for rule in rules.leaveField { rule.leaveField(field) }
        context.fieldDefinition = nil
    }

    /// A type selections may stand on, as graphql-js's TypeInfo keeps a parent
    /// type: a scalar or enum has none.
    private func composite(_ name: String) -> SchemaType? {
        context.schema.type(named: name).flatMap { $0.kind.isComposite ? $0 : nil }
    }

    private func walk(_ directives: [Directive], at location: DirectiveLocation) {
        guard !directives.isEmpty else { return }
        for rule in rules.enterDirectives { rule.enterDirectives(directives, at: location) }
        for directive in directives {
            let definition = context.schema.directives[directive.name.value]
            context.directive = definition
            context.directiveNode = directive
            for rule in rules.enterDirective { rule.enterDirective(directive, at: location) }
            walk(directive.arguments) { definition?.argument(named: $0) }
            context.directive = nil
            context.directiveNode = nil
        }
    }

    private func walk(_ arguments: [Argument], definition: (String) -> SchemaInputValue?) {
        guard !arguments.isEmpty else { return }
        for rule in rules.enterArguments { rule.enterArguments(arguments) }
        for argument in arguments {
            context.argument = definition(argument.name.value)
            for rule in rules.enterArgument { rule.enterArgument(argument) }
        }
        context.argument = nil
    }
}

extension DirectiveLocation {
    /// The location of an operation's own directives.
    init(_ operation: OperationType) {
        switch operation {
        case .query: self = .query
        case .mutation: self = .mutation
        case .subscription: self = .subscription
        }
    }
}

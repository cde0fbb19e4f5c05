/// A validation rule: hooks the walker calls as it passes every executable
/// document of a target, in order. The context says where the walker is (the
/// parent type, the field's definition, the directive) and collects diagnostics.
/// A rule implements the hooks it needs and names them in `hooks`; the rest do
/// nothing, and the walker does not call them.
protocol ValidationRule: AnyObject {
    /// The hooks this rule implements: the walker calls no other.
    static var hooks: ValidationHooks { get }
    func enterDocument(_ document: Document)
    func enterOperation(_ node: OperationDefinition)
    func leaveOperation(_ node: OperationDefinition)
    func enterFragment(_ node: FragmentDefinition)
    func leaveFragment(_ node: FragmentDefinition)
    func enterVariableDefinition(_ node: VariableDefinition)
    func enterSelectionSet(_ node: SelectionSet)
    func enterField(_ node: Field)
    func leaveField(_ node: Field)
    func enterInlineFragment(_ node: InlineFragment)
    func leaveInlineFragment(_ node: InlineFragment)
    func enterFragmentSpread(_ node: FragmentSpread)
    /// The directives of one node, with the location they stand at.
    func enterDirectives(_ nodes: [Directive], at location: DirectiveLocation)
    func enterDirective(_ node: Directive, at location: DirectiveLocation)
    /// The arguments of one field or directive.
    func enterArguments(_ nodes: [Argument])
    func enterArgument(_ node: Argument)
    /// Called once after every document has been walked.
    func finish()
}

extension ValidationRule {
    func enterDocument(_ document: Document) {}
    func enterOperation(_ node: OperationDefinition) {}
    func leaveOperation(_ node: OperationDefinition) {}
    func enterFragment(_ node: FragmentDefinition) {}
    func leaveFragment(_ node: FragmentDefinition) {}
    func enterVariableDefinition(_ node: VariableDefinition) {}
    func enterSelectionSet(_ node: SelectionSet) {}
    func enterField(_ node: Field) {}
    func leaveField(_ node: Field) {}
    func enterInlineFragment(_ node: InlineFragment) {}
    func leaveInlineFragment(_ node: InlineFragment) {}
    func enterFragmentSpread(_ node: FragmentSpread) {}
    func enterDirectives(_ nodes: [Directive], at location: DirectiveLocation) {}
    func enterDirective(_ node: Directive, at location: DirectiveLocation) {}
    func enterArguments(_ nodes: [Argument]) {}
    func enterArgument(_ node: Argument) {}
    func finish() {}
}

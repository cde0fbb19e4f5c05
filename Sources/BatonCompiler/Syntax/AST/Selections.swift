/// `{ ... }`: the selections of an operation, a fragment or a field. The working
/// draft (and graphql-core) accept an empty one; validation judges it.
public struct SelectionSet: Hashable, Sendable {
    public var selections: [Selection]
    public var span: SourceSpan

    public init(selections: [Selection], span: SourceSpan) {
        self.selections = selections
        self.span = span
    }
}

public enum Selection: Hashable, Sendable {
    case field(Field)
    case fragmentSpread(FragmentSpread)
    case inlineFragment(InlineFragment)

    public var span: SourceSpan {
        switch self {
        case .field(let node): node.span
        case .fragmentSpread(let node): node.span
        case .inlineFragment(let node): node.span
        }
    }

    public var directives: [Directive] {
        switch self {
        case .field(let node): node.directives
        case .fragmentSpread(let node): node.directives
        case .inlineFragment(let node): node.directives
        }
    }

    /// The same selection carrying other directives.
    public func with(directives: [Directive]) -> Selection {
        switch self {
        case .field(var node):
            node.directives = directives
            return .field(node)
        case .fragmentSpread(var node):
            node.directives = directives
            return .fragmentSpread(node)
        case .inlineFragment(var node):
            node.directives = directives
            return .inlineFragment(node)
        }
    }
}

/// `alias: name(argument: value) @directive { ... }`.
public struct Field: Hashable, Sendable {
    public var alias: Name?
    public var name: Name
    public var arguments: [Argument]
    public var directives: [Directive]
    public var selectionSet: SelectionSet?
    public var span: SourceSpan

    public init(
        alias: Name?, name: Name, arguments: [Argument], directives: [Directive],
        selectionSet: SelectionSet?, span: SourceSpan
    ) {
        self.alias = alias
        self.name = name
        self.arguments = arguments
        self.directives = directives
        self.selectionSet = selectionSet
        self.span = span
    }

    /// The key the field's value has in a response: its alias, or else its name.
    public var responseKey: String { alias?.value ?? name.value }
}

/// `...Name @directive`.
public struct FragmentSpread: Hashable, Sendable {
    public var name: Name
    public var directives: [Directive]
    public var span: SourceSpan

    public init(name: Name, directives: [Directive], span: SourceSpan) {
        self.name = name
        self.directives = directives
        self.span = span
    }
}

/// `... on Type @directive { ... }`, the type condition optional.
public struct InlineFragment: Hashable, Sendable {
    public var typeCondition: NamedType?
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var span: SourceSpan

    public init(typeCondition: NamedType?, directives: [Directive], selectionSet: SelectionSet, span: SourceSpan) {
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.span = span
    }
}

/// `name: value` in a field's or a directive's argument list.
public struct Argument: Hashable, Sendable {
    public var name: Name
    public var value: Value
    public var span: SourceSpan

    public init(name: Name, value: Value, span: SourceSpan) {
        self.name = name
        self.value = value
        self.span = span
    }
}

import BatonSupport

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

/// `alias: name(argument: value) @directive { ... }`, its members shared until
/// changed (`CopyOnWrite`).
public struct Field: Hashable, Sendable {
    private var members: CopyOnWrite<Members>

    private struct Members: Hashable, Sendable {
        var alias: Name?
        var name: Name
        var arguments: [Argument]
        var directives: [Directive]
        var selectionSet: SelectionSet?
        var span: SourceSpan
    }

    public init(
        alias: Name?, name: Name, arguments: [Argument], directives: [Directive],
        selectionSet: SelectionSet?, span: SourceSpan
    ) {
        members = CopyOnWrite(Members(
            alias: alias, name: name, arguments: arguments, directives: directives, selectionSet: selectionSet, span: span))
    }

    public var alias: Name? {
        get { members.value.alias }
        set { members.value.alias = newValue }
    }

    public var name: Name {
        get { members.value.name }
        set { members.value.name = newValue }
    }

    public var arguments: [Argument] {
        get { members.value.arguments }
        set { members.value.arguments = newValue }
    }

    public var directives: [Directive] {
        get { members.value.directives }
        set { members.value.directives = newValue }
    }

    public var selectionSet: SelectionSet? {
        get { members.value.selectionSet }
        set { members.value.selectionSet = newValue }
    }

    public var span: SourceSpan {
        get { members.value.span }
        set { members.value.span = newValue }
    }

    /// The key the field's value has in a response: its alias, or else its name.
    public var responseKey: String { alias?.value ?? name.value }
}

/// `...Name @directive`, its members shared until changed (`CopyOnWrite`).
public struct FragmentSpread: Hashable, Sendable {
    private var members: CopyOnWrite<Members>

    private struct Members: Hashable, Sendable {
        var name: Name
        var directives: [Directive]
        var span: SourceSpan
    }

    public init(name: Name, directives: [Directive], span: SourceSpan) {
        members = CopyOnWrite(Members(name: name, directives: directives, span: span))
    }

    public var name: Name {
        get { members.value.name }
        set { members.value.name = newValue }
    }

    public var directives: [Directive] {
        get { members.value.directives }
        set { members.value.directives = newValue }
    }

    public var span: SourceSpan {
        get { members.value.span }
        set { members.value.span = newValue }
    }
}

/// `... on Type @directive { ... }`, the type condition optional, its members
/// shared until changed (`CopyOnWrite`).
public struct InlineFragment: Hashable, Sendable {
    private var members: CopyOnWrite<Members>

    private struct Members: Hashable, Sendable {
        var typeCondition: NamedType?
        var directives: [Directive]
        var selectionSet: SelectionSet
        var span: SourceSpan
    }

    public init(typeCondition: NamedType?, directives: [Directive], selectionSet: SelectionSet, span: SourceSpan) {
        members = CopyOnWrite(Members(typeCondition: typeCondition, directives: directives, selectionSet: selectionSet, span: span))
    }

    public var typeCondition: NamedType? {
        get { members.value.typeCondition }
        set { members.value.typeCondition = newValue }
    }

    public var directives: [Directive] {
        get { members.value.directives }
        set { members.value.directives = newValue }
    }

    public var selectionSet: SelectionSet {
        get { members.value.selectionSet }
        set { members.value.selectionSet = newValue }
    }

    public var span: SourceSpan {
        get { members.value.span }
        set { members.value.span = newValue }
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

import BatonSupport

/// `extend <kind> Name ...`: additions to a type defined elsewhere.
public enum TypeExtension: Hashable, Sendable {
    case scalar(ScalarTypeExtension)
    case object(ObjectTypeExtension)
    case interface(InterfaceTypeExtension)
    case union(UnionTypeExtension)
    case enumType(EnumTypeExtension)
    case inputObject(InputObjectTypeExtension)

    public var name: Name {
        switch self {
        case .scalar(let node): node.name
        case .object(let node): node.name
        case .interface(let node): node.name
        case .union(let node): node.name
        case .enumType(let node): node.name
        case .inputObject(let node): node.name
        }
    }

    public var directives: [Directive] {
        switch self {
        case .scalar(let node): node.directives
        case .object(let node): node.directives
        case .interface(let node): node.directives
        case .union(let node): node.directives
        case .enumType(let node): node.directives
        case .inputObject(let node): node.directives
        }
    }

    public var span: SourceSpan {
        switch self {
        case .scalar(let node): node.span
        case .object(let node): node.span
        case .interface(let node): node.span
        case .union(let node): node.span
        case .enumType(let node): node.span
        case .inputObject(let node): node.span
        }
    }
}

public struct ScalarTypeExtension: Hashable, Sendable {
    public var name: Name
    public var directives: [Directive]
    public var span: SourceSpan

    public init(name: Name, directives: [Directive], span: SourceSpan) {
        self.name = name
        self.directives = directives
        self.span = span
    }
}

public struct ObjectTypeExtension: Hashable, Sendable {
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var span: SourceSpan

    public init(name: Name, interfaces: [NamedType], directives: [Directive], fields: [FieldDefinition], span: SourceSpan) {
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.span = span
    }
}

public struct InterfaceTypeExtension: Hashable, Sendable {
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var span: SourceSpan

    public init(name: Name, interfaces: [NamedType], directives: [Directive], fields: [FieldDefinition], span: SourceSpan) {
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.span = span
    }
}

public struct UnionTypeExtension: Hashable, Sendable {
    public var name: Name
    public var directives: [Directive]
    public var types: [NamedType]
    public var span: SourceSpan

    public init(name: Name, directives: [Directive], types: [NamedType], span: SourceSpan) {
        self.name = name
        self.directives = directives
        self.types = types
        self.span = span
    }
}

public struct EnumTypeExtension: Hashable, Sendable {
    public var name: Name
    public var directives: [Directive]
    public var values: [EnumValueDefinition]
    public var span: SourceSpan

    public init(name: Name, directives: [Directive], values: [EnumValueDefinition], span: SourceSpan) {
        self.name = name
        self.directives = directives
        self.values = values
        self.span = span
    }
}

public struct InputObjectTypeExtension: Hashable, Sendable {
    public var name: Name
    public var directives: [Directive]
    public var fields: [InputValueDefinition]
    public var span: SourceSpan

    public init(name: Name, directives: [Directive], fields: [InputValueDefinition], span: SourceSpan) {
        self.name = name
        self.directives = directives
        self.fields = fields
        self.span = span
    }
}

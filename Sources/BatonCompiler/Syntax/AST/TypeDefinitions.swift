import BatonSupport

/// A named type's definition in SDL.
public enum TypeDefinition: Hashable, Sendable {
    case scalar(ScalarTypeDefinition)
    case object(ObjectTypeDefinition)
    case interface(InterfaceTypeDefinition)
    case union(UnionTypeDefinition)
    case enumType(EnumTypeDefinition)
    case inputObject(InputObjectTypeDefinition)

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

    public var description: StringValue? {
        switch self {
        case .scalar(let node): node.description
        case .object(let node): node.description
        case .interface(let node): node.description
        case .union(let node): node.description
        case .enumType(let node): node.description
        case .inputObject(let node): node.description
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

/// `scalar Name @directive`.
public struct ScalarTypeDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var span: SourceSpan

    public init(description: StringValue?, name: Name, directives: [Directive], span: SourceSpan) {
        self.description = description
        self.name = name
        self.directives = directives
        self.span = span
    }
}

/// `type Name implements A & B @directive { fields }`.
public struct ObjectTypeDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var span: SourceSpan

    public init(
        description: StringValue?, name: Name, interfaces: [NamedType], directives: [Directive],
        fields: [FieldDefinition], span: SourceSpan
    ) {
        self.description = description
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.span = span
    }
}

/// `interface Name implements A & B @directive { fields }`.
public struct InterfaceTypeDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var span: SourceSpan

    public init(
        description: StringValue?, name: Name, interfaces: [NamedType], directives: [Directive],
        fields: [FieldDefinition], span: SourceSpan
    ) {
        self.description = description
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.span = span
    }
}

/// `union Name @directive = A | B`.
public struct UnionTypeDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var types: [NamedType]
    public var span: SourceSpan

    public init(description: StringValue?, name: Name, directives: [Directive], types: [NamedType], span: SourceSpan) {
        self.description = description
        self.name = name
        self.directives = directives
        self.types = types
        self.span = span
    }
}

/// `enum Name @directive { VALUES }`.
public struct EnumTypeDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var values: [EnumValueDefinition]
    public var span: SourceSpan

    public init(
        description: StringValue?, name: Name, directives: [Directive], values: [EnumValueDefinition],
        span: SourceSpan
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.values = values
        self.span = span
    }
}

/// `input Name @directive { fields }`.
public struct InputObjectTypeDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var fields: [InputValueDefinition]
    public var span: SourceSpan

    public init(
        description: StringValue?, name: Name, directives: [Directive], fields: [InputValueDefinition],
        span: SourceSpan
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.fields = fields
        self.span = span
    }
}

/// `name(arguments): Type @directive` in an object or interface type.
public struct FieldDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var arguments: [InputValueDefinition]
    public var type: TypeNode
    public var directives: [Directive]
    public var span: SourceSpan

    public init(
        description: StringValue?, name: Name, arguments: [InputValueDefinition], type: TypeNode,
        directives: [Directive], span: SourceSpan
    ) {
        self.description = description
        self.name = name
        self.arguments = arguments
        self.type = type
        self.directives = directives
        self.span = span
    }
}

/// `name: Type = default @directive`: an argument of a field or a directive, or a
/// field of an input object.
public struct InputValueDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var type: TypeNode
    public var defaultValue: Value?
    public var directives: [Directive]
    public var span: SourceSpan

    public init(
        description: StringValue?, name: Name, type: TypeNode, defaultValue: Value?,
        directives: [Directive], span: SourceSpan
    ) {
        self.description = description
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.span = span
    }
}

/// `VALUE @directive` in an enum type.
public struct EnumValueDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var span: SourceSpan

    public init(description: StringValue?, name: Name, directives: [Directive], span: SourceSpan) {
        self.description = description
        self.name = name
        self.directives = directives
        self.span = span
    }
}

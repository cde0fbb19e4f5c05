/// A named type of the schema. Which members are filled depends on the kind:
/// fields and interfaces for objects and interfaces, members for unions, values
/// for enums, input fields for input objects.
public struct SchemaType: Sendable {
    public var name: String
    public var kind: TypeKind
    public var description: String?
    public private(set) var fields: [SchemaField] = []
    public var interfaces: [String] = []
    public var unionMembers: [String] = []
    public private(set) var enumValues: [SchemaEnumValue] = []
    public private(set) var inputFields: [SchemaInputValue] = []
    /// The directives the SDL applies to the type (`@oneOf`, `@specifiedBy`, ...).
    public var directives: [Directive] = []
    public var origin: SchemaOrigin?
    /// Declared by a client schema extension.
    public var isClient: Bool

    private var fieldIndex: [String: Int] = [:]
    private var enumValueIndex: [String: Int] = [:]
    private var inputFieldIndex: [String: Int] = [:]

    public init(name: String, kind: TypeKind, description: String? = nil, origin: SchemaOrigin? = nil, isClient: Bool = false) {
        self.name = name
        self.kind = kind
        self.description = description
        self.origin = origin
        self.isClient = isClient
    }

    public func field(named name: String) -> SchemaField? {
        fieldIndex[name].map { fields[$0] }
    }

    public func enumValue(named name: String) -> SchemaEnumValue? {
        enumValueIndex[name].map { enumValues[$0] }
    }

    public func inputField(named name: String) -> SchemaInputValue? {
        inputFieldIndex[name].map { inputFields[$0] }
    }

    /// Adds a field; a name already present keeps its first definition and the
    /// earlier one is returned, so the builder can warn about the repeat.
    @discardableResult
    mutating func addField(_ field: SchemaField) -> SchemaField? {
        if let existing = fieldIndex[field.name] { return fields[existing] }
        fieldIndex[field.name] = fields.count
        fields.append(field)
        return nil
    }

    @discardableResult
    mutating func addEnumValue(_ value: SchemaEnumValue) -> SchemaEnumValue? {
        if let existing = enumValueIndex[value.name] { return enumValues[existing] }
        enumValueIndex[value.name] = enumValues.count
        enumValues.append(value)
        return nil
    }

    @discardableResult
    mutating func addInputField(_ value: SchemaInputValue) -> SchemaInputValue? {
        if let existing = inputFieldIndex[value.name] { return inputFields[existing] }
        inputFieldIndex[value.name] = inputFields.count
        inputFields.append(value)
        return nil
    }

    /// An input object marked `@oneOf`: exactly one field must be given.
    public var isOneOf: Bool {
        kind == .inputObject && directives.contains { $0.name.value == "oneOf" }
    }
}

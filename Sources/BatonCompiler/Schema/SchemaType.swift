/// A named type of the schema. Which members are filled depends on the kind:
/// fields and interfaces for objects and interfaces, members for unions, values
/// for enums, input fields for input objects.
///
/// A value with its members in one shared storage: validation copies a type at
/// every selection (the parent type, a field's type), and a copy is then one
/// reference rather than a dozen. A change to a copy that shares the storage
/// copies the storage first, so it stays a value.
public struct SchemaType: Sendable {
    private var storage: Storage

    public init(name: String, kind: TypeKind, description: String? = nil, origin: SchemaOrigin? = nil, isClient: Bool = false) {
        storage = Storage(name: name, kind: kind, description: description, origin: origin, isClient: isClient)
    }

    /// The storage, copied first when another value shares it.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    public var name: String {
        get { storage.name }
        set { unique.name = newValue }
    }

    public var kind: TypeKind {
        get { storage.kind }
        set { unique.kind = newValue }
    }

    public var description: String? {
        get { storage.description }
        set { unique.description = newValue }
    }

    public var fields: [SchemaField] { storage.fields }

    public var interfaces: [String] {
        get { storage.interfaces }
        set { unique.interfaces = newValue }
    }

    public var unionMembers: [String] {
        get { storage.unionMembers }
        set { unique.unionMembers = newValue }
    }

    public var enumValues: [SchemaEnumValue] { storage.enumValues }

    public var inputFields: [SchemaInputValue] { storage.inputFields }

    /// The directives the SDL applies to the type (`@oneOf`, `@specifiedBy`, ...).
    public var directives: [Directive] {
        get { storage.directives }
        set { unique.directives = newValue }
    }

    public var origin: SchemaOrigin? {
        get { storage.origin }
        set { unique.origin = newValue }
    }

    /// Declared by a client schema extension.
    public var isClient: Bool {
        get { storage.isClient }
        set { unique.isClient = newValue }
    }

    public func field(named name: String) -> SchemaField? {
        storage.fieldIndex[name].map { storage.fields[$0] }
    }

    public func enumValue(named name: String) -> SchemaEnumValue? {
        storage.enumValueIndex[name].map { storage.enumValues[$0] }
    }

    public func inputField(named name: String) -> SchemaInputValue? {
        storage.inputFieldIndex[name].map { storage.inputFields[$0] }
    }

    /// Room for `count` more fields, so that adding a type's fields grows the
    /// list and its index once.
    mutating func reserveFields(_ count: Int) {
        let storage = unique
        storage.fields.reserveCapacity(storage.fields.count + count)
        storage.fieldIndex.reserveCapacity(storage.fieldIndex.count + count)
    }

    /// Adds a field; a name already present keeps its first definition and the
    /// earlier one is returned, so the builder can warn about the repeat.
    @discardableResult
    mutating func addField(_ field: SchemaField) -> SchemaField? {
        let storage = unique
        if let existing = storage.fieldIndex[field.name] { return storage.fields[existing] }
        storage.fieldIndex[field.name] = storage.fields.count
        storage.fields.append(field)
        return nil
    }

    @discardableResult
    mutating func addEnumValue(_ value: SchemaEnumValue) -> SchemaEnumValue? {
        let storage = unique
        if let existing = storage.enumValueIndex[value.name] { return storage.enumValues[existing] }
        storage.enumValueIndex[value.name] = storage.enumValues.count
        storage.enumValues.append(value)
        return nil
    }

    @discardableResult
    mutating func addInputField(_ value: SchemaInputValue) -> SchemaInputValue? {
        let storage = unique
        if let existing = storage.inputFieldIndex[value.name] { return storage.inputFields[existing] }
        storage.inputFieldIndex[value.name] = storage.inputFields.count
        storage.inputFields.append(value)
        return nil
    }

    /// An input object marked `@oneOf`: exactly one field must be given.
    public var isOneOf: Bool {
        kind == .inputObject && directives.contains { $0.name.value == "oneOf" }
    }

    /// The members of one type. Changed only through a `SchemaType` that holds
    /// the sole reference, so a storage that is shared is never changed: hence
    /// the unchecked sendability.
    private final class Storage: @unchecked Sendable {
        var name: String
        var kind: TypeKind
        var description: String?
        var fields: [SchemaField] = []
        var interfaces: [String] = []
        var unionMembers: [String] = []
        var enumValues: [SchemaEnumValue] = []
        var inputFields: [SchemaInputValue] = []
        var directives: [Directive] = []
        var origin: SchemaOrigin?
        var isClient: Bool
        var fieldIndex: [String: Int] = [:]
        var enumValueIndex: [String: Int] = [:]
        var inputFieldIndex: [String: Int] = [:]

        init(name: String, kind: TypeKind, description: String?, origin: SchemaOrigin?, isClient: Bool) {
            self.name = name
            self.kind = kind
            self.description = description
            self.origin = origin
            self.isClient = isClient
        }

        func copy() -> Storage {
            let copy = Storage(name: name, kind: kind, description: description, origin: origin, isClient: isClient)
            copy.fields = fields
            copy.interfaces = interfaces
            copy.unionMembers = unionMembers
            copy.enumValues = enumValues
            copy.inputFields = inputFields
            copy.directives = directives
            copy.fieldIndex = fieldIndex
            copy.enumValueIndex = enumValueIndex
            copy.inputFieldIndex = inputFieldIndex
            return copy
        }
    }
}

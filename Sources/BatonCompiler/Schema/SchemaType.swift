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

    public init(
        name: String, kind: TypeKind, descriptionLiteral: StringValue? = nil, origin: SchemaOrigin? = nil, isClient: Bool = false
    ) {
        storage = Storage(name: name, kind: kind, descriptionLiteral: descriptionLiteral, origin: origin, isClient: isClient)
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

    /// The description as the SDL writes it; its text is made only when read.
    public var descriptionLiteral: StringValue? { storage.descriptionLiteral }

    public var description: String? { storage.descriptionLiteral?.value }

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
        guard let existing = SchemaType.enter(field.name, at: storage.fields.count, in: &storage.fieldIndex) else {
            storage.fields.append(field)
            return nil
        }
        return storage.fields[existing]
    }

    @discardableResult
    mutating func addEnumValue(_ value: SchemaEnumValue) -> SchemaEnumValue? {
        let storage = unique
        guard let existing = SchemaType.enter(value.name, at: storage.enumValues.count, in: &storage.enumValueIndex) else {
            storage.enumValues.append(value)
            return nil
        }
        return storage.enumValues[existing]
    }

    @discardableResult
    mutating func addInputField(_ value: SchemaInputValue) -> SchemaInputValue? {
        let storage = unique
        guard let existing = SchemaType.enter(value.name, at: storage.inputFields.count, in: &storage.inputFieldIndex) else {
            storage.inputFields.append(value)
            return nil
        }
        return storage.inputFields[existing]
    }

    /// Enters a name at `position` in an index and returns nil, or returns where
    /// the name already stands and leaves the index as it was: one hash of the
    /// name either way, where a look-up then an insertion would take two.
    private static func enter(_ name: String, at position: Int, in index: inout [String: Int]) -> Int? {
        guard let existing = index.updateValue(position, forKey: name) else { return nil }
        index[name] = existing
        return existing
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
        var descriptionLiteral: StringValue?
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

        init(name: String, kind: TypeKind, descriptionLiteral: StringValue?, origin: SchemaOrigin?, isClient: Bool) {
            self.name = name
            self.kind = kind
            self.descriptionLiteral = descriptionLiteral
            self.origin = origin
            self.isClient = isClient
        }

        func copy() -> Storage {
            let copy = Storage(name: name, kind: kind, descriptionLiteral: descriptionLiteral, origin: origin, isClient: isClient)
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

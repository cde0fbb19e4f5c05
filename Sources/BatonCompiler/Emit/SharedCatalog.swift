/// What a target's documents name from its shared file, gathered while their files
/// are written: the slots and keys accessors read, the types and possible-type sets
/// conditions test, and the enums and input objects used.
struct SharedCatalog {
    struct SlotEntry: Hashable {
        var member: String
        var key: StorageKeyIR
    }

    let schema: Schema
    let config: BatonConfig?
    /// Per type name, the slot constants in the order first named.
    private(set) var slots: [String: [SlotEntry]] = [:]
    private(set) var typeNames: Set<String> = []
    private(set) var possibleSets: Set<String> = []
    private(set) var enums: Set<String> = []
    private(set) var inputs: Set<String> = []
    /// The operation values' type names, in the order compiled.
    var operations: [String] = []

    /// The schema's enums and input objects as the shared file would name them,
    /// which a nested lens must not shadow.
    let schemaDeclaredNames: Set<String>
    /// The fragments' lens names, which spreads name from inside nested lenses.
    var fragmentNames: Set<String> = []

    init(schema: Schema, config: BatonConfig?) {
        self.schema = schema
        self.config = config
        var names: Set<String> = ["Types", "Slots"]
        for (name, type) in schema.types {
            if type.kind == .enumeration { names.insert(Self.enumName(name)) }
            if type.kind == .inputObject { names.insert(Self.inputName(name)) }
        }
        schemaDeclaredNames = names
    }

    /// The constant an accessor reads through: `Slots.<Type>.<member>`.
    mutating func slot(on typeName: String, key: StorageKeyIR) -> String {
        var entries = slots[typeName] ?? []
        let member: String
        if let existing = entries.first(where: { $0.key == key }) {
            member = existing.member
        } else {
            let stem = Self.slotStem(key)
            var candidate = stem
            var suffix = 2
            while entries.contains(where: { $0.member == candidate }) {
                candidate = "\(stem)_\(suffix)"
                suffix += 1
            }
            member = candidate
            entries.append(SlotEntry(member: member, key: key))
            slots[typeName] = entries
        }
        if !isAbstract(typeName) { typeNames.insert(typeName) }
        return "Slots.\(SwiftNames.escaped(SwiftNames.member(from: typeName))).\(SwiftNames.escaped(member))"
    }

    /// A slot's name says what it reads: the field, and for a key that varies with
    /// variables the names of the arguments it is keyed by (`characters_filter_page`);
    /// the full key stands beside it in the shared file.
    private static func slotStem(_ key: StorageKeyIR) -> String {
        switch key {
        case .constant(let text): SwiftNames.member(from: text)
        case .arguments(let field, let arguments): SwiftNames.member(from: ([field] + arguments.map(\.name)).joined(separator: "_"))
        }
    }

    /// The condition an `as<Type>` accessor or a conditional spread tests.
    mutating func condition(_ typeName: String) -> String {
        if isAbstract(typeName) {
            possibleSets.insert(typeName)
            return "Types.\(typeName)_possible"
        }
        typeNames.insert(typeName)
        return "Types.\(SwiftNames.escaped(typeName))"
    }

    func isAbstract(_ typeName: String) -> Bool {
        schema.type(named: typeName)?.kind.isAbstract == true
    }

    // MARK: Swift types

    /// The Swift type a scalar or enum of the schema reads as.
    mutating func scalarType(_ named: String) -> SwiftType {
        switch named {
        case "ID", "String": return .named("String")
        case "Int": return .named("Int")
        case "Float": return .named("Double")
        case "Boolean": return .named("Bool")
        default:
            switch schema.type(named: named)?.kind {
            case .enumeration?:
                enums.insert(named)
                return .named(Self.enumName(named))
            case .inputObject?:
                registerInput(named)
                return .named(Self.inputName(named))
            default:
                return .named(mappedType(named) ?? "String")
            }
        }
    }

    /// The Swift type of an input: a variable's or an input object field's.
    mutating func inputType(_ type: TypeReference) -> SwiftType {
        switch type {
        case .nonNull(let inner): nonNullInputType(inner)
        default: .optional(nonNullInputType(type))
        }
    }

    private mutating func nonNullInputType(_ type: TypeReference) -> SwiftType {
        switch type {
        case .named(let name): scalarType(name)
        case .list(let element): .array(inputType(element))
        case .nonNull(let inner): nonNullInputType(inner)
        }
    }

    func mappedType(_ scalar: String) -> String? {
        config?.customScalarTypes.first { $0.scalar.value == scalar }?.swiftType
    }

    /// Records an input object and, on a worklist rather than the stack, every enum and
    /// input object its fields name, however long the chain of inputs.
    private mutating func registerInput(_ name: String) {
        var pending = [name]
        while let next = pending.popLast() {
            guard inputs.insert(next).inserted, let type = schema.type(named: next) else { continue }
            for field in type.inputFields {
                let named = field.type.namedType
                switch schema.type(named: named)?.kind {
                case .enumeration?: enums.insert(named)
                case .inputObject?: pending.append(named)
                default: break
                }
            }
        }
    }

    static func enumName(_ name: String) -> String {
        SwiftNames.reservedTypeNames.contains(name) ? name + "Enum" : name
    }

    static func inputName(_ name: String) -> String {
        SwiftNames.reservedTypeNames.contains(name) ? name + "Input" : name
    }
}

import BatonSupport

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
    /// The documents' file names, in path order.
    var documents: [String] = []

    /// The names the target's files declare at the top level and every nested
    /// scope must leave alone: the shared enums, the schema's enums and input
    /// objects, and the fragments' and operations' own.
    let topLevelNames: Set<String>
    /// The fragments' lens names, which spreads name from inside nested lenses.
    var fragmentNames: Set<String> = []
    /// The shared file's enum of type handles, `Types` unless a fragment or an
    /// operation takes that name.
    let typesName: String
    /// The shared file's enum of slots, `Slots` unless a fragment or an operation
    /// takes that name.
    let slotsName: String
    private let declaredNames: [String: String]
    private let typeMembers: [String: String]
    private let slotScopes: [String: String]

    /// `written`: the fragments' and operations' names, which are the author's and
    /// kept; the shared file's names give way to them.
    init(schema: Schema, config: BatonConfig?, written: Set<String> = []) {
        self.schema = schema
        self.config = config
        var topLevel = ScopeNames(writing: written, reserving: SwiftNames.reservedTypeNames)
        typesName = topLevel.derived("Types")
        slotsName = topLevel.derived("Slots")
        var declared: [String: String] = [:]
        let sortedTypes = schema.types.keys.sorted(by: utf8Order)
        for name in sortedTypes {
            switch schema.types[name]?.kind {
            case .enumeration?:
                declared[name] = topLevel.derived(SwiftNames.reservedTypeNames.contains(name) ? name + "Enum" : name)
            case .inputObject?:
                declared[name] = topLevel.derived(SwiftNames.reservedTypeNames.contains(name) ? name + "Input" : name)
            default:
                break
            }
        }
        declaredNames = declared
        topLevelNames = written.union(declared.values).union([typesName, slotsName])
        // `Types`' members are the schema's object types by name, then a possible-type set per abstract type.
        var members = ScopeNames(
            writing: sortedTypes.filter { !(schema.types[$0]?.kind.isAbstract ?? true) },
            reserving: SwiftNames.typesMembers.union(SwiftNames.unnameable))
        var typeMembers: [String: String] = [:]
        for name in sortedTypes where schema.types[name]?.kind.isAbstract == false { typeMembers[name] = members.written(name) }
        for name in sortedTypes where schema.types[name]?.kind.isAbstract == true {
            typeMembers[name] = members.derived(name + "_possible")
        }
        self.typeMembers = typeMembers
        var scopes = ScopeNames(writing: sortedTypes, reserving: SwiftNames.slotsScopeNames.union(SwiftNames.unnameable).union([typesName]))
        slotScopes = Dictionary(uniqueKeysWithValues: sortedTypes.map { ($0, scopes.written($0)) })
    }

    /// The Swift name of the schema's enum or input object `name`.
    func declaredName(_ name: String) -> String {
        declaredNames[name] ?? name
    }

    /// The member of `Types` naming a concrete type's handle, or an abstract type's possible-type set.
    func typeMember(_ typeName: String) -> String {
        SwiftNames.escaped(typeMembers[typeName] ?? typeName)
    }

    /// The enum in `Slots` holding a type's slots.
    func slotScope(_ typeName: String) -> String {
        SwiftNames.escaped(slotScopes[typeName] ?? SwiftNames.member(from: typeName))
    }

    /// The constant an accessor reads through: `Slots.<Type>.<member>`.
    mutating func slot(on typeName: String, key: StorageKeyIR) -> String {
        var entries = slots[typeName] ?? []
        let member: String
        if let existing = entries.first(where: { $0.key == key }) {
            member = existing.member
        } else {
            var stem = Self.slotStem(key)
            // A slot named as what the scope's initializers call would shadow it.
            while SwiftNames.slotMembers.contains(stem) || SwiftNames.unnameable.contains(stem) || stem == typesName { stem += "_" }
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
        return "\(slotsName).\(slotScope(typeName)).\(SwiftNames.escaped(member))"
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
        } else {
            typeNames.insert(typeName)
        }
        return "\(typesName).\(typeMember(typeName))"
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
                return .named(declaredName(named))
            case .inputObject?:
                registerInput(named)
                return .named(declaredName(named))
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
}

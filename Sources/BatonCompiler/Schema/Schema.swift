/// The type system documents are validated against: the SDL's types and the
/// client extensions' with the built-in scalars, directives and introspection
/// types. Immutable once built; `SchemaBuilder` makes one.
public final class Schema: Sendable {
    public let types: [String: SchemaType]
    public let directives: [String: SchemaDirective]
    public let queryTypeName: String?
    public let mutationTypeName: String?
    public let subscriptionTypeName: String?
    /// Every type name in definition order, for suggestions and stable output.
    public let typeNames: [String]
    /// Interface and union names to the object types that may stand for them.
    private let possibleTypeSets: [String: Set<String>]
    private let possibleTypeLists: [String: [String]]

    init(
        types: [String: SchemaType], typeNames: [String], directives: [String: SchemaDirective],
        queryTypeName: String?, mutationTypeName: String?, subscriptionTypeName: String?
    ) {
        self.types = types
        self.typeNames = typeNames
        self.directives = directives
        self.queryTypeName = queryTypeName
        self.mutationTypeName = mutationTypeName
        self.subscriptionTypeName = subscriptionTypeName
        var lists: [String: [String]] = [:]
        for name in typeNames {
            guard let type = types[name] else { continue }
            switch type.kind {
            case .object:
                for interface in Self.allInterfaces(of: type, in: types) { lists[interface, default: []].append(name) }
            case .union:
                lists[name, default: []].append(contentsOf: type.unionMembers.filter { types[$0]?.kind == .object })
            default:
                break
            }
        }
        possibleTypeLists = lists
        possibleTypeSets = lists.mapValues(Set.init)
    }

    /// An object's interfaces, with the interfaces those implement, each once.
    private static func allInterfaces(of type: SchemaType, in types: [String: SchemaType]) -> [String] {
        var seen = Set<String>()
        var order: [String] = []
        var pending = type.interfaces
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            order.append(next)
            pending.append(contentsOf: types[next]?.interfaces ?? [])
        }
        return order
    }

    public func type(named name: String) -> SchemaType? { types[name] }

    public func rootTypeName(for operation: OperationType) -> String? {
        switch operation {
        case .query: queryTypeName
        case .mutation: mutationTypeName
        case .subscription: subscriptionTypeName
        }
    }

    public func rootType(for operation: OperationType) -> SchemaType? {
        rootTypeName(for: operation).flatMap { types[$0] }
    }

    /// The object types an abstract type stands for, in definition order; an
    /// object type stands for itself.
    public func possibleTypes(of name: String) -> [String] {
        guard let type = types[name] else { return [] }
        if type.kind == .object { return [name] }
        return possibleTypeLists[name] ?? []
    }

    /// Whether `name` may stand where `abstractName` is expected: the same type,
    /// an object among an abstract type's possible types, or an interface that
    /// implements an interface.
    public func isPossibleType(_ name: String, of abstractName: String) -> Bool {
        if name == abstractName { return true }
        guard let abstract = types[abstractName], abstract.kind.isAbstract, let type = types[name] else { return false }
        switch type.kind {
        case .object:
            return possibleTypeSets[abstractName]?.contains(name) ?? false
        case .interface:
            return abstract.kind == .interface && implementsInterface(name, abstractName)
        default:
            return false
        }
    }

    private func implementsInterface(_ name: String, _ interfaceName: String) -> Bool {
        var seen = Set<String>()
        var pending = types[name]?.interfaces ?? []
        while let next = pending.popLast() {
            if next == interfaceName { return true }
            guard seen.insert(next).inserted else { continue }
            pending.append(contentsOf: types[next]?.interfaces ?? [])
        }
        return false
    }

    /// Whether two composite types share a possible object type, so a fragment
    /// of one may apply inside the other.
    public func typesOverlap(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return true }
        let left = possibleTypes(of: lhs)
        let right = Set(possibleTypes(of: rhs))
        return left.contains { right.contains($0) }
    }

    /// The definition a field selection on `typeName` refers to, meta fields
    /// included: `__typename` on every composite type, `__schema` and `__type`
    /// on the query type.
    public func fieldDefinition(on typeName: String, named fieldName: String) -> SchemaField? {
        // Two underscores start a meta field; read as bytes, the common case costs two compares.
        if fieldName.isReservedName {
            switch fieldName {
            case "__typename":
                return types[typeName].map { $0.kind.isComposite ? MetaFields.typename : nil } ?? nil
            case "__schema" where typeName == queryTypeName:
                return MetaFields.schema
            case "__type" where typeName == queryTypeName:
                return MetaFields.type
            default:
                break
            }
        }
        return types[typeName]?.field(named: fieldName)
    }
}

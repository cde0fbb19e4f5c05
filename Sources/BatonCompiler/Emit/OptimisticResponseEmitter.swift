import BatonSupport

/// Writes a mutation's `OptimisticResponse`: a builder per selection of its plan,
/// every field a parameter that defaults to nil, and a field left nil absent from
/// the payload, so it leaves the store as it is. An abstract selection's builder
/// names its concrete type, which the ingest needs to read it. The root renders
/// `payload`, the bytes the action applies as a layer; each builder its `variable`.
struct OptimisticResponseEmitter {
    let plan: PlanIR

    /// Member names the builders declare, which a property for a response key
    /// gives way to, taking `_`s.
    static let rootMembers: Set<String> = ["payload", "variable", "hash", "hashValue"]
    static let nestedMembers: Set<String> = ["variable", "hash", "hashValue"]

    /// Names a nested builder must not take: the types its members and conformances name.
    private static let scopeNames: Set<String> = [
        "Payload", "Variable", "Variables", "OptimisticResponse", "Hashable", "Sendable", "VariableRepresentable",
    ]

    private struct BuilderField {
        var responseKey: String
        var kind: FieldKindIR
    }

    func emit(into code: inout SwiftCode, catalog: SharedCatalog) throws(Diagnostic) {
        code.comment("""
            The mutation's optimistic response, applied as a layer over the store until the server
            answers: a field left nil is absent, and leaves the store as it is.
            """)
        try emitBuilder("OptimisticResponse", selection: plan.root, isRoot: true, into: &code, catalog: catalog)
    }

    private func emitBuilder(
        _ name: String, selection index: Int, isRoot: Bool, into code: inout SwiftCode, catalog: SharedCatalog
    ) throws(Diagnostic) {
        let selection = plan.selections[index]
        let fields = mergedFields(of: selection)
        var nested: [(name: String, selection: Int)] = []
        var scope = ScopeNames(
            writing: fields.map(\.responseKey) + ["__typename"],
            reserving: (isRoot ? Self.rootMembers : Self.nestedMembers).union(SwiftNames.unnameable))
        // An abstract selection's object is read by its concrete type, so that comes first and is required.
        var properties = selection.isAbstract
            ? [SwiftProperty(key: "__typename", name: scope.written("__typename"), type: .named("String"))] : []
        let names = fields.map { SwiftNames.escaped(scope.written($0.responseKey)) }
        var taken = Set(names)
        for (field, name) in zip(fields, names) {
            let type: SwiftType
            switch field.kind {
            case .scalar(let scalar):
                type = Self.swiftType(scalar)
            case .scalarList(let scalar, let depth):
                type = (0..<depth).reduce(Self.swiftType(scalar).optional) { element, _ in .array(element) }
            case .link(let child), .links(let child):
                let childName = nestedName(SwiftNames.capitalized(field.responseKey), taken: &taken, catalog: catalog)
                nested.append((childName, child))
                let isPlural = if case .links = field.kind { true } else { false }
                type = isPlural ? .array(.named(childName)) : .named(childName)
            }
            properties.append(SwiftProperty(key: field.responseKey, name: name, type: type.optional))
        }
        try code.block("public struct \(name): Hashable, Sendable, VariableRepresentable") { (code) throws(Diagnostic) in
            code.storedProperties(properties)
            if isRoot {
                code.line()
                code.line("/// The response's bytes, as a server would send them.")
                code.line("public var payload: Payload { Payload(json: Variable.object([\"data\": variable]).json) }")
            }
            code.line()
            code.block("public var variable: Variable") { code in
                code.variables(named: "fields", from: properties)
                code.line("return .object(fields)")
            }
            for child in nested {
                code.line()
                try emitBuilder(child.name, selection: child.selection, isRoot: false, into: &code, catalog: catalog)
            }
        }
    }

    /// Every field a response may carry for the selection, whatever its concrete
    /// type, by response key, the first variant's winning.
    private func mergedFields(of selection: SelectionIR) -> [BuilderField] {
        var seen: Set<String> = []
        var fields: [BuilderField] = []
        for variant in selection.variants {
            for field in variant.fields where seen.insert(field.responseKey).inserted {
                fields.append(BuilderField(responseKey: field.responseKey, kind: field.kind))
            }
        }
        return fields
    }

    /// A scalar as the payload writes it: an enum by its name, a custom scalar by
    /// its text.
    private static func swiftType(_ scalar: ScalarKindIR) -> SwiftType {
        switch scalar {
        case .string, .id, .custom: .named("String")
        case .int: .named("Int")
        case .float: .named("Double")
        case .boolean: .named("Bool")
        }
    }

    private func nestedName(_ stem: String, taken: inout Set<String>, catalog: SharedCatalog) -> String {
        var name = stem
        while taken.contains(name) || Self.scopeNames.contains(name) || SwiftNames.lensScopeNames.contains(name)
            || SwiftNames.keywords.contains(name) || catalog.topLevelNames.contains(name)
            || [catalog.typesName, catalog.slotsName].contains(name) {
            name += "_"
        }
        taken.insert(name)
        return name
    }
}

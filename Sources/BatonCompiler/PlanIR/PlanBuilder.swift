import BatonSupport

/// Builds an operation's plan from its assembly: each distinct selection declared
/// once, children before the selections that link to them; an abstract selection
/// split into variants per group of concrete types reading the same fields.
struct PlanBuilder {
    let schema: Schema
    let keyFields: KeyFields
    let collector: FieldCollector
    let path: String
    /// The lookups by root field name, when the plan is a query's.
    let lookups: [String: LookupConfig]
    let queryTypeName: String?
    private var selections: [SelectionIR] = []
    private var indices: [SelectionIR: Int] = [:]

    init(schema: Schema, config: BatonConfig?, assembly: OperationAssembly, path: String) {
        self.schema = schema
        keyFields = KeyFields(config: config, schema: schema)
        collector = FieldCollector(schema: schema, fragments: assembly.fragments)
        self.path = path
        queryTypeName = schema.queryTypeName
        var lookups: [String: LookupConfig] = [:]
        for lookup in config?.lookups ?? [] where lookup.field.typeName == schema.queryTypeName {
            lookups[lookup.field.fieldName] = lookup
        }
        self.lookups = lookups
    }

    /// A root field's lookup: its arguments' values in the lookup's order; nil
    /// when the lookup names an argument the field was not given.
    private func lookup(_ name: String, _ arguments: [Argument], on typeName: String) -> LookupIR? {
        guard typeName == queryTypeName, let lookup = lookups[name] else { return nil }
        var values: [ArgumentValueIR] = []
        for argument in lookup.arguments {
            guard let given = arguments.first(where: { $0.name.value == argument.value }) else { return nil }
            values.append(StorageKeys.value(given.value))
        }
        return values.isEmpty ? nil : LookupIR(type: lookup.type?.value, values: values)
    }

    static func build(
        _ assembly: OperationAssembly, name: String, schema: Schema, config: BatonConfig?, path: String
    ) throws(Diagnostic) -> PlanIR {
        var builder = PlanBuilder(schema: schema, config: config, assembly: assembly, path: path)
        let kind = assembly.operation.operation
        let rootType = schema.rootTypeName(for: kind) ?? RootNames.interned(kind)
        let root = try builder.selection(
            on: rootType, sets: [FieldCollector.ReachedSet(set: assembly.operation.selectionSet, document: name, deferred: nil)],
            interned: RootNames.interned(kind))
        return PlanIR(name: name, kind: kind, root: root, selections: builder.selections)
    }

    private mutating func selection(on typeName: String, sets: [FieldCollector.ReachedSet], interned: String? = nil) throws(Diagnostic) -> Int {
        let name = interned ?? typeName
        let keys = keyFields.fields(of: typeName)
        let selection: SelectionIR
        if schema.type(named: typeName)?.kind.isAbstract == true {
            selection = try abstractSelection(on: typeName, sets: sets, keys: keys)
        } else {
            let fields = try fields(of: sets, on: typeName, bareKeys: interned == RootNames.interned(.mutation))
            selection = SelectionIR(type: name, isAbstract: false, keyFields: keys, variants: [VariantIR(types: [name], fields: fields)])
        }
        if let existing = indices[selection] { return existing }
        selections.append(selection)
        indices[selection] = selections.count - 1
        return selections.count - 1
    }

    /// Types reading what a type no variant lists reads are left to the open variant.
    private mutating func abstractSelection(on typeName: String, sets: [FieldCollector.ReachedSet], keys: [String]) throws(Diagnostic) -> SelectionIR {
        let open = try fields(of: sets, on: typeName)
        var variants: [VariantIR] = []
        for concrete in schema.possibleTypes(of: typeName) {
            let fields = try fields(of: sets, on: concrete)
            // A group keyed otherwise says so only when it reads its key fields.
            let ownKeys = keyFields.fields(of: concrete)
            let readsKeys = ownKeys.allSatisfy { key in fields.contains { $0.responseKey == key } }
            let variantKeys = ownKeys == keys || !readsKeys ? nil : ownKeys
            if fields == open && variantKeys == nil { continue }
            if let position = variants.firstIndex(where: { $0.fields == fields && $0.keyFields == variantKeys }) {
                variants[position].types.append(concrete)
            } else {
                variants.append(VariantIR(types: [concrete], keyFields: variantKeys, fields: fields))
            }
        }
        variants.append(VariantIR(types: [], fields: open))
        var conditions: [ConditionIR] = []
        for condition in conditionNames(in: sets.map(\.set), on: typeName) {
            let fields = try fields(of: sets, on: condition)
            let conditionKeys = keyFields.fields(of: condition)
            let readsKeys = !conditionKeys.isEmpty && conditionKeys.allSatisfy { key in
                fields.contains { field in
                    guard field.responseKey == key, case .scalar = field.kind else { return false }
                    return true
                }
            }
            conditions.append(ConditionIR(name: condition, keyFields: readsKeys ? conditionKeys : [], fields: fields))
        }
        return SelectionIR(type: typeName, isAbstract: true, keyFields: keys, variants: variants, conditions: conditions)
    }

    /// The interfaces and unions other than `typeName` that the fragments in
    /// `sets` are conditioned on, in the order first met: the conditions a type
    /// no variant lists answers in the response (`__isNode: __typename`).
    private func conditionNames(in sets: [SelectionSet], on typeName: String) -> [String] {
        var names: [String] = []
        var visited: Set<String> = []
        var stack = Array(sets.reversed())
        while let set = stack.popLast() {
            var nested: [SelectionSet] = []
            for selection in set.selections {
                let condition: String?
                switch selection {
                case .field: continue
                case .inlineFragment(let inline):
                    condition = inline.typeCondition?.name.value
                    nested.append(inline.selectionSet)
                case .fragmentSpread(let spread):
                    guard let fragment = collector.fragments[spread.name.value], visited.insert(spread.name.value).inserted
                    else { continue }
                    condition = fragment.typeCondition.name.value
                    nested.append(fragment.selectionSet)
                }
                if let condition, condition != typeName, !names.contains(condition),
                   schema.type(named: condition)?.kind.isAbstract == true {
                    names.append(condition)
                }
            }
            stack += nested.reversed()
        }
        return names
    }

    /// `bareKeys`: the mutation root keys its payload fields without their arguments.
    private mutating func fields(of sets: [FieldCollector.ReachedSet], on typeName: String, bareKeys: Bool = false) throws(Diagnostic) -> [FieldIR] {
        var fields: [FieldIR] = []
        for collected in collector.fields(of: sets, on: typeName) {
            let type = collected.definition.type
            let key = bareKeys ? .constant(collected.name) : StorageKeys.key(name: collected.name, arguments: collected.arguments)
            let named = type.namedType
            let kind: FieldKindIR
            if schema.type(named: named)?.kind.isComposite == true {
                let child = try selection(on: named, sets: collected.selectionSets)
                switch ListDepth.of(type) {
                case 0: kind = .link(selection: child)
                case 1: kind = .links(selection: child)
                default:
                    throw .error("Lists of lists of objects cannot be normalized: \"\(collected.responseKey)\" is \(type).",
                                 path: path, span: collected.span)
                }
            } else {
                let scalar = ScalarKinds.kind(of: named, in: schema)
                let depth = ListDepth.of(type)
                kind = depth == 0 ? .scalar(scalar) : .scalarList(scalar, depth: depth)
            }
            fields.append(FieldIR(
                responseKey: collected.responseKey, storageKey: key, kind: kind, isNullable: !type.isNonNull,
                connection: collected.connection, edit: collected.edit, guards: collected.guards,
                deferred: collected.deferred,
                lookup: kind.isSingleLink && !bareKeys
                    ? lookup(collected.name, collected.arguments, on: typeName) : nil,
                isClient: collected.definition.isClient))
        }
        return fields
    }
}

/// How many lists deep a type's named type sits.
enum ListDepth {
    static func of(_ type: TypeReference) -> Int {
        switch type {
        case .named: 0
        case .nonNull(let inner): of(inner)
        case .list(let inner): 1 + of(inner)
        }
    }
}

enum ScalarKinds {
    static func kind(of name: String, in schema: Schema) -> ScalarKindIR {
        switch name {
        case "ID": .id
        case "String": .string
        case "Int": .int
        case "Float": .float
        case "Boolean": .boolean
        default: schema.type(named: name)?.kind == .enumeration ? .string : .custom
        }
    }
}

/// The names the runtime knows the three roots by, whatever the schema calls them.
public enum RootNames {
    public static func interned(_ kind: OperationType) -> String {
        switch kind {
        case .query: "Query"
        case .mutation: "Mutation"
        case .subscription: "Subscription"
        }
    }
}

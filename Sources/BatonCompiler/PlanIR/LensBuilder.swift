/// Builds lenses from the documents as authored: fields merged by response key,
/// inline fragments that always apply folded into their parent, narrower ones
/// kept as conditions, spreads kept as spreads. A field `@include`/`@skip` may
/// leave out, on itself or on a fragment folded into its parent, reads optional
/// unless some occurrence always selects it.
struct LensBuilder {
    let schema: Schema
    let fragments: [String: FragmentDefinition]
    let path: String

    func lens(of fragment: FragmentDefinition) throws(Diagnostic) -> LensIR {
        var lens = try lens(on: fragment.typeCondition.name.value, sets: [fragment.selectionSet])
        guard let generated = try RefetchQuery(schema: schema, fragments: fragments, path: path).generate(for: fragment)
        else { return lens }
        let query = generated.operation
        let isNode = query.selectionSet.selections.contains {
            if case .field(let field) = $0 { field.name.value == "node" } else { false }
        }
        let refetch = LensRefetchIR(
            queryName: query.name?.value ?? "", variables: query.variableDefinitions.map(\.variable.name.value),
            identifierField: isNode ? "id" : nil)
        lens.refetch = refetch
        if let pagination = generated.pagination {
            Self.markPaging(of: &lens, path: pagination.path[...], refetch: refetch,
                            forward: pagination.forward != nil, backward: pagination.backward != nil)
        }
        return lens
    }

    /// Marks the connection lens at `path` as the one the refetch query pages.
    private static func markPaging(
        of lens: inout LensIR, path: ArraySlice<String>, refetch: LensRefetchIR, forward: Bool, backward: Bool
    ) {
        guard let key = path.first,
              let position = lens.fields.firstIndex(where: { $0.responseKey == key }),
              case .link(var child) = lens.fields[position].shape else { return }
        if path.count == 1 {
            child.connection?.paging = refetch
            child.connection?.pagesForward = forward
            child.connection?.pagesBackward = backward
        } else {
            markPaging(of: &child, path: path.dropFirst(), refetch: refetch, forward: forward, backward: backward)
        }
        lens.fields[position].shape = .link(child)
    }

    func lens(of operation: OperationDefinition) throws(Diagnostic) -> LensIR {
        let rootType = schema.rootTypeName(for: operation.operation) ?? RootNames.interned(operation.operation)
        var lens = try lens(on: rootType, sets: [operation.selectionSet])
        lens.typeName = RootNames.interned(operation.operation)
        if operation.operation == .mutation {
            // The mutation root keys its payload fields without their arguments, as the plan does.
            lens.fields = lens.fields.map { field in
                var field = field
                field.storageKey = .constant(field.fieldName)
                return field
            }
        }
        return lens
    }

    private struct Gathered {
        var fields: [(field: Field, sets: [SelectionSet], guarded: Bool)] = []
        var spreads: [FragmentSpread] = []
        var conditions: [(typeName: String, sets: [SelectionSet])] = []
    }

    private func lens(on typeName: String, sets: [SelectionSet]) throws(Diagnostic) -> LensIR {
        var gathered = Gathered()
        for set in sets { gather(set, on: typeName, guarded: false, into: &gathered) }
        var fields: [LensFieldIR] = []
        for (field, nested, guarded) in gathered.fields {
            fields.append(try lensField(field, nested: nested, on: typeName, guarded: guarded))
        }
        var spreads: [LensSpreadIR] = []
        for spread in gathered.spreads {
            guard let fragment = fragments[spread.name.value] else { continue }
            let condition = fragment.typeCondition.name.value
            spreads.append(LensSpreadIR(
                fragment: spread.name.value, accessor: SpreadNames.accessor(for: spread),
                typeCondition: condition, isConditional: !covers(condition, typeName)))
        }
        var conditions: [LensConditionIR] = []
        for (condition, nested) in gathered.conditions {
            conditions.append(LensConditionIR(typeName: condition, lens: try lens(on: condition, sets: nested)))
        }
        return LensIR(
            typeName: typeName, isAbstract: schema.type(named: typeName)?.kind.isAbstract == true,
            fields: fields, spreads: spreads, conditions: conditions)
    }

    private func lensField(
        _ field: Field, nested: [SelectionSet], on typeName: String, guarded: Bool
    ) throws(Diagnostic) -> LensFieldIR {
        guard let definition = schema.fieldDefinition(on: typeName, named: field.name.value) else {
            throw .error("Cannot query field \"\(field.name.value)\" on type \"\(typeName)\".", path: path, span: field.name.span)
        }
        let shape: LensFieldIR.Shape
        let named = definition.type.namedType
        if field.name.value == "__typename" {
            shape = .typename
        } else if schema.type(named: named)?.kind.isComposite == true {
            var child = try lens(on: named, sets: nested)
            if ConnectionHandle.connection(of: field) != nil,
               let pageInfo = schema.fieldDefinition(on: named, named: "pageInfo")?.type.namedType {
                child.connection = LensConnectionIR(pageInfoType: pageInfo)
            }
            shape = .link(child)
        } else {
            shape = .scalar(named)
        }
        return LensFieldIR(
            responseKey: field.responseKey, fieldName: field.name.value,
            storageKey: ConnectionHandle.connection(of: field)?.handleKey
                ?? StorageKeys.key(name: field.name.value, arguments: field.arguments),
            type: guarded ? definition.type.nullable : definition.type, shape: shape, span: field.span)
    }

    /// `guarded`: whether a guard on a fragment folded into the parent may leave `set` out.
    private func gather(_ set: SelectionSet, on typeName: String, guarded: Bool, into gathered: inout Gathered) {
        for selection in set.selections {
            switch selection {
            case .field(let field):
                let nested = field.selectionSet.map { [$0] } ?? []
                let isGuarded = guarded || Self.isGuarded(field.directives)
                if let position = gathered.fields.firstIndex(where: { $0.field.responseKey == field.responseKey }) {
                    gathered.fields[position].sets += nested
                    gathered.fields[position].guarded = gathered.fields[position].guarded && isGuarded
                } else {
                    gathered.fields.append((field, nested, isGuarded))
                }
            case .fragmentSpread(let spread):
                if !gathered.spreads.contains(where: { $0.name.value == spread.name.value }) { gathered.spreads.append(spread) }
            case .inlineFragment(let inline):
                guard let condition = inline.typeCondition?.name.value, !covers(condition, typeName) else {
                    gather(inline.selectionSet, on: typeName, guarded: guarded || Self.isGuarded(inline.directives), into: &gathered)
                    continue
                }
                if let position = gathered.conditions.firstIndex(where: { $0.typeName == condition }) {
                    gathered.conditions[position].sets.append(inline.selectionSet)
                } else {
                    gathered.conditions.append((condition, [inline.selectionSet]))
                }
            }
        }
    }

    /// Whether `@include`/`@skip` in `directives` may leave the selection out.
    private static func isGuarded(_ directives: [Directive]) -> Bool {
        GuardIR.conjunction(of: directives)?.isEmpty != true
    }

    /// Whether every object a selection on `typeName` reads satisfies `condition`.
    private func covers(_ condition: String, _ typeName: String) -> Bool {
        if condition == typeName || schema.isPossibleType(typeName, of: condition) { return true }
        guard schema.type(named: typeName)?.kind.isAbstract == true else { return false }
        let possible = schema.possibleTypes(of: typeName)
        return !possible.isEmpty && possible.allSatisfy { schema.isPossibleType($0, of: condition) }
    }
}

/// A spread's accessor name: `@alias(as:)` verbatim, else the fragment's name up
/// to its first underscore with a lowercase first letter (`CharacterRow_character`
/// reads `characterRow`).
enum SpreadNames {
    static func accessor(for spread: FragmentSpread) -> String {
        for directive in spread.directives where directive.name.value == "alias" {
            for argument in directive.arguments where argument.name.value == "as" {
                if case .string(let alias) = argument.value { return alias.value }
            }
        }
        return derived(from: spread.name.value)
    }

    static func derived(from fragmentName: String) -> String {
        let stem = fragmentName.split(separator: "_", maxSplits: 1).first.map(String.init) ?? fragmentName
        guard let first = stem.first else { return fragmentName }
        return first.lowercased() + stem.dropFirst()
    }
}

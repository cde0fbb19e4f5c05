import BatonSupport

/// Builds lenses from the documents as authored (and, beyond them, a connection's
/// cursors and page info and a refetchable fragment's id): fields merged by response key,
/// inline fragments that always apply folded into their parent, narrower ones
/// kept as conditions, spreads kept as spreads, fragments `@alias(as:)` names
/// kept under their names. A field `@include`/`@skip` may leave out, on itself or
/// on a fragment folded into its parent, reads optional unless some occurrence
/// always selects it.
struct LensBuilder {
    let schema: Schema
    let fragments: [String: FragmentDefinition]
    let path: String
    /// The fragment's own arguments, while its lens is built: an aliased fragment's
    /// guard is read from the owner's variables, which never hold them.
    private var fragmentArguments: Set<String> = []

    init(schema: Schema, fragments: [String: FragmentDefinition], path: String) {
        self.schema = schema
        self.fragments = fragments
        self.path = path
    }

    func lens(of fragment: FragmentDefinition) throws(Diagnostic) -> LensIR {
        var builder = self
        builder.fragmentArguments = Set(FragmentArguments(fragment).arguments.map(\.name.value))
        let typeName = fragment.typeCondition.name.value
        let strict = fragment.directives.named("throwOnFieldError") != nil
        guard let generated = try RefetchQuery(schema: schema, fragments: fragments, path: path).generate(for: fragment)
        else { return Self.markingErrorScopes(try builder.lens(on: typeName, sets: [fragment.selectionSet]), strict: strict) }
        let query = generated.operation
        let isNode = query.selectionSet.selections.contains {
            if case .field(let field) = $0 { field.name.value == "node" } else { false }
        }
        // A refetchable fragment's record is refetched by its id, which its lens reads too.
        let identifier = isNode
            ? [SelectionSet(selections: [.field(SelectionTransform.addedField("id", span: fragment.span))], span: fragment.span)]
            : []
        var lens = try builder.lens(on: typeName, sets: [fragment.selectionSet] + identifier)
        let refetch = LensRefetchIR(
            queryName: query.name?.value ?? "", variables: query.variableDefinitions.map(\.variable.name.value),
            identifierField: isNode ? "id" : nil)
        lens.refetch = refetch
        if let pagination = generated.pagination {
            Self.markPaging(of: &lens, path: pagination.path[...], refetch: refetch,
                            forward: pagination.forward != nil, backward: pagination.backward != nil)
        }
        return Self.markingErrorScopes(lens, strict: strict)
    }

    /// Marks the lenses `@throwOnFieldError` covers, and those that list their
    /// errors for it or for a `@catch` above them; a spread's fragment is its own.
    private static func markingErrorScopes(_ lens: LensIR, strict: Bool, reports: Bool = false, caught: Bool = false) -> LensIR {
        var lens = lens
        lens.throwsOnFieldError = lens.throwsOnFieldError || strict
        lens.reportsErrors = lens.reportsErrors || reports || strict
        lens.isCaught = lens.isCaught || caught
        for index in lens.fields.indices {
            guard case .link(let child) = lens.fields[index].shape else { continue }
            let caught = lens.fields[index].errorHandling.caught != nil
            lens.fields[index].shape = .link(markingErrorScopes(
                child, strict: lens.throwsOnFieldError, reports: lens.reportsErrors || caught, caught: lens.isCaught || caught))
        }
        for index in lens.aliasedFragments.indices {
            let caught = lens.aliasedFragments[index].caught != nil
            lens.aliasedFragments[index].lens = markingErrorScopes(
                lens.aliasedFragments[index].lens, strict: lens.throwsOnFieldError, reports: lens.reportsErrors || caught,
                caught: lens.isCaught || caught)
        }
        for index in lens.conditions.indices {
            lens.conditions[index].lens = markingErrorScopes(
                lens.conditions[index].lens, strict: lens.throwsOnFieldError, reports: lens.reportsErrors, caught: lens.isCaught)
        }
        return lens
    }

    /// Whether a fragment's own selection holds a bubbling `@required` field, read
    /// from the document so that a spread knows it without building the fragment's lens.
    private func bubbles(_ set: SelectionSet, on typeName: String) -> Bool {
        set.selections.contains { selection in
            switch selection {
            case .field(let field):
                return FieldErrorHandlingIR(field.directives, semanticNonNull: false).required?.bubbles == true
            case .inlineFragment(let inline):
                guard AliasName(inline.directives, unnamed: "") == nil else { return false }
                let condition = inline.typeCondition?.name.value ?? typeName
                return covers(condition, typeName) && bubbles(inline.selectionSet, on: typeName)
            case .fragmentSpread:
                return false
            }
        }
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
        lens = Self.markingErrorScopes(lens, strict: operation.directives.named("throwOnFieldError") != nil)
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
        /// `definedOn`: the type whose fields a folded fragment reads; a union
        /// covered by an interface has none of the interface's fields itself.
        var fields: [(field: Field, sets: [SelectionSet], selected: [[GuardIR]]?, definedOn: String)] = []
        var spreads: [(spread: FragmentSpread, selected: LensSelectedIR, deferred: Bool)] = []
        var conditions: [(typeName: String, sets: [SelectionSet])] = []
        var aliased: [(alias: AliasName, typeName: String, set: SelectionSet, selected: LensSelectedIR,
                       caught: FieldErrorHandlingIR.CatchTarget?)] = []
    }

    private func lens(on typeName: String, sets: [SelectionSet]) throws(Diagnostic) -> LensIR {
        var gathered = Gathered()
        for set in sets { gather(set, on: typeName, fieldsOn: typeName, selected: .always, into: &gathered) }
        try checkAliases(gathered)
        var fields: [LensFieldIR] = []
        for (field, nested, selected, definedOn) in gathered.fields {
            fields.append(try lensField(field, nested: nested, on: typeName, definedOn: definedOn, selected: selected))
        }
        var spreads: [LensSpreadIR] = []
        for (spread, selected, deferred) in gathered.spreads {
            guard let fragment = fragments[spread.name.value] else { continue }
            let condition = fragment.typeCondition.name.value
            spreads.append(LensSpreadIR(
                fragment: spread.name.value, accessor: SpreadNames.accessor(for: spread),
                typeCondition: condition, isConditional: !covers(condition, typeName),
                isAliased: AliasName(spread) != nil, selected: selected,
                deferredKeys: deferred ? try deferredKeys(of: fragment) : [],
                fragmentBubbles: bubbles(fragment.selectionSet, on: condition),
                fragmentThrowsOnFieldError: fragment.directives.named("throwOnFieldError") != nil,
                scope: scope(of: spread, into: fragment)))
        }
        var conditions: [LensConditionIR] = []
        for (condition, nested) in gathered.conditions {
            conditions.append(LensConditionIR(typeName: condition, lens: try lens(on: condition, sets: nested)))
        }
        var aliased: [LensAliasedFragmentIR] = []
        for (alias, condition, set, selected, caught) in gathered.aliased {
            aliased.append(LensAliasedFragmentIR(
                accessor: alias.name, typeName: condition, isConditional: !covers(condition, typeName), selected: selected,
                lens: try lens(on: condition, sets: [set]), caught: caught))
        }
        return LensIR(
            typeName: typeName, isAbstract: schema.type(named: typeName)?.kind.isAbstract == true,
            fields: fields, spreads: spreads, conditions: conditions, aliasedFragments: aliased)
    }

    /// The fragment's arguments as the spread binds them, as the plan's fragments
    /// apply them: the value passed with `@arguments`, else the default, else null;
    /// nil for a fragment that declares none.
    private func scope(of spread: FragmentSpread, into fragment: FragmentDefinition) -> [ArgumentIR]? {
        let declared = FragmentArguments(fragment)
        guard declared.isDeclared else { return nil }
        let passed = spread.directives.named("arguments")?.arguments ?? []
        return declared.arguments.map { argument in
            let value = passed.first { $0.name.value == argument.name.value }?.value ?? argument.defaultValue
            return ArgumentIR(name: argument.name.value, value: value.map(StorageKeys.value) ?? .null)
        }.sorted { utf8Order($0.name, $1.name) }
    }

    /// The storage keys of the server's fields a fragment reads itself on its type:
    /// the fields whose values say its deferred part has landed.
    private func deferredKeys(of fragment: FragmentDefinition) throws(Diagnostic) -> [StorageKeyIR] {
        let condition = fragment.typeCondition.name.value
        var gathered = Gathered()
        gather(fragment.selectionSet, on: condition, fieldsOn: condition, selected: .always, into: &gathered)
        var keys: [StorageKeyIR] = []
        for (field, nested, selected, definedOn) in gathered.fields where field.name.value != "__typename" {
            guard schema.fieldDefinition(on: condition, named: field.name.value)?.isClient == false else { continue }
            let key = try lensField(field, nested: nested, on: condition, definedOn: definedOn, selected: selected).storageKey
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// Every name the author gives is its own: an alias may name neither a field nor
    /// another alias; and an aliased fragment's guard reads an operation's variable.
    /// A name the compiler derives (a spread's, an inline fragment's `as<Type>`) gives
    /// way to the author's instead, when the lens is written.
    private func checkAliases(_ gathered: Gathered) throws(Diagnostic) {
        let guards = gathered.aliased.map { ($0.alias, $0.selected) }
            + gathered.spreads.compactMap { entry in AliasName(entry.spread).map { ($0, entry.selected) } }
        for (alias, selected) in guards {
            guard case .when(let conjunction) = selected,
                  let local = conjunction.first(where: { fragmentArguments.contains($0.variable) }) else { continue }
            throw .error("@alias(as: \"\(alias.name)\") is guarded by the fragment's argument $\(local.variable); an aliased fragment's @include/@skip must read an operation's variable.",
                         path: path, span: alias.span)
        }
        var taken: [String: String] = [:]
        for (field, _, _, _) in gathered.fields { taken[field.responseKey] = "the field \"\(field.responseKey)\"" }
        var aliases: [(AliasName, String)] = gathered.aliased.map { ($0.alias, "an inline fragment") }
        for (spread, _, _) in gathered.spreads {
            if let alias = AliasName(spread) { aliases.append((alias, "the spread of \(spread.name.value)")) }
        }
        for (alias, owner) in aliases.sorted(by: { $0.0.span.start.offset < $1.0.span.start.offset }) {
            if let other = taken[alias.name] {
                throw .error("@alias(as: \"\(alias.name)\") on \(owner) names what \(other) reads already; choose another name.",
                             path: path, span: alias.span)
            }
            taken[alias.name] = "@alias(as: \"\(alias.name)\")"
        }
    }

    /// The field as `typeName` defines it, else as the folded fragment's condition
    /// `definedOn` does (an interface's field, over a union all of whose members
    /// implement it); `selected`, its occurrences' guards, nil when one is unguarded.
    private func lensField(
        _ field: Field, nested: [SelectionSet], on typeName: String, definedOn: String, selected: [[GuardIR]]?
    ) throws(Diagnostic) -> LensFieldIR {
        let guarded = selected != nil
        guard let definition = schema.fieldDefinition(on: typeName, named: field.name.value)
            ?? schema.fieldDefinition(on: definedOn, named: field.name.value) else {
            throw .error("Cannot query field \"\(field.name.value)\" on type \"\(typeName)\".", path: path, span: field.name.span)
        }
        let shape: LensFieldIR.Shape
        let named = definition.type.namedType
        if field.name.value == "__typename" {
            shape = .typename
        } else if schema.type(named: named)?.kind.isComposite == true {
            let connection = ConnectionHandle.connection(of: field)
            let paging = connection.map { [ConnectionFields.paging(SelectionSet(selections: [], span: field.span), direction: $0.direction)] } ?? []
            var child = try lens(on: named, sets: nested + paging)
            if connection != nil,
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
            type: guarded ? definition.type.nullable : definition.type, shape: shape, span: field.span,
            errorHandling: FieldErrorHandlingIR(
                field.directives, semanticNonNull: !guarded && definition.directives.named("semanticNonNull") != nil),
            selected: selected)
    }

    /// `selected`: when the guards on the fragments folded into the parent select `set`;
    /// `fieldsOn`: the type condition of the innermost fragment folded, whose fields
    /// `set` selects.
    private func gather(
        _ set: SelectionSet, on typeName: String, fieldsOn: String, selected: LensSelectedIR, into gathered: inout Gathered
    ) {
        for selection in set.selections {
            switch selection {
            case .field(let field):
                let nested = field.selectionSet.map { [$0] } ?? []
                let here: [[GuardIR]]? = switch Self.selected(selected, field.directives) {
                case .always: nil
                case .never: []
                case .when(let conjunction): [conjunction]
                }
                if let position = gathered.fields.firstIndex(where: { $0.field.responseKey == field.responseKey }) {
                    gathered.fields[position].sets += nested
                    // Selected when any occurrence is: always when one is unguarded.
                    gathered.fields[position].selected = gathered.fields[position].selected.flatMap { earlier in
                        here.map { earlier + $0.filter { !earlier.contains($0) } }
                    }
                } else {
                    gathered.fields.append((field, nested, here, fieldsOn))
                }
            case .fragmentSpread(let spread):
                let here = Self.selected(selected, spread.directives)
                // A spread is deferred only when no occurrence of it is read at once.
                let deferred = DeferLabel.of(spread.directives, document: "", fallback: "") != nil
                if AliasName(spread) != nil {
                    gathered.spreads.append((spread, here, deferred))
                } else if let position = gathered.spreads.firstIndex(where: {
                    $0.spread.name.value == spread.name.value && AliasName($0.spread) == nil
                }) {
                    gathered.spreads[position].deferred = gathered.spreads[position].deferred && deferred
                } else {
                    gathered.spreads.append((spread, .always, deferred))
                }
            case .inlineFragment(let inline):
                if let alias = AliasName(inline.directives, unnamed: inline.typeCondition?.name.value ?? "") {
                    gathered.aliased.append((alias, inline.typeCondition?.name.value ?? typeName, inline.selectionSet,
                                             Self.selected(selected, inline.directives),
                                             FieldErrorHandlingIR(inline.directives, semanticNonNull: false).caught))
                    continue
                }
                guard let condition = inline.typeCondition?.name.value, !covers(condition, typeName) else {
                    gather(inline.selectionSet, on: typeName, fieldsOn: inline.typeCondition?.name.value ?? fieldsOn,
                           selected: Self.selected(selected, inline.directives), into: &gathered)
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

    /// When a selection with `directives` is selected, inside what selects `around`.
    private static func selected(_ around: LensSelectedIR, _ directives: [Directive]) -> LensSelectedIR {
        guard let own = GuardIR.conjunction(of: directives) else { return .never }
        switch around {
        case .never: return .never
        case .always: return own.isEmpty ? .always : .when(own)
        case .when(let outer): return .when(outer + own.filter { !outer.contains($0) })
        }
    }

    /// Whether every object a selection on `typeName` reads satisfies `condition`.
    private func covers(_ condition: String, _ typeName: String) -> Bool {
        if condition == typeName || schema.isPossibleType(typeName, of: condition) { return true }
        guard schema.type(named: typeName)?.kind.isAbstract == true else { return false }
        let possible = schema.possibleTypes(of: typeName)
        return !possible.isEmpty && possible.allSatisfy { schema.isPossibleType($0, of: condition) }
    }
}

/// The name `@alias(as:)` gives a spread or an inline fragment, and where it
/// stands. Without `as`, as Relay names it: a spread by its fragment's name, an
/// inline fragment by its type condition (validation requires `as` without one).
struct AliasName {
    var name: String
    var span: SourceSpan

    init?(_ directives: [Directive], unnamed: String) {
        guard let directive = directives.named("alias") else { return nil }
        if case .string(let alias)? = directive.argumentValue("as") {
            (name, span) = (alias.value, alias.span)
        } else {
            (name, span) = (unnamed, directive.span)
        }
    }

    init?(_ spread: FragmentSpread) {
        self.init(spread.directives, unnamed: spread.name.value)
    }
}

/// A spread's accessor name: `@alias(as:)` verbatim, else the fragment's name up
/// to its first underscore with a lowercase first letter (`CharacterRow_character`
/// reads `characterRow`).
enum SpreadNames {
    static func accessor(for spread: FragmentSpread) -> String {
        if let alias = AliasName(spread) { return alias.name }
        return derived(from: spread.name.value)
    }

    static func derived(from fragmentName: String) -> String {
        let stem = fragmentName.split(separator: "_", maxSplits: 1).first.map(String.init) ?? fragmentName
        guard let first = stem.first else { return fragmentName }
        return first.lowercased() + stem.dropFirst()
    }
}

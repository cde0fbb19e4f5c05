import BatonSupport

/// Two selections of one response key must be one field: the same name and
/// arguments unless their parents can never be the same object, types that do
/// not conflict, and mergeable subselections. graphql-js's algorithm: fields
/// are compared within a selection set, then against the fragments it spreads,
/// with each pair of fragments compared once.
final class OverlappingFieldsCanBeMerged: ValidationRule {
    static let hooks: ValidationHooks = [.enterSelectionSet]

    private let context: ValidationContext

    /// A field as a selection set collects it: with the type it was selected on.
    private struct FieldEntry {
        var parentType: SchemaType?
        var node: Field
        var definition: SchemaField?
        var path: String
    }

    private typealias FieldMap = (keys: [String], fields: [String: [FieldEntry]])

    /// Why two fields conflict: a sentence, or the subfields' conflicts.
    private indirect enum Reason {
        case message(String)
        case subfields([(String, Reason)])

        var text: String {
            switch self {
            case .message(let message):
                message
            case .subfields(let reasons):
                reasons.map { "subfields \"\($0.0)\" conflict because \($0.1.text)" }.joined(separator: " and ")
            }
        }
    }

    private struct Conflict {
        var responseKey: String
        var reason: Reason
        var first: [FieldEntry]
        var second: [FieldEntry]
    }

    /// A selection set as collected: where it stands and the type it was collected on.
    private struct CollectedSet: Hashable {
        var path: String
        var offset: Int
        var parentType: String?
    }

    private var cachedFields: [CollectedSet: (FieldMap, [String])] = [:]
    /// Fragment pairs already compared: the value says whether they were compared
    /// as mutually exclusive.
    private var comparedFragmentPairs: [String: [String: Bool]] = [:]
    /// How many fields deep the comparison of two fields' selections is. Deeper than
    /// `MaxSelectionDepth.maximum`, the fields go around a fragment cycle or nest as
    /// that rule refuses: both are reported, and following them would outgrow the stack.
    private var comparisonDepth = 0

    init(_ context: ValidationContext) { self.context = context }

    func enterSelectionSet(_ node: SelectionSet) {
        for conflict in findConflictsWithin(node, parentType: context.parentType, path: context.path) {
            let field = conflict.second.first ?? conflict.first[0]
            let notes = conflict.first.prefix(1).map {
                DiagnosticNote(message: "the other \"\(conflict.responseKey)\" is here", path: $0.path, span: $0.node.span)
            }
            context.report("Fields \"\(conflict.responseKey)\" conflict because \(conflict.reason.text). Use different aliases on the fields to fetch both if this was intentional.",
                           at: field.node.span, in: field.path, notes: notes)
        }
    }

    // MARK: Pairs

    private func wasCompared(_ a: String, _ b: String, exclusive: Bool) -> Bool {
        let (first, second) = a < b ? (a, b) : (b, a)
        guard let previous = comparedFragmentPairs[first]?[second] else { return false }
        return exclusive ? true : !previous
    }

    private func markCompared(_ a: String, _ b: String, exclusive: Bool) {
        let (first, second) = a < b ? (a, b) : (b, a)
        comparedFragmentPairs[first, default: [:]][second] = exclusive
    }

    // MARK: Collecting

    private func fieldsAndFragmentNames(_ selectionSet: SelectionSet, parentType: SchemaType?, path: String) -> (FieldMap, [String]) {
        let key = CollectedSet(path: path, offset: selectionSet.span.start.offset, parentType: parentType?.name)
        if let cached = cachedFields[key] { return cached }
        var map: FieldMap = ([], [:])
        map.keys.reserveCapacity(selectionSet.selections.count)
        map.fields.reserveCapacity(selectionSet.selections.count)
        var fragmentNames: [String] = []
        collect(selectionSet, parentType: parentType, path: path, into: &map, fragmentNames: &fragmentNames)
        cachedFields[key] = (map, fragmentNames)
        return (map, fragmentNames)
    }

    private func collect(
        _ selectionSet: SelectionSet, parentType: SchemaType?, path: String, into map: inout FieldMap, fragmentNames: inout [String]
    ) {
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                let definition = parentType.flatMap { context.schema.fieldDefinition(on: $0.name, named: field.name.value) }
                let key = field.responseKey
                // One lookup a field; the map grows when the key is new.
                let keyCount = map.fields.count
                map.fields[key, default: []].append(FieldEntry(parentType: parentType, node: field, definition: definition, path: path))
                if map.fields.count != keyCount { map.keys.append(key) }
            case .fragmentSpread(let spread):
                if !fragmentNames.contains(spread.name.value) { fragmentNames.append(spread.name.value) }
            case .inlineFragment(let fragment):
                let type = fragment.typeCondition.map { context.schema.type(named: $0.name.value) } ?? parentType
                collect(fragment.selectionSet, parentType: type, path: path, into: &map, fragmentNames: &fragmentNames)
            }
        }
    }

    private func referencedFieldsAndFragmentNames(_ name: String) -> (FieldMap, [String])? {
        guard let site = context.fragments[name] else { return nil }
        let type = context.schema.type(named: site.definition.typeCondition.name.value)
        return fieldsAndFragmentNames(site.definition.selectionSet, parentType: type, path: site.path)
    }

    // MARK: Finding conflicts

    private func findConflictsWithin(_ selectionSet: SelectionSet, parentType: SchemaType?, path: String) -> [Conflict] {
        var conflicts: [Conflict] = []
        let (map, fragmentNames) = fieldsAndFragmentNames(selectionSet, parentType: parentType, path: path)
        for key in map.keys {
            let fields = map.fields[key] ?? []
            for i in fields.indices {
                for j in fields.indices where j > i {
                    if let conflict = findConflict(exclusive: false, key, fields[i], fields[j]) { conflicts.append(conflict) }
                }
            }
        }
        for (index, name) in fragmentNames.enumerated() {
            collectBetweenFieldsAndFragment(&conflicts, exclusive: false, map, name)
            for other in fragmentNames[(index + 1)...] {
                collectBetweenFragments(&conflicts, exclusive: false, name, other)
            }
        }
        return conflicts
    }

    private func collectBetween(_ conflicts: inout [Conflict], exclusive: Bool, _ first: FieldMap, _ second: FieldMap) {
        for key in first.keys {
            guard let others = second.fields[key] else { continue }
            for field in first.fields[key] ?? [] {
                for other in others {
                    if let conflict = findConflict(exclusive: exclusive, key, field, other) { conflicts.append(conflict) }
                }
            }
        }
    }

    /// The fields of `map` against those of the fragment `name` and of every fragment
    /// it reaches, each along every path of spreads that does not come back to a
    /// fragment on it. The path is kept on a stack of its own, as long as a chain of
    /// fragments may be.
    private func collectBetweenFieldsAndFragment(_ conflicts: inout [Conflict], exclusive: Bool, _ map: FieldMap, _ name: String) {
        // No field of an empty map conflicts with any fragment's: the walk would find nothing.
        guard !map.keys.isEmpty else { return }
        var path: [(name: String, referenced: [String], next: Int)] = []
        var onPath = Set<String>()
        func enter(_ name: String) {
            guard !onPath.contains(name), let (fragmentMap, referenced) = referencedFieldsAndFragmentNames(name) else { return }
            collectBetween(&conflicts, exclusive: exclusive, map, fragmentMap)
            onPath.insert(name)
            path.append((name, referenced, 0))
        }
        enter(name)
        while let top = path.indices.last {
            guard path[top].next < path[top].referenced.count else {
                onPath.remove(path[top].name)
                path.removeLast()
                continue
            }
            path[top].next += 1
            enter(path[top].referenced[path[top].next - 1])
        }
    }

    /// Two fragments against each other, then each against what the other spreads,
    /// each pair once, in the order a recursive walk would take them; the pairs
    /// waiting are kept on a stack of their own.
    private func collectBetweenFragments(_ conflicts: inout [Conflict], exclusive: Bool, _ first: String, _ second: String) {
        var pending = [(first, second)]
        while let (first, second) = pending.popLast() {
            guard first != second, !wasCompared(first, second, exclusive: exclusive) else { continue }
            markCompared(first, second, exclusive: exclusive)
            guard let (map1, referenced1) = referencedFieldsAndFragmentNames(first),
                  let (map2, referenced2) = referencedFieldsAndFragmentNames(second) else { continue }
            collectBetween(&conflicts, exclusive: exclusive, map1, map2)
            let next = referenced2.map { (first, $0) } + referenced1.map { ($0, second) }
            pending += next.reversed()
        }
    }

    private func findConflictsBetweenSubSelections(
        exclusive: Bool, _ type1: SchemaType?, _ set1: SelectionSet, _ path1: String,
        _ type2: SchemaType?, _ set2: SelectionSet, _ path2: String
    ) -> [Conflict] {
        var conflicts: [Conflict] = []
        let (map1, names1) = fieldsAndFragmentNames(set1, parentType: type1, path: path1)
        let (map2, names2) = fieldsAndFragmentNames(set2, parentType: type2, path: path2)
        collectBetween(&conflicts, exclusive: exclusive, map1, map2)
        for name in names2 { collectBetweenFieldsAndFragment(&conflicts, exclusive: exclusive, map1, name) }
        for name in names1 { collectBetweenFieldsAndFragment(&conflicts, exclusive: exclusive, map2, name) }
        for name1 in names1 {
            for name2 in names2 { collectBetweenFragments(&conflicts, exclusive: exclusive, name1, name2) }
        }
        return conflicts
    }

    private func findConflict(exclusive parentsExclusive: Bool, _ key: String, _ field1: FieldEntry, _ field2: FieldEntry) -> Conflict? {
        let exclusive = parentsExclusive
            || (field1.parentType?.name != field2.parentType?.name
                && field1.parentType?.kind == .object && field2.parentType?.kind == .object)
        if !exclusive {
            let name1 = field1.node.name.value
            let name2 = field2.node.name.value
            if name1 != name2 {
                return Conflict(responseKey: key, reason: .message("\"\(name1)\" and \"\(name2)\" are different fields"),
                                first: [field1], second: [field2])
            }
            if !sameArguments(field1.node.arguments, field2.node.arguments) {
                return Conflict(responseKey: key, reason: .message("they have differing arguments"), first: [field1], second: [field2])
            }
        }
        let type1 = field1.definition?.type
        let type2 = field2.definition?.type
        if let type1, let type2, typesConflict(type1, type2) {
            return Conflict(responseKey: key, reason: .message("they return conflicting types \"\(type1)\" and \"\(type2)\""),
                            first: [field1], second: [field2])
        }
        guard let set1 = field1.node.selectionSet, let set2 = field2.node.selectionSet,
              comparisonDepth < MaxSelectionDepth.maximum else { return nil }
        comparisonDepth += 1
        defer { comparisonDepth -= 1 }
        let sub = findConflictsBetweenSubSelections(
            exclusive: exclusive, type1.flatMap { context.schema.type(named: $0.namedType) }, set1, field1.path,
            type2.flatMap { context.schema.type(named: $0.namedType) }, set2, field2.path)
        guard !sub.isEmpty else { return nil }
        return Conflict(responseKey: key, reason: .subfields(sub.map { ($0.responseKey, $0.reason) }),
                        first: [field1] + sub.flatMap(\.first), second: [field2] + sub.flatMap(\.second))
    }

    private func sameArguments(_ first: [Argument], _ second: [Argument]) -> Bool {
        guard first.count == second.count else { return false }
        return first.allSatisfy { argument in
            guard let other = second.first(where: { $0.name.value == argument.name.value }) else { return false }
            return CompactPrinter.print(argument.value) == CompactPrinter.print(other.value)
        }
    }

    private func typesConflict(_ type1: TypeReference, _ type2: TypeReference) -> Bool {
        switch (type1, type2) {
        case (.list(let inner1), .list(let inner2)): return typesConflict(inner1, inner2)
        case (.list, _), (_, .list): return true
        case (.nonNull(let inner1), .nonNull(let inner2)): return typesConflict(inner1, inner2)
        case (.nonNull, _), (_, .nonNull): return true
        case (.named(let name1), .named(let name2)):
            let leaf1 = context.schema.type(named: name1)?.kind.isLeaf ?? false
            let leaf2 = context.schema.type(named: name2)?.kind.isLeaf ?? false
            return (leaf1 || leaf2) && name1 != name2
        }
    }
}

import BatonSupport

/// Writes a lens struct: one accessor per field, a nested lens per linked field,
/// an accessor per spread and per narrower type, and the JSON rendering through
/// the accessors themselves.
struct LensEmitter {
    let path: String

    /// Writes the lens and returns it as the report lists it: each accessor's name,
    /// response key, Swift type, whether it reads optional or a list, and the lens
    /// it reads.
    /// `responsePath`: the response keys from the fragment's or the operation's root
    /// to the lens, which a `@required` field's error names.
    @discardableResult
    func emit(
        _ lens: LensIR, named name: String, comment: String?, at responsePath: [String] = [],
        into code: inout SwiftCode, catalog: inout SharedCatalog
    ) throws(Diagnostic) -> Report.Value {
        var accessors: [Report.Value] = []
        if let comment { code.comment(comment) }
        code.line("@MainActor")
        try code.block("public struct \(name): Lens") { (code) throws(Diagnostic) in
            code.line("@_spi(Generated) public nonisolated let anchor: Anchor")
            code.line()
            code.block("@_spi(Generated) public nonisolated init(anchor: Anchor)") { code in
                code.line("self.anchor = anchor")
            }
            var nested: [(lens: LensIR, name: String)] = []
            // The report's accessor at each position that reads a nested lens, and that lens's struct.
            var reads: [(accessor: Int, structName: String)] = []
            let names = memberNames(of: lens, catalog: catalog)
            var taken = names.all
            let linkNames = linkStructNames(of: lens, taken: &taken, catalog: catalog)
            var rendering: [String] = []
            code.line()
            for (position, field) in lens.fields.enumerated() {
                var childName: String?
                if case .link(let child) = field.shape, let structName = linkNames[field.responseKey] {
                    nested.append((child, structName))
                    reads.append((accessors.count, structName))
                    childName = structName
                }
                let accessor = try self.directedAccessor(field, in: lens, at: responsePath, childName: childName, catalog: &catalog)
                let name = names.fields[position]
                code.line(property(name, accessor.type).computedDeclaration(reading: accessor.read, throwing: accessor.thrown))
                accessors.append(.object([
                    ("name", .string(name)), ("responseKey", .string(field.responseKey)),
                    ("type", .string(accessor.type.rendered)), ("optional", .bool(accessor.type.isOptional)),
                    ("list", .bool(ListDepth.of(field.type) > 0)),
                ] + (accessor.thrown.map { [("throws", .string($0))] } ?? [])))
                // The JSON keeps the response key, whatever the accessor's name.
                rendering.append(accessor.thrown == nil
                    ? "object.add(\(SwiftNames.literal(field.responseKey)), \(Self.reached(name)))"
                    : "object.add(\(SwiftNames.literal(field.responseKey)), reading: { try \(Self.reached(name)) })")
            }
            for (position, spread) in lens.spreads.enumerated() {
                let name = names.spreads[position]
                let accessor = Self.reached(name)
                let optional = spread.isConditional || spread.selected != .always || spread.fragmentBubbles
                    || !spread.deferredKeys.isEmpty
                let type = SwiftType.named(spread.fragment)
                // A fragment's arguments as this spread binds them, one constant the owner binds once.
                let scope = spread.scope.map { _ in "__scope\(position)" }
                if let scope, let bindings = spread.scope {
                    let literal = bindings.map { "\(SwiftNames.literal($0.name)): \(PlanEmitter.valueLiteral($0.value))" }
                    code.line("private static let \(scope) = FragmentScope([\(literal.isEmpty ? ":" : literal.joined(separator: ", "))])")
                }
                let read = spreadRead(spread, type: optional ? type.optional : type, scope: scope, catalog: &catalog)
                let thrown = spread.fragmentThrowsOnFieldError ? "FieldErrors" : nil
                code.line(property(name, optional ? type.optional : type)
                    .computedDeclaration(reading: (thrown == nil ? "" : "try ") + guarded(read, spread.selected), throwing: thrown))
                accessors.append(spreadReport(spread, name: name, optional: optional))
                // A spread that throws renders as absent: its fields are not written.
                let value = thrown == nil ? accessor : "(try? \(accessor))"
                // An aliased fragment's data stands under its name, as Relay's does.
                if spread.isAliased {
                    rendering.append("object.addAliased(\(SwiftNames.literal(spread.accessor)), \(value))")
                } else {
                    rendering.append("\(value)\(optional || thrown != nil ? "?" : "").writeFields(to: &object)")
                }
            }
            for (position, aliased) in lens.aliasedFragments.enumerated() {
                let name = names.aliased[position]
                let structName = nestedName(SwiftNames.capitalized(aliased.accessor), taken: &taken, catalog: catalog)
                nested.append((aliased.lens, structName))
                reads.append((accessors.count, structName))
                let optional = aliased.isConditional || aliased.selected != .always || aliased.lens.bubbles
                accessors.append(.object([
                    ("name", .string(name)), ("condition", .string(aliased.typeName)), ("optional", .bool(optional)),
                ]))
                var read = aliased.isConditional
                    ? "anchor.narrowed(to: \(catalog.condition(aliased.typeName)))" : "\(structName)(anchor: anchor)"
                if aliased.lens.bubbles { read = "anchor.satisfied(\(read) as \(structName)?)" }
                let type = SwiftType.named(structName)
                let caught = caughtFragment(aliased.caught, read: guarded(read, aliased.selected), type: optional ? type.optional : type)
                code.line(property(name, caught.type).computedDeclaration(reading: caught.read))
                rendering.append("object.addAliased(\(SwiftNames.literal(aliased.accessor)), \(aliased.caught == .result ? "caught: " : "")"
                    + "\(Self.reached(name)))")
            }
            var conditionNames: [String] = []
            for (position, condition) in lens.conditions.enumerated() {
                let name = names.conditions[position]
                let structName = nestedName("As" + condition.typeName, taken: &taken, catalog: catalog)
                conditionNames.append(structName)
                nested.append((condition.lens, structName))
                reads.append((accessors.count, structName))
                accessors.append(.object([
                    ("name", .string(name)), ("condition", .string(condition.typeName)),
                    ("optional", .bool(true)),
                ]))
                let accessor = property(name, .optional(.named(structName)))
                let narrowed = "anchor.narrowed(to: \(catalog.condition(condition.typeName)))"
                code.line(accessor.computedDeclaration(
                    reading: condition.lens.bubbles ? "anchor.satisfied(\(narrowed) as \(structName)?)" : narrowed))
                rendering.append("\(Self.reached(name))?.writeFields(to: &object)")
            }
            if let connection = lens.connection {
                accessors += try connectionMembers(connection, of: lens, linkNames: linkNames, into: &code, catalog: &catalog)
            }
            if let refetch = lens.refetch {
                code.line()
                code.comment("Fetches the fragment's record again through \(refetch.queryName), updating the records in place.")
                code.block("public func refetch() async throws") { code in
                    code.line("try await anchor.refetch(\(refetch.queryName).self, \(refetchArguments(refetch)))")
                }
            }
            try errorMembers(of: lens, at: responsePath, names: names, linkNames: linkNames, conditionNames: conditionNames,
                             into: &code, catalog: &catalog)
            code.line()
            code.block("@_spi(Generated) public func writeFields(to object: inout [String: Variable])") { code in
                for line in rendering { code.line(line) }
            }
            var nestedReports: [String: Report.Value] = [:]
            for (child, childName) in nested {
                code.line()
                // A linked field's lens reads one key further down the response; the others read here.
                let key = linkNames.first { $0.value == childName }?.key
                nestedReports[childName] = try emit(child, named: childName, comment: nil,
                                                    at: responsePath + (key.map { [$0] } ?? []), into: &code, catalog: &catalog)
            }
            for (position, structName) in reads {
                guard case .object(let members) = accessors[position], let child = nestedReports[structName] else { continue }
                accessors[position] = .object(members + [("lens", child)])
            }
        }
        return .object([("type", .string(lens.typeName)), ("accessors", .list(accessors))])
    }

    /// An accessor as `writeFields(to:)` reads it: through `self` when it takes the
    /// name of that function's parameter.
    static func reached(_ name: String) -> String {
        name == "object" ? "self.object" : SwiftNames.escaped(name)
    }

    /// The Swift names of a lens's accessors, by kind and position. The author's
    /// names (response keys, `@alias(as:)`) come first and stand unless the lens
    /// declares or reaches that name itself; then the connection's members the
    /// selection leaves, then the names the compiler derives (a spread's, an
    /// inline fragment's `as<Type>`), which give way to all of those.
    struct MemberNames {
        var fields: [String] = []
        var spreads: [String] = []
        var aliased: [String] = []
        var conditions: [String] = []
        var all: Set<String> = []
    }

    func memberNames(of lens: LensIR, catalog: SharedCatalog) -> MemberNames {
        let written = lens.fields.map(\.responseKey) + lens.spreads.filter(\.isAliased).map(\.accessor)
            + lens.aliasedFragments.map(\.accessor)
        // The queries `refetch()` and the loads call are named in expressions, where a member would shadow them.
        let called = [lens.refetch?.queryName, lens.connection?.paging?.queryName].compactMap { $0 }
        var scope = ScopeNames(
            writing: written,
            reserving: SwiftNames.lensMembers.union(SwiftNames.unnameable).union([catalog.typesName, catalog.slotsName])
                .union(called))
        var names = MemberNames()
        names.fields = lens.fields.map { scope.written($0.responseKey) }
        let aliasedSpreads = lens.spreads.map { $0.isAliased ? scope.written($0.accessor) : nil }
        names.aliased = lens.aliasedFragments.map { scope.written($0.accessor) }
        if lens.connection != nil {
            let selected = Set(lens.fields.map(\.responseKey))
            for member in Self.connectionMemberNames where !selected.contains(member) { scope.claim(member) }
        }
        names.spreads = zip(lens.spreads, aliasedSpreads).map { spread, name in name ?? scope.derived(spread.accessor) }
        names.conditions = lens.conditions.map { scope.derived("as" + $0.typeName) }
        names.all = Set(names.fields + names.spreads + names.aliased + names.conditions)
        if lens.connection != nil { names.all.formUnion(Self.connectionMemberNames) }
        return names
    }

    /// What a connection's lens declares beyond its selection.
    private static let connectionMemberNames = [
        "nodes", "hasNext", "hasPrevious", "isLoadingNext", "isLoadingPrevious", "connectionID", "loadNext", "loadPrevious",
    ]

    /// The nested struct of each linked field, by response key, in field order.
    private func linkStructNames(
        of lens: LensIR, taken: inout Set<String>, catalog: SharedCatalog
    ) -> [String: String] {
        var names: [String: String] = [:]
        for field in lens.fields {
            guard case .link = field.shape else { continue }
            names[field.responseKey] = nestedName(SwiftNames.capitalized(field.responseKey), taken: &taken, catalog: catalog)
        }
        return names
    }

    /// A connection lens's members beyond its selection: its nodes (when it selects
    /// `edges { node }`), whether more pages are there or loading each way, its id,
    /// and for the connection a refetchable fragment pages, the loads. A member the
    /// author's selection names already is left to the selection.
    private func connectionMembers(
        _ connection: LensConnectionIR, of lens: LensIR, linkNames: [String: String],
        into code: inout SwiftCode, catalog: inout SharedCatalog
    ) throws(Diagnostic) -> [Report.Value] {
        let selected = Set(lens.fields.map(\.responseKey))
        var members: [(name: String, type: SwiftType, read: String)] = []
        if let edges = lens.fields.first(where: { $0.responseKey == "edges" }), ListDepth.of(edges.type) == 1,
           case .link(let edge) = edges.shape, let edgesName = linkNames["edges"],
           let node = edge.fields.first(where: { $0.responseKey == "node" }), case .link = node.shape {
            var edgeTaken = memberNames(of: edge, catalog: catalog).all
            if let nodeName = linkStructNames(of: edge, taken: &edgeTaken, catalog: catalog)["node"] {
                let list = edges.type.isNonNull ? "edges" : "(edges ?? .empty)"
                let read = node.type.isNonNull ? "\(list).map(\\.node)" : "\(list).compactMap(\\.node)"
                members.append(("nodes", .array(.named("\(edgesName).\(nodeName)")), read))
            }
        }
        let pageInfo = catalog.slot(on: lens.typeName, key: .constant("pageInfo"))
        for (name, field) in [("hasNext", "hasNextPage"), ("hasPrevious", "hasPreviousPage")] {
            let flag = catalog.slot(on: connection.pageInfoType, key: .constant(field))
            members.append((name, .named("Bool"), "anchor.pageInfoFlag(\(pageInfo), \(flag))"))
        }
        for (name, field) in [("isLoadingNext", "__isLoadingNext"), ("isLoadingPrevious", "__isLoadingPrevious")] {
            members.append((name, .named("Bool"), "anchor.clientFlag(\(catalog.slot(on: lens.typeName, key: .constant(field))))"))
        }
        members.append(("connectionID", .named("String"), "anchor.connectionID"))
        var reports: [Report.Value] = []
        for member in members where !selected.contains(member.name) {
            code.line(property(member.name, member.type).computedDeclaration(reading: member.read))
            reports.append(.object([
                ("name", .string(member.name)), ("type", .string(member.type.rendered)), ("optional", .bool(member.type.isOptional)),
            ]))
        }
        guard let paging = connection.paging else { return reports }
        for (name, direction, pages) in [("loadNext", "next", connection.pagesForward),
                                         ("loadPrevious", "previous", connection.pagesBackward)]
            where pages && !selected.contains(name) {
            code.line()
            code.comment("Loads `count` more edges at the connection's \(direction == "next" ? "end" : "start") through \(paging.queryName).")
            code.block("public func \(name)(_ count: Int) async throws") { code in
                code.line("try await anchor.loadPage(\(paging.queryName).self, \(paging.queryName).pagination, .\(direction), "
                    + "count: count, \(refetchArguments(paging)))")
            }
        }
        return reports
    }

    /// The variables and identifying field a refetch query is run with, as arguments.
    private func refetchArguments(_ refetch: LensRefetchIR) -> String {
        let variables = "[" + refetch.variables.map(SwiftNames.literal).joined(separator: ", ") + "]"
        return "variables: \(variables), identifier: " + (refetch.identifierField.map(SwiftNames.literal) ?? "nil")
    }

    private func spreadReport(_ spread: LensSpreadIR, name: String, optional: Bool) -> Report.Value {
        .object([
            ("name", .string(name)), ("fragment", .string(spread.fragment)),
            ("optional", .bool(optional)),
        ])
    }

    /// An aliased fragment's read, nil unless the owner's variables select it.
    private func guarded(_ read: String, _ selected: LensSelectedIR) -> String {
        switch selected {
        case .always: return read
        case .never: return "nil"
        case .when(let guards):
            return "Baton.Guard.selects(\(PlanEmitter.guardsLiteral([guards])), anchor.owner.variables) ? \(read) : nil"
        }
    }

    /// A nested struct's name, clear of its siblings, of the shared file's names
    /// and of the names generated code uses.
    private func nestedName(_ stem: String, taken: inout Set<String>, catalog: SharedCatalog) -> String {
        var name = stem
        while taken.contains(name) || SwiftNames.lensScopeNames.contains(name) || SwiftNames.keywords.contains(name)
            || SwiftNames.unnameable.contains(name) || catalog.topLevelNames.contains(name) {
            name += "_"
        }
        taken.insert(name)
        return name
    }

    /// An accessor named for what it reads.
    private func property(_ name: String, _ type: SwiftType) -> SwiftProperty {
        SwiftProperty(key: name, name: SwiftNames.escaped(name), type: type)
    }

    /// The accessor's plain read of `type` (the schema's, or non-null where an
    /// error directive says a null never reaches the accessor).
    func accessor(
        _ field: LensFieldIR, on typeName: String, type: TypeReference, childName: String?, catalog: inout SharedCatalog
    ) throws(Diagnostic) -> (type: SwiftType, read: String) {
        if case .typename = field.shape { return (.named("String"), "anchor.typeName") }
        let slot = catalog.slot(on: typeName, key: field.storageKey)
        let childBubbles = if case .link(let child) = field.shape { child.bubbles } else { false }
        switch ListDepth.of(type) {
        case 0:
            if let childName {
                // A child that a `@required` null leaves absent reads as nil, whatever the schema
                // says, unless the field is `@required` itself and the parent absent first.
                if childBubbles && (!type.isNonNull || field.errorHandling.required == nil) {
                    return (.optional(.named(childName)), "anchor.satisfiedLink(\(slot))")
                }
                return type.isNonNull ? (.named(childName), "anchor.link(\(slot))") : (.optional(.named(childName)), "anchor.optionalLink(\(slot))")
            }
            guard case .scalar(let named) = field.shape else { break }
            let swiftType = catalog.scalarType(named)
            // A mapped scalar's conversion can fail, so it reads optional wherever the schema puts it
            // (an error directive passes a non-null type when it says what a failure does).
            if type.isNonNull && (catalog.mappedType(named) == nil || field.errorHandling.isDirected) {
                return (swiftType, "anchor.value(\(slot))")
            }
            return (.optional(swiftType), "anchor.optional(\(slot))")
        case 1:
            // A nullable list reads optional, through the `optional` form of the reader.
            func reader(_ name: String) -> String { type.isNonNull ? name : "optional" + SwiftNames.capitalized(name) }
            func list(_ list: SwiftType) -> SwiftType { type.isNonNull ? list : .optional(list) }
            if let childName {
                return (list(.generic("List", .named(childName))), "anchor.\(reader("links"))(\(slot))")
            }
            guard case .scalar(let named) = field.shape, let element = type.listElement else { break }
            let elementType = catalog.scalarType(named)
            return (list(.array(element.isNonNull ? elementType : .optional(elementType))), "anchor.\(reader("list"))(\(slot))")
        default:
            break
        }
        throw .error("Field \"\(field.responseKey)\" of type \(type) has no accessor: lists of lists are not read by lenses.",
                     path: path, span: field.span)
    }
}

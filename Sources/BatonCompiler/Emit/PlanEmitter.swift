import BatonSupport

/// Writes a plan as a literal of the runtime's plan types: a data table, one line
/// per field.
enum PlanEmitter {
    static func emit(_ plan: PlanIR, into code: inout SwiftCode) {
        let root = plan.root == 0 ? "" : ", root: \(plan.root)"
        code.line("public static let plan = Plan(name: \(SwiftNames.literal(plan.name)), kind: .\(plan.kind.rawValue)\(root), selections: [")
        let paths = responsePaths(of: plan)
        for (index, selection) in plan.selections.enumerated() {
            let place = index == plan.root ? "the root" : paths[index].map { "at " + $0 } ?? "unreached"
            code.line("    // \(index): \(selection.type), \(place)")
            let keys = "[" + selection.keyFields.map(SwiftNames.literal).joined(separator: ", ") + "]"
            if selection.isAbstract {
                code.line("    Selection(abstract: \(SwiftNames.literal(selection.type)), keyFields: \(keys), variants: [")
                for variant in selection.variants {
                    let types = "[" + variant.types.map(SwiftNames.literal).joined(separator: ", ") + "]"
                    let variantKeys = variant.keyFields.map {
                        ", keyFields: [" + $0.map(SwiftNames.literal).joined(separator: ", ") + "]"
                    } ?? ""
                    guard !variant.fields.isEmpty else {
                        code.line("        Variant(types: \(types)\(variantKeys), fields: []),")
                        continue
                    }
                    code.line("        Variant(types: \(types)\(variantKeys), fields: [")
                    for field in variant.fields { code.line("            " + fieldLiteral(field) + ",") }
                    code.line("        ]),")
                }
                guard !selection.conditions.isEmpty else {
                    code.line("    ]),")
                    continue
                }
                code.line("    ], conditions: [")
                for condition in selection.conditions {
                    let conditionKeys = condition.keyFields.isEmpty
                        ? "" : ", keyFields: [" + condition.keyFields.map(SwiftNames.literal).joined(separator: ", ") + "]"
                    guard !condition.fields.isEmpty else {
                        code.line("        Condition(\(SwiftNames.literal(condition.name))\(conditionKeys), fields: []),")
                        continue
                    }
                    code.line("        Condition(\(SwiftNames.literal(condition.name))\(conditionKeys), fields: [")
                    for field in condition.fields { code.line("            " + fieldLiteral(field) + ",") }
                    code.line("        ]),")
                }
                code.line("    ]),")
            } else {
                code.line("    Selection(type: \(SwiftNames.literal(selection.type)), keyFields: \(keys), fields: [")
                for field in selection.variants.first?.fields ?? [] { code.line("        " + fieldLiteral(field) + ",") }
                code.line("    ]),")
            }
        }
        code.line("])")
    }

    /// Where in a response each selection is first met, breadth first from the
    /// root, as response keys joined by dots; a comment names each selection by it.
    static func responsePaths(of plan: PlanIR) -> [String?] {
        var paths = [String?](repeating: nil, count: plan.selections.count)
        guard plan.selections.indices.contains(plan.root) else { return paths }
        paths[plan.root] = ""
        var queue = [plan.root]
        var next = 0
        while next < queue.count {
            let index = queue[next]
            next += 1
            let selection = plan.selections[index]
            for field in selection.variants.flatMap(\.fields) + selection.conditions.flatMap(\.fields) {
                let child: Int
                switch field.kind {
                case .link(let selection), .links(let selection): child = selection
                case .scalar, .scalarList: continue
                }
                guard paths.indices.contains(child), paths[child] == nil else { continue }
                let parent = paths[index] ?? ""
                paths[child] = parent.isEmpty ? field.responseKey : parent + "." + field.responseKey
                queue.append(child)
            }
        }
        return paths
    }

    static func fieldLiteral(_ field: FieldIR) -> String {
        var text: String
        let key = SwiftNames.literal(field.responseKey)
        switch field.kind {
        case .scalar(let scalar): text = ".scalar(\(key), .\(scalarCase(scalar))"
        case .scalarList(let scalar, let depth):
            text = ".scalarList(\(key), .\(scalarCase(scalar))" + (depth == 1 ? "" : ", depth: \(depth)")
        case .link(let selection): text = ".link(\(key), \(selection)"
        case .links(let selection): text = ".links(\(key), \(selection)"
        }
        if field.storageKey != .constant(field.responseKey) { text += ", key: " + storageKeyLiteral(field.storageKey) }
        if !field.isNullable { text += ", nullable: false" }
        if !field.guards.isEmpty { text += ", when: " + guardsLiteral(field.guards) }
        if let connection = field.connection { text += ", connection: " + connectionLiteral(connection) }
        if let edit = field.edit { text += ", edit: " + editLiteral(edit) }
        if let deferred = field.deferred { text += ", deferred: " + SwiftNames.literal(deferred) }
        if let lookup = field.lookup {
            text += ", lookup: Lookup(type: " + (lookup.type.map(SwiftNames.literal) ?? "nil")
                + ", [" + lookup.values.map(valueLiteral).joined(separator: ", ") + "])"
        }
        if field.isClient { text += ", client: true" }
        return text + ")"
    }

    static func editLiteral(_ edit: EditIR) -> String {
        var text = "Edit(.\(edit.kind.rawValue)"
        switch edit.connections {
        case .variable(let name)?: text += ", connections: .variable(\(SwiftNames.literal(name)))"
        case .constant(let ids)?: text += ", connections: .constant([" + ids.map(SwiftNames.literal).joined(separator: ", ") + "])"
        case nil: break
        }
        if let edgeTypeName = edit.edgeTypeName { text += ", edgeTypeName: \(SwiftNames.literal(edgeTypeName))" }
        return text + ")"
    }

    static func guardsLiteral(_ guards: [[GuardIR]]) -> String {
        let alternatives = guards.map { conjunction in
            "[" + conjunction.map { ".\($0.includes ? "include" : "skip")(\(SwiftNames.literal($0.variable)))" }
                .joined(separator: ", ") + "]"
        }
        return "[" + alternatives.joined(separator: ", ") + "]"
    }

    static func connectionLiteral(_ connection: ConnectionIR) -> String {
        let filters = connection.filters.isEmpty
            ? "" : ", filters: [" + connection.filters.map(SwiftNames.literal).joined(separator: ", ") + "]"
        return "ConnectionInfo(key: \(SwiftNames.literal(connection.key))\(filters), direction: .\(connection.direction.rawValue), "
            + "handleKey: \(storageKeyLiteral(connection.handleKey)))"
    }

    static func paginationLiteral(_ pagination: PaginationIR) -> String {
        func cursor(_ cursor: PaginationIR.Cursor) -> String {
            "PaginationInfo.Cursor(count: \(SwiftNames.literal(cursor.count)), cursor: \(SwiftNames.literal(cursor.cursor)))"
        }
        var text = "PaginationInfo(path: [" + pagination.path.map(SwiftNames.literal).joined(separator: ", ") + "]"
        if let forward = pagination.forward { text += ", forward: " + cursor(forward) }
        if let backward = pagination.backward { text += ", backward: " + cursor(backward) }
        if let identifier = pagination.identifierField { text += ", identifierField: " + SwiftNames.literal(identifier) }
        return text + ")"
    }

    static func storageKeyLiteral(_ key: StorageKeyIR) -> String {
        switch key {
        case .constant(let text):
            return ".constant(\(SwiftNames.literal(text)))"
        case .arguments(let name, let arguments):
            let list = arguments.map { "Argument(\(SwiftNames.literal($0.name)), \(valueLiteral($0.value)))" }
            return ".arguments(\(SwiftNames.literal(name)), [\(list.joined(separator: ", "))])"
        }
    }

    static func valueLiteral(_ value: ArgumentValueIR) -> String {
        switch value {
        case .variable(let name): ".variable(\(SwiftNames.literal(name)))"
        case .null: ".null"
        case .bool(let flag): ".bool(\(flag))"
        case .int(let number): ".int(\(number))"
        case .double(let number): ".double(\(number.description))"
        case .string(let text): ".string(\(SwiftNames.literal(text)))"
        case .list(let elements): ".list([" + elements.map(valueLiteral).joined(separator: ", ") + "])"
        case .object(let members):
            members.isEmpty ? ".object([:])"
                : ".object([" + members.keys.sorted(by: utf8Order).map { "\(SwiftNames.literal($0)): \(valueLiteral(members[$0]!))" }
                    .joined(separator: ", ") + "])"
        }
    }

    private static func scalarCase(_ scalar: ScalarKindIR) -> String {
        switch scalar {
        case .string: "string"
        case .id: "id"
        case .int: "int"
        case .float: "float"
        case .boolean: "boolean"
        case .custom: "custom"
        }
    }
}

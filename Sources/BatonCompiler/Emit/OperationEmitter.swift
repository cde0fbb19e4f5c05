import BatonSupport

/// Writes an operation value: its variables as stored properties (an unset
/// nullable one absent from the request), its document, its plan and its data's
/// lens; a mutation's also its optimistic response builder and its action.
struct OperationEmitter {
    let schema: Schema
    let path: String

    struct Compiled {
        var definition: OperationDefinition
        /// The compact text, sent or persisted.
        var text: String
        var document: String
        var plan: PlanIR
        var lens: LensIR
        /// A refetch query's paging of its fragment's connection.
        var pagination: PaginationIR? = nil
        /// `@cacheExpiration(seconds:)` as a `Duration` literal; nil keeps the store's default.
        var cacheExpiration: String? = nil
    }

    func emit(_ operation: Compiled, into code: inout SwiftCode, catalog: inout SharedCatalog) throws(Diagnostic) -> Report.Value {
        let definition = operation.definition
        let name = definition.name?.value ?? ""
        let protocolName = SwiftNames.capitalized(definition.operation.rawValue)
        let properties = variableProperties(definition, catalog: &catalog)
        let isMutation = definition.operation == .mutation
        if isMutation {
            try ActionEmitter.check(definition, path: path)
        }
        code.comment("The \(definition.operation.rawValue) \(name) of \(path).")
        var lensReport = Report.Value.null
        try code.block("public struct \(name): \(protocolName)") { (code) throws(Diagnostic) in
            code.line("public static let name = \(SwiftNames.literal(name))")
            code.line()
            code.comment("The text the server receives, laid out:\n\n" + ReadableLayout.lines(of: operation.text).map { "    " + $0 }.joined(separator: "\n"))
            code.line("public static let document = RequestDocument.\(operation.document)")
            if let pagination = operation.pagination { code.line("public static let pagination = \(PlanEmitter.paginationLiteral(pagination))") }
            if let expiration = operation.cacheExpiration { code.line("public static let cacheExpiration: Duration? = \(expiration)") }
            // Sent as null when unset: the variables declared without a default.
            let undefaulted = definition.variableDefinitions.filter { $0.defaultValue == nil }.map(\.variable.name.value)
            if !undefaulted.isEmpty {
                code.line("@_spi(Generated) public static let nullWhenUnset = [" + undefaulted.map(SwiftNames.literal).joined(separator: ", ") + "]")
            }
            code.line()
            code.storedProperties(properties)
            code.line()
            if properties.isEmpty {
                code.line("public var variables: Variables { [:] }")
            } else {
                code.block("public var variables: Variables") { code in
                    code.variables(named: "variables", from: properties)
                    code.line("return variables")
                }
            }
            code.line()
            PlanEmitter.emit(operation.plan, into: &code)
            code.line()
            lensReport = try LensEmitter(path: path).emit(
                operation.lens, named: "Data", comment: "The \(definition.operation.rawValue)'s data.", into: &code, catalog: &catalog)
            if isMutation {
                code.line()
                try OptimisticResponseEmitter(plan: operation.plan).emit(into: &code, catalog: catalog)
                code.line()
                ActionEmitter.emitAlias(name, into: &code)
            }
        }
        if isMutation {
            code.line()
            try ActionEmitter.emitCall(name, parameters: properties, into: &code)
        }
        return lensReport
    }

    /// A variable with a default other than null is always sent, as that default
    /// unless set; a nullable one without is optional and absent when unset.
    private func variableProperties(_ definition: OperationDefinition, catalog: inout SharedCatalog) -> [SwiftProperty] {
        let names = InputNames.properties(
            definition.variableDefinitions.map(\.variable.name.value), reserving: InputNames.operationMembers)
        return zip(definition.variableDefinitions, names).map { variable, name in
            let type = variable.type.reference
            let key = variable.variable.name.value
            if let value = variable.defaultValue, !isNull(value) {
                return SwiftProperty(key: key, name: name, type: catalog.inputType(.nonNull(type.nullable)),
                                     defaultValue: SwiftLiterals(schema: schema, catalog: catalog).literal(value, as: type.nullable))
            }
            return SwiftProperty(key: key, name: name, type: catalog.inputType(type))
        }
    }

    private func isNull(_ value: Value) -> Bool {
        if case .null = value { return true }
        return false
    }
}

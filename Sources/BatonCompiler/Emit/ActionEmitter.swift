import BatonSupport

/// Writes a mutation's action: `Action`, the runtime's `MutationAction` of the
/// mutation, and its `callAsFunction`, a labelled argument per variable (with the
/// operation value's defaults), then `optimistic:` and `updater:`, which sends the
/// mutation once with the optimistic response's payload applied meanwhile and the
/// updater run over it and over the answer.
enum ActionEmitter {
    static let optimisticLabel = "optimistic"
    static let updaterLabel = "updater"
    /// The action's own parameters, which no variable of the mutation may name, with
    /// what each takes.
    private static let ownLabels = [optimisticLabel: "the optimistic response", updaterLabel: "the updater"]

    static func check(_ definition: OperationDefinition, path: String) throws(Diagnostic) {
        let labels = InputNames.properties(
            definition.variableDefinitions.map(\.variable.name.value), reserving: InputNames.operationMembers)
        for (variable, label) in zip(definition.variableDefinitions, labels) {
            guard let takes = ownLabels[label] else { continue }
            throw .error(
                "`$\(variable.variable.name.value)` would be the action's argument `\(label):`, which takes \(takes); rename the variable.",
                path: path, span: variable.span)
        }
    }

    /// The alias inside the mutation's value.
    static func emitAlias(_ name: String, into code: inout SwiftCode) {
        code.comment("The mutation as a callable value: `try await action(...)` sends it once.")
        code.line("public typealias Action = MutationAction<\(name)>")
    }

    /// The call, as an extension of the runtime's action after the value.
    static func emitCall(_ name: String, parameters: [SwiftProperty], into code: inout SwiftCode) throws(Diagnostic) {
        code.comment("The call of \(name)'s action.")
        try code.block("extension MutationAction where Value == \(name)") { (code) throws(Diagnostic) in
            code.comment("""
                Sends \(name) once and returns its data; `optimistic` shows over the store until
                the server answers, and a failure reverts it; `updater` runs over both. Throws
                the `Failure`.
                """)
            code.line("@discardableResult")
            let labels = parameters.map(\.parameter) + [
                "\(Self.optimisticLabel): \(name).OptimisticResponse? = nil",
                "\(Self.updaterLabel): Updater<\(name)>? = nil",
            ]
            code.block("public func callAsFunction(\(labels.joined(separator: ", "))) async throws -> \(name).Data") { code in
                let arguments = parameters.map { "\(Self.argumentLabel($0.name)): \($0.name)" }.joined(separator: ", ")
                // `.init`: a variable may take the mutation's own name.
                code.line("try await self.perform(.init(\(arguments)), optimistic: \(Self.optimisticLabel)?.payload, updater: \(Self.updaterLabel))")
            }
        }
    }

    /// A call's argument label: a keyword needs no backquotes there, except `inout`.
    private static func argumentLabel(_ name: String) -> String {
        guard name.hasPrefix("`"), name != "`inout`" else { return name }
        return String(name.dropFirst().dropLast())
    }
}

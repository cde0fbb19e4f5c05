import BatonCompiler
import BatonSupport

/// `batonc print OPERATION`: the operation's compact text as a server receives it
/// (transformed: key fields and `__typename` added, client-only parts stripped)
/// with the fragments it reaches, preceded under persistConfig by
/// `# documentId: <id>`, on stdout; any error to stderr instead. It prints only
/// documents that validate, so names are unique and every spread is known.
struct PrintCommand {
    var operationName: String
    var inputs: CompilerInputs

    func run() -> Int32 {
        let compilation = Compilation(inputs: inputs)
        var diagnostics = DocumentChecks.diagnostics(for: compilation)
        var text: String?
        if !diagnostics.containsErrors, let schema = compilation.schema {
            text = printed(compilation, schema: schema, &diagnostics)
        }
        if !diagnostics.isEmpty { Output.error(compilation.renderer.render(diagnostics.sortedByPlace())) }
        guard let text, !diagnostics.containsErrors else { return 1 }
        if let persist = compilation.config?.persistConfig {
            Output.standard("# documentId: \(PersistedID(text: text, algorithm: persist.algorithm))\n")
        }
        Output.standard(text + "\n")
        return 0
    }

    private func printed(_ compilation: Compilation, schema: Schema, _ diagnostics: inout [Diagnostic]) -> String? {
        let fragments = compilation.fragmentsByName.mapValues(\.fragment)
        var operations = compilation.documents.flatMap { file in
            file.document.operations.map { (operation: $0, path: file.source.path) }
        }
        // A refetchable fragment's query is printed by its name too, as the generator compiles it.
        for file in compilation.documents {
            for fragment in file.document.fragments {
                do {
                    if let query = try RefetchQuery.operation(for: fragment, schema: schema, fragments: fragments, path: file.source.path) {
                        operations.append((query, file.source.path))
                    }
                } catch {
                    diagnostics.append(error)
                }
            }
        }
        guard let (operation, path) = operations.first(where: { $0.operation.name?.value == operationName }) else {
            let hint = didYouMean(suggestionList(operationName, operations.compactMap(\.operation.name?.value)))
            Output.error("batonc print: error: no operation named \"\(operationName)\"" + (hint.isEmpty ? "" : ". " + hint))
            return nil
        }
        do {
            let transform = SelectionTransform(schema: schema, config: compilation.config)
            return try OperationAssembly(operation, fragments: fragments, transform: transform).text
        } catch {
            // Validation has refused both already; the printer's own errors stay typed.
            switch error {
            case .unknownFragment(let name, _):
                diagnostics.append(.error("Unknown fragment \"\(name.value)\".", path: path, span: name.span))
            case .notExecutable(let span):
                diagnostics.append(.error("Only operations and fragments can be printed.", path: path, span: span))
            }
            return nil
        }
    }
}

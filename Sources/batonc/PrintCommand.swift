import BatonCompiler

/// `batonc print OPERATION`: the operation's compact text as a server receives it
/// (transformed: key fields and `__typename` added, client-only parts stripped)
/// with the fragments it reaches, preceded under persistConfig by
/// `# documentId: <id>`, on stdout; any error to stderr instead.
struct PrintCommand {
    var operationName: String
    var inputs: CompilerInputs

    func run() -> Int32 {
        let compilation = Compilation(inputs: inputs)
        var diagnostics = DocumentChecks.diagnostics(for: compilation)
        let text = diagnostics.containsErrors ? nil : printed(compilation, &diagnostics)
        if !diagnostics.isEmpty { Output.error(compilation.renderer.render(diagnostics.sortedByPlace())) }
        guard let text, !diagnostics.containsErrors else { return 1 }
        if let persist = compilation.config?.persistConfig {
            Output.standard("# documentId: \(PersistedID(text: text, algorithm: persist.algorithm))\n")
        }
        Output.standard(text + "\n")
        return 0
    }

    private func printed(_ compilation: Compilation, _ diagnostics: inout [Diagnostic]) -> String? {
        var found = [(operation: OperationDefinition, path: String)]()
        for file in compilation.documents {
            for operation in file.document.operations where operation.name?.value == operationName {
                found.append((operation, file.source.path))
            }
        }
        guard let (operation, path) = found.first else {
            let names = compilation.documents.flatMap { $0.document.operations.compactMap(\.name?.value) }
            let hint = didYouMean(suggestionList(operationName, names))
            Output.error("batonc print: error: no operation named \"\(operationName)\"" + (hint.isEmpty ? "" : ". " + hint))
            return nil
        }
        if found.count > 1, let name = found[1].operation.name {
            diagnostics.append(
                .error(
                    "There can be only one operation named \"\(operationName)\".", path: found[1].path, span: name.span,
                    notes: [DiagnosticNote(message: "first defined here", path: path, span: operation.name?.span ?? name.span)]))
            return nil
        }
        let fragments = compilation.fragmentsByName
        do {
            guard let schema = compilation.schema else {
                return try CompactPrinter.print(operation, fragments: fragments.mapValues(\.fragment))
            }
            // The text the artifact holds and a request sends: after the transforms.
            let transform = SelectionTransform(schema: schema, config: compilation.config)
            return try OperationAssembly(operation, fragments: fragments.mapValues(\.fragment), transform: transform).text
        } catch {
            switch error {
            case .unknownFragment(let name, let fragment):
                let spreadPath = fragment.flatMap { fragments[$0]?.path } ?? path
                diagnostics.append(
                    .error(
                        "Unknown fragment \"\(name.value)\".", path: spreadPath, span: name.span,
                        suggestions: suggestionList(name.value, fragments.keys)))
            case .notExecutable(let span):
                diagnostics.append(.error("Only operations and fragments can be printed.", path: path, span: span))
            }
            return nil
        }
    }
}

/// `batonc validate`: every diagnostic to stderr; 1 when any is an error.
struct ValidateCommand {
    var inputs: CompilerInputs

    func run() -> Int32 {
        let compilation = Compilation(inputs: inputs)
        let diagnostics = DocumentChecks.diagnostics(for: compilation)
        if !diagnostics.isEmpty { Output.error(compilation.renderer.render(diagnostics)) }
        return diagnostics.containsErrors ? 1 : 0
    }
}

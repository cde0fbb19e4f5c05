import CommandLineOptions

/// What the arguments ask for.
enum Invocation: Equatable {
    case help(Command?)
    case version
    case validate(CompilerInputs)
    case print(operation: String, inputs: CompilerInputs)
    case generate(GenerateOptions)

    /// Reads the arguments: a command, then its options and operands as
    /// `ArgumentParser` reads every command line.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { throw UsageError(command: nil, message: "no command given") }
        if first == "--help" || first == "-h" || first == "help" { return .help(nil) }
        if first == CommandOption.version.name { return .version }
        guard let command = Command(rawValue: first) else {
            if first.hasPrefix("-") { throw UsageError(command: nil, message: "unknown option '\(first)'") }
            throw UsageError(command: nil, message: "unknown command '\(first)'")
        }
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), options: command.options)
        } catch {
            throw UsageError(command: command, message: error.description)
        }
        if parsed.isGiven(.help) { return .help(command) }
        let operands = parsed.operands
        func failure(_ message: String) -> UsageError { UsageError(command: command, message: message) }
        if command == .generate {
            guard let config = parsed.value(of: .config) else { throw failure("missing '--config'") }
            guard !operands.isEmpty else { throw failure("no document files given") }
            return .generate(GenerateOptions(
                config: config, outputDirectory: parsed.value(of: .out) ?? ".", report: parsed.value(of: .report),
                persisted: parsed.value(of: .persisted), check: parsed.isGiven(.check), documentPaths: operands))
        }
        let schemaInput: CompilerInputs.SchemaInput
        switch (parsed.value(of: .config), parsed.value(of: .schema)) {
        case (let config?, nil): schemaInput = .config(config)
        case (nil, let schema?): schemaInput = .schema(schema)
        case (.some, .some): throw failure("give '--config' or '--schema', not both")
        case (nil, nil): throw failure("missing '--config' or '--schema'")
        }
        guard command == .print else {
            guard !operands.isEmpty else { throw failure("no document files given") }
            return .validate(CompilerInputs(schema: schemaInput, documentPaths: operands))
        }
        guard let operation = operands.first else { throw failure("missing the operation's name") }
        guard operands.count > 1 else { throw failure("no document files given") }
        return .print(operation: operation, inputs: CompilerInputs(schema: schemaInput, documentPaths: Array(operands.dropFirst())))
    }
}

/// A command line batonc cannot run: what is wrong, then the usage and the
/// options of the command it was for.
struct UsageError: Error {
    var command: Command?
    var message: String

    var description: String {
        guard let command else {
            return "batonc: error: \(message)\n"
                + "commands: \(Command.allNames.joined(separator: ", ")); see 'batonc --help'"
        }
        let options = command.options.map(\.name).joined(separator: ", ")
        return "batonc \(command.rawValue): error: \(message)\nusage: \(command.usage)\noptions: \(options)"
    }
}

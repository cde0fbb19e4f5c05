/// What the arguments ask for.
enum Invocation: Equatable {
    case help(Command?)
    case validate(CompilerInputs)
    case print(operation: String, inputs: CompilerInputs)

    /// Reads the arguments: a command, then options and operands in any order;
    /// `--option value` and `--option=value` alike, and `--` ends the options.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { throw UsageError(command: nil, message: "no command given") }
        if first == "--help" || first == "-h" || first == "help" { return .help(nil) }
        guard let command = Command(rawValue: first) else {
            if first.hasPrefix("-") { throw UsageError(command: nil, message: "unknown option '\(first)'") }
            throw UsageError(command: nil, message: "unknown command '\(first)'")
        }
        var configPath: String?
        var schemaPath: String?
        var operands = [String]()
        var index = 1
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = command.options.first(where: { $0.spellings.contains(parts[0]) }) else {
                throw UsageError(command: command, message: "unknown option '\(parts[0])'")
            }
            if option == .help { return .help(command) }
            let value: String
            if parts.count == 2 {
                value = parts[1]
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(command: command, message: "option '\(option.name)' needs a value")
            }
            switch option {
            case .config:
                if configPath != nil { throw UsageError(command: command, message: "'--config' given twice") }
                configPath = value
            default:
                if schemaPath != nil { throw UsageError(command: command, message: "'--schema' given twice") }
                schemaPath = value
            }
        }
        let schemaInput: CompilerInputs.SchemaInput
        switch (configPath, schemaPath) {
        case (let config?, nil): schemaInput = .config(config)
        case (nil, let schema?): schemaInput = .schema(schema)
        case (.some, .some): throw UsageError(command: command, message: "give '--config' or '--schema', not both")
        case (nil, nil): throw UsageError(command: command, message: "missing '--config' or '--schema'")
        }
        switch command {
        case .validate:
            guard !operands.isEmpty else { throw UsageError(command: command, message: "no document files given") }
            return .validate(CompilerInputs(schema: schemaInput, documentPaths: operands))
        case .print:
            guard let operation = operands.first else {
                throw UsageError(command: command, message: "missing the operation's name")
            }
            guard operands.count > 1 else { throw UsageError(command: command, message: "no document files given") }
            return .print(
                operation: operation, inputs: CompilerInputs(schema: schemaInput, documentPaths: Array(operands.dropFirst())))
        }
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

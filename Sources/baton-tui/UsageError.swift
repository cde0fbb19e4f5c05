import Baton
import CommandLineOptions

/// A command line the app or `fetch` cannot run: what is wrong with it.
enum UsageError: Error, Equatable, CustomStringConvertible {
    case missingOperation
    case missingOutput
    /// The command line does not read against the command's options.
    case arguments(ArgumentError)
    case badValue(String, String)
    case unknownCommand(String)
    case extraArgument(String, after: String)
    case conflicting(String, String)
    case insecureEndpoint(String, String)
    case badVariables(VariablesProblem)
    case unknownOperation(String, api: CatalogAPI?)
    case unknownVariable(String, operation: String, takes: [String])
    /// The command runs one kind of operation and the one named is another.
    case wrongKind(String, is: OperationKind, command: String, runs: OperationKind)

    var description: String {
        switch self {
        case .missingOperation: "no operation named; --help gives the form, --list-operations the names"
        case .missingOutput: "say what to print: --dump or --json"
        case let .arguments(error): error.description
        case let .badValue(flag, value): "\(flag) does not take `\(value)`"
        case let .unknownCommand(word): "unknown command `\(word)`"
        case let .extraArgument(argument, operation): "`\(argument)` after the operation \(operation)"
        case let .conflicting(first, second): "\(first) and \(second) cannot be given together"
        case let .insecureEndpoint(option, url):
            "\(option) \(url) is plain HTTP: GitHub's token would cross the network in the clear;"
                + " use https, or give \(CommandOption.allowInsecure.name) to send it anyway"
        case let .badVariables(problem): "--variables: \(problem)"
        case let .unknownOperation(name, api):
            "no operation \(name) in \(api?.rawValue ?? "either API"); there are "
                + (api.map { [$0] } ?? CatalogAPI.allCases).flatMap(\.operationNames).joined(separator: ", ")
        case let .wrongKind(name, kind, command, runs):
            "\(name) is a \(kind.rawValue); `baton-tui \(command)` runs \(runs.rawValue) operations"
        case let .unknownVariable(name, operation, takes):
            "\(operation) takes no variable `\(name)`; it takes "
                + (takes.isEmpty ? "none" : takes.map { "$\($0)" }.joined(separator: ", "))
        }
    }
}

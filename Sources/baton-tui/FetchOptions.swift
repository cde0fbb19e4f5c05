import Baton
import CommandLineOptions
import Foundation

/// What `fetch` was asked, parsed from its arguments.
struct FetchOptions {
    enum Output: String {
        case dump, json
    }

    var operation: OperationArguments
    var policy: FetchPolicy = .default
    var cacheDirectory: URL?
    var output: Output

    init(parsing arguments: [String]) throws(UsageError) {
        try self.init(try OptionValues.parse(arguments, Self.outputs + Self.table))
    }

    /// The options of a command line already read against `outputs` and `table`.
    init(_ parsed: ParsedArguments) throws(UsageError) {
        // The values first: a bad one is said before what is missing.
        operation = try OperationArguments(values: parsed)
        if let name = parsed.value(of: .policy) {
            guard let chosen = Self.policies[name] else { throw .badValue(CommandOption.policy.name, name) }
            policy = chosen
        }
        cacheDirectory = parsed.value(of: .storeImageDirectory).map(OptionValues.directory)
        try operation.name(in: parsed)
        switch (parsed.isGiven(.dump), parsed.isGiven(.json)) {
        case (true, true): throw .conflicting("--dump", "--json")
        case (true, false): output = .dump
        case (false, true): output = .json
        case (false, false): throw .missingOutput
        }
    }

    /// What `fetch` prints, one of them.
    static let outputs: [CommandOption] = [.dump, .json]
    /// `fetch`'s other options; the parse and the help both read these tables.
    static let table: [CommandOption] = OperationArguments.table + [.policy, .storeImageDirectory, .listOperations, .help]

    static let policies: [String: FetchPolicy] = [
        "store-or-network": .storeOrNetwork, "network-only": .networkOnly, "store-only": .storeOnly,
    ]
}

extension CommandOption {
    static let dump = CommandOption("--dump", summary: "the store's dump, one record a line")
    static let json = CommandOption(
        "--json", summary: "the operation's data read back through its lenses, in\nthe response's shape")
    static let operationAPI = CommandOption(
        "--api", value: "rickandmorty|github", summary: "the API the operation belongs to; found by name if absent")
    static let endpoint = CommandOption("--endpoint", value: "URL", summary: "the GraphQL endpoint (default: the API's public one)")
    static let variables = CommandOption("--variables", value: "JSON", summary: "the operation's variables as a JSON object")
    static let policy = CommandOption(
        "--policy", value: "store-or-network|network-only|store-only", summary: "the fetch policy (default: store-or-network)")
    static let storeImageDirectory = CommandOption(
        "--cache-dir", value: "DIR", summary: "keep the store's image in DIR and read from it")
}

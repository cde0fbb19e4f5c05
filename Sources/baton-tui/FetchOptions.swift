import Baton
import Foundation

/// What `fetch` was asked, parsed from its arguments.
struct FetchOptions {
    enum Output: String {
        case dump, json
    }

    var operationName: String
    var api: CatalogAPI?
    var endpoint: URL?
    var variables: Variables = [:]
    var policy: FetchPolicy = .default
    var cacheDirectory: URL?
    var output: Output

    init(parsing arguments: [String]) throws(UsageError) {
        var operationName: String?
        var output: Output?
        var arguments = Arguments(arguments)
        var api: CatalogAPI?
        var endpoint: URL?
        var variables: Variables = [:]
        var policy = FetchPolicy.default
        var cacheDirectory: URL?
        while let argument = arguments.next() {
            switch argument {
            case "--api":
                api = try arguments.api(of: argument)
            case "--endpoint":
                endpoint = try arguments.endpoint(of: argument)
            case "--variables":
                variables = try VariablesJSON.decode(try arguments.value(of: argument))
            case "--policy":
                let name = try arguments.value(of: argument)
                guard let chosen = Self.policies[name] else { throw .badValue(argument, name) }
                policy = chosen
            case "--cache-dir":
                cacheDirectory = try arguments.directory(of: argument)
            case "--dump", "--json":
                let chosen: Output = argument == "--dump" ? .dump : .json
                if let output, output != chosen { throw .conflicting("--dump", "--json") }
                output = chosen
            default:
                if argument.hasPrefix("-") { throw .unknownFlag(argument) }
                if let operationName { throw .extraArgument(argument, after: operationName) }
                operationName = argument
            }
        }
        guard let operationName else { throw .missingOperation }
        guard let output else { throw .missingOutput }
        self.operationName = operationName
        self.output = output
        self.api = api
        self.endpoint = endpoint
        self.variables = variables
        self.policy = policy
        self.cacheDirectory = cacheDirectory
    }

    static let policies: [String: FetchPolicy] = [
        "store-or-network": .storeOrNetwork, "network-only": .networkOnly, "store-only": .storeOnly,
    ]
}

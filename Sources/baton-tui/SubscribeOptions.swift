import Baton
import CommandLineOptions
import Foundation

/// What `subscribe` was asked, parsed from its arguments.
struct SubscribeOptions {
    var operationName: String
    var live = LiveProtocol.sse
    var api: CatalogAPI?
    var endpoint: URL?
    var variables: Variables = [:]
    /// How many events to print before ending; nil for as many as come.
    var count: Int?

    init(parsing arguments: [String]) throws(UsageError) {
        let parsed = try OptionValues.parse(arguments, Self.table)
        if let name = parsed.value(of: .operationAPI) { api = try OptionValues.api(name, of: .operationAPI) }
        if let text = parsed.value(of: .endpoint) { endpoint = try OptionValues.endpoint(text, of: .endpoint) }
        if let text = parsed.value(of: .variables) { variables = try VariablesJSON.decode(text) }
        if let name = parsed.value(of: .live) { live = try LiveProtocol.parse(name) }
        if let text = parsed.value(of: .eventCount) {
            guard let count = Int(text), count > 0 else { throw .badValue(CommandOption.eventCount.name, text) }
            self.count = count
        }
        guard let operationName = parsed.operands.first else { throw .missingOperation }
        if parsed.operands.count > 1 { throw .extraArgument(parsed.operands[1], after: operationName) }
        self.operationName = operationName
    }

    /// `subscribe`'s options; the parse and the help both read this table.
    static let table: [CommandOption] = [.operationAPI, .endpoint, .variables, .live, .eventCount]
}

extension CommandOption {
    static let eventCount = CommandOption("--count", value: "N", summary: "end after N events (default: when the server ends)")
}

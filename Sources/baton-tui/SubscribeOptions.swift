import Baton
import CommandLineOptions
import Foundation

/// What `subscribe` was asked, parsed from its arguments.
struct SubscribeOptions {
    var operation: OperationArguments
    var live = LiveProtocol.sse
    /// How many events to print before ending; nil for as many as come.
    var count: Int?

    init(parsing arguments: [String]) throws(UsageError) {
        try self.init(try OptionValues.parse(arguments, Self.table))
    }

    /// The options of a command line already read against `table`.
    init(_ parsed: ParsedArguments) throws(UsageError) {
        operation = try OperationArguments(values: parsed)
        if let name = parsed.value(of: .live) { live = try LiveProtocol.parse(name) }
        if let text = parsed.value(of: .eventCount) {
            guard let count = Int(text), count > 0 else { throw .badValue(CommandOption.eventCount.name, text) }
            self.count = count
        }
        try operation.name(in: parsed)
    }

    /// `subscribe`'s options; the parse and the help both read this table.
    static let table: [CommandOption] = OperationArguments.table + [.live, .eventCount, .listOperations, .help]
}

extension CommandOption {
    static let eventCount = CommandOption("--count", value: "N", summary: "end after N events (default: when the server ends)")
}

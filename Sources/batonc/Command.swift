/// The commands batonc runs, with the options each accepts.
enum Command: String, CaseIterable {
    case validate
    case print

    var summary: String {
        switch self {
        case .validate: "Check documents against the schema and report every error."
        case .print: "Print an operation's compact text, with the fragments it reaches."
        }
    }

    var usage: String {
        switch self {
        case .validate: "batonc validate (--config <baton.json> | --schema <schema.graphql>) <files...>"
        case .print: "batonc print <operation> (--config <baton.json> | --schema <schema.graphql>) <files...>"
        }
    }

    var options: [CommandOption] { [.config, .schema, .help] }

    /// Every command's name, `generate` included, which parses its own options.
    static var allNames: [String] { allCases.map(\.rawValue) + ["generate"] }
}

/// One option of a command: its spellings, its value's name and what it does.
struct CommandOption: Equatable {
    var name: String
    var shortName: String?
    var valueName: String?
    var summary: String

    static let config = CommandOption(
        name: "--config", valueName: "<baton.json>",
        summary: "The compiler's configuration: the schema, its extensions, persistConfig.")
    static let schema = CommandOption(
        name: "--schema", valueName: "<schema.graphql>", summary: "The schema's SDL, when there is no configuration.")
    static let help = CommandOption(name: "--help", shortName: "-h", summary: "Show this help.")

    var spellings: [String] { [name] + (shortName.map { [$0] } ?? []) }
}

import CommandLineOptions

/// The commands batonc runs, with the options each accepts: one table per command,
/// which both the parse and the help read.
enum Command: String, CaseIterable {
    case validate
    case print
    case generate

    var summary: String {
        switch self {
        case .validate: "Check documents against the schema and report every error."
        case .print: "Print an operation's compact text, with the fragments it reaches."
        case .generate: "Generate Swift from documents: a file per document and the target's shared file."
        }
    }

    var usage: String {
        switch self {
        case .validate: "batonc validate (--config <baton.json> | --schema <schema.graphql>) <files...>"
        case .print: "batonc print <operation> (--config <baton.json> | --schema <schema.graphql>) <files...>"
        case .generate:
            "batonc generate --config <baton.json> [--out <dir>] [--report <file>] [--persisted <file>] [--check] <files...>"
        }
    }

    var options: [CommandOption] {
        switch self {
        case .validate, .print: [.config, .schema, .help]
        case .generate: [.config, .out, .report, .persisted, .check, .help]
        }
    }

    static var allNames: [String] { allCases.map(\.rawValue) }
}

extension CommandOption {
    static let config = CommandOption(
        "--config", value: "<baton.json>", summary: "The compiler's configuration: the schema, its extensions, persistConfig.")
    static let schema = CommandOption(
        "--schema", value: "<schema.graphql>", summary: "The schema's SDL, when there is no configuration.")
    static let out = CommandOption(
        "--out", value: "<dir>", summary: "Where the Swift files go (default: the current directory).")
    static let report = CommandOption("--report", value: "<file>", summary: "Write the JSON report of what was compiled.")
    static let persisted = CommandOption("--persisted", value: "<file>", summary: "Write the map from persisted id to text.")
    static let check = CommandOption("--check", summary: "Write nothing; exit 1 naming each stale or missing output.")
    static let help = CommandOption("--help", short: "-h", summary: "Show this help.")
    static let version = CommandOption("--version", summary: "Print the release and the commit batonc was built from.")
}

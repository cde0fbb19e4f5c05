/// `batonc generate`'s arguments: `--config baton.json [--out DIR] [--report FILE]
/// [--persisted FILE] [--check] FILES...`.
struct GenerateOptions: Equatable {
    var config: String
    var outputDirectory: String
    var report: String?
    var persisted: String?
    var check: Bool
    var documentPaths: [String]

    static let usage =
        "batonc generate --config <baton.json> [--out <dir>] [--report <file>] [--persisted <file>] [--check] <files...>"

    static let help = """
        OVERVIEW: Generate Swift from documents: a file per document and the target's shared file.

        USAGE: \(usage)

        OPTIONS:
          --config <baton.json>       The compiler's configuration.
          --out <dir>                 Where the Swift files go (default: the current directory).
          --report <file>             Write the JSON report of what was compiled.
          --persisted <file>          Write the map from persisted id to text.
          --check                     Write nothing; exit 1 naming each stale or missing output.
          -h, --help                  Show this help.

        """

    /// Nil when help was asked for.
    static func parse(_ arguments: [String]) throws(GenerateUsageError) -> GenerateOptions? {
        var config: String?
        var outputDirectory: String?
        var report: String?
        var persisted: String?
        var check = false
        var files: [String] = []
        var index = 0
        func value(for option: String) throws(GenerateUsageError) -> String {
            guard index < arguments.count else { throw failure("option '\(option)' needs a value") }
            index += 1
            return arguments[index - 1]
        }
        func once(_ current: String?, _ option: String) throws(GenerateUsageError) {
            if current != nil { throw failure("'\(option)' given twice") }
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "-h", "--help": return nil
            case "--check": check = true
            case "--config": try once(config, argument); config = try value(for: argument)
            case "--out": try once(outputDirectory, argument); outputDirectory = try value(for: argument)
            case "--report": try once(report, argument); report = try value(for: argument)
            case "--persisted": try once(persisted, argument); persisted = try value(for: argument)
            default:
                if argument.hasPrefix("-") { throw failure("unknown option '\(argument)'") }
                files.append(argument)
            }
        }
        guard let config else { throw failure("missing '--config'") }
        guard !files.isEmpty else { throw failure("no document files given") }
        return GenerateOptions(
            config: config, outputDirectory: outputDirectory ?? ".", report: report, persisted: persisted,
            check: check, documentPaths: files)
    }

    private static func failure(_ message: String) -> GenerateUsageError {
        GenerateUsageError(message: message)
    }
}

struct GenerateUsageError: Error {
    var message: String

    var description: String {
        "batonc generate: error: \(message)\nusage: \(GenerateOptions.usage)"
    }
}

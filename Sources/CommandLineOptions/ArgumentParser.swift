/// Reads a command line against a table of options, the same way for every command of
/// both executables: options and operands in any order; `--option value` and
/// `--option=value` alike; `--` ends the options; `-` alone is an operand; an option
/// not marked repeatable given twice is an error.
public enum ArgumentParser {
    public static func parse(_ arguments: [String], options: [CommandOption]) throws(ArgumentError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.addOperand(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let parts = argument.hasPrefix("--")
                ? argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                : [argument]
            guard let option = options.first(where: { $0.spellings.contains(parts[0]) }) else {
                throw .unknownOption(parts[0])
            }
            if parsed.isGiven(option), !option.repeatable { throw .givenTwice(option.name) }
            guard option.takesValue else {
                if parts.count == 2 { throw .unexpectedValue(option.name) }
                parsed.add("", for: option)
                continue
            }
            if parts.count == 2 {
                parsed.add(parts[1], for: option)
            } else if index < arguments.count {
                parsed.add(arguments[index], for: option)
                index += 1
            } else {
                throw .missingValue(option.name)
            }
        }
        return parsed
    }
}

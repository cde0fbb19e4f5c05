/// Why a command line does not read against its table of options.
public enum ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)
    case unexpectedValue(String)
    case givenTwice(String)

    public var description: String {
        switch self {
        case let .unknownOption(name): "unknown option '\(name)'"
        case let .missingValue(name): "option '\(name)' needs a value"
        case let .unexpectedValue(name): "option '\(name)' takes no value"
        case let .givenTwice(name): "'\(name)' given twice"
        }
    }
}

/// A command line the benchmarks do not understand.
enum OptionsError: Error, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(String)
    case unknownFilter(String, known: [String])

    var description: String {
        switch self {
        case let .unknownArgument(argument): "unknown argument \(argument)"
        case let .missingValue(flag): "\(flag) needs a value"
        case let .unknownFilter(name, known): "no benchmark matches \(name); the benchmarks are \(known.joined(separator: ", "))"
        }
    }
}

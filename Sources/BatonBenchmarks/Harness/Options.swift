/// The command line: `BatonBenchmarks [--quick] [--filter NAME] [--tsv] [--counts]`.
struct Options: Equatable {
    var quick = false
    var filter: String?
    var tsv = false
    var counts = false
    var help = false

    static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--tsv": options.tsv = true
            case "--counts": options.counts = true
            case "--help", "-h": options.help = true
            case "--filter":
                guard let value = remaining.popFirst() else { throw .missingValue("--filter") }
                options.filter = value
            default: throw .unknownArgument(argument)
            }
        }
        return options
    }
}

/// A command line as a table of options read it: each option's values in order, and
/// the operands, which are every argument that is not an option or an option's value.
public struct ParsedArguments: Equatable, Sendable {
    public private(set) var operands: [String] = []
    private var values: [String: [String]] = [:]

    public init() {}

    /// Every value `option` was given, in order; a flag's is one empty string a time.
    public func values(of option: CommandOption) -> [String] {
        values[option.name] ?? []
    }

    /// The value `option` was given, nil when it was not.
    public func value(of option: CommandOption) -> String? {
        values[option.name]?.last
    }

    public func isGiven(_ option: CommandOption) -> Bool {
        values[option.name] != nil
    }

    mutating func add(_ value: String, for option: CommandOption) {
        values[option.name, default: []].append(value)
    }

    mutating func addOperand(_ operand: String) {
        operands.append(operand)
    }
}

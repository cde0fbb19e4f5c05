import Baton
import CommandLineOptions
import Foundation

/// The operation a command line names and where it goes: what `fetch` and `subscribe`
/// read alike. The values are read when it is made; the operation's name, which must
/// be there, by `name(in:)` once every value of the command was, so that a bad value is
/// said before what is missing.
struct OperationArguments {
    var name = ""
    var api: CatalogAPI?
    var endpoint: URL?
    var variables: Variables = [:]
    /// `--allow-insecure`: GitHub's token may go to a plain http:// endpoint.
    var allowsInsecure = false

    /// The options it reads, for a command's table.
    static let table: [CommandOption] = [.operationAPI, .endpoint, .allowInsecure, .variables]

    init(values parsed: ParsedArguments) throws(UsageError) {
        allowsInsecure = parsed.isGiven(.allowInsecure)
        if let name = parsed.value(of: .operationAPI) { api = try OptionValues.api(name, of: .operationAPI) }
        if let text = parsed.value(of: .endpoint) { endpoint = try OptionValues.endpoint(text, of: .endpoint) }
        if let text = parsed.value(of: .variables) { variables = try VariablesJSON.decode(text) }
    }

    /// What a command answers without running an operation: its help, or with
    /// `--list-operations` the names of the operations it runs (of `--api`'s API when
    /// given), one a line, which the shells' completions read; nil when it runs one.
    static func answer(to parsed: ParsedArguments, usage: CommandUsage, running kind: OperationKind)
        throws(UsageError) -> String? {
        if parsed.isGiven(.help) { return usage.text }
        guard parsed.isGiven(.listOperations) else { return nil }
        if !parsed.operands.isEmpty { throw .conflicting(CommandOption.listOperations.name, "an operation") }
        let apis = try OperationArguments(values: parsed).api.map { [$0] } ?? CatalogAPI.allCases
        return apis.flatMap { $0.operations.filter { $0.kind == kind }.map { $0.name } }.joined(separator: "\n")
    }

    /// Reads the operation's name, the one operand.
    mutating func name(in parsed: ParsedArguments) throws(UsageError) {
        guard let name = parsed.operands.first else { throw .missingOperation }
        if parsed.operands.count > 1 { throw .extraArgument(parsed.operands[1], after: name) }
        self.name = name
    }

    /// The compiled operation named and its API, which must run as `kind` in `command`.
    func lookUp(runningAs kind: OperationKind, in command: String) throws(UsageError) -> (CatalogAPI, any Baton.Operation.Type) {
        let (api, type) = try CatalogAPI.lookUp(name, in: api)
        guard type.kind == kind else { throw .wrongKind(type.name, is: type.kind, command: command, runs: kind) }
        return (api, type)
    }

    /// The operation with the given variables, checked against those it defines.
    func operation<Base: Baton.Operation>(_: Base.Type) throws(UsageError) -> RequestedOperation<Base> {
        try RequestedOperation<Base>(variables: variables)
    }

    /// Where it is sent: the endpoint given, else the API's own; a plain http:// one
    /// for GitHub only as `OptionValues.checkTokenTravels` allows.
    func endpoint(of api: CatalogAPI) throws(UsageError) -> URL {
        guard let endpoint else { return api.defaultEndpoint }
        try OptionValues.checkTokenTravels(to: endpoint, for: api, of: .endpoint, allowInsecure: allowsInsecure)
        return endpoint
    }
}

extension CommandOption {
    static let listOperations = CommandOption(
        "--list-operations", summary: "list the operations the command runs, one a line\n(those of --api's API if given)")
}

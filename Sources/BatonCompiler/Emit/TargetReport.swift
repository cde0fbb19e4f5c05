/// What a target's compilation reports beside its Swift: every operation (its
/// kind, source, variables, persisted id, text and lens) and every fragment (the
/// operations that reach it and its lens), in name order, and the persisted
/// documents by id.
struct TargetReport {
    let schemaDigest: String
    let operations: [CompiledOperation]
    let fragments: [String: (definition: FragmentDefinition, path: String)]
    let fragmentLenses: [String: Report.Value]
    /// The operations that reach each fragment, directly or through others.
    let reaching: [String: [String]]

    private var ordered: [CompiledOperation] { operations.sorted { $0.name < $1.name } }

    var text: String {
        let fragmentReports: [Report.Value] = fragments.keys.sorted().map { name in
            let (definition, path) = fragments[name]!
            return .object([
                ("name", .string(name)), ("typeCondition", .string(definition.typeCondition.name.value)),
                ("source", .string(path)), ("operations", .list((reaching[name] ?? []).sorted().map(Report.Value.string))),
                ("text", .string(CompactPrinter.print(definition))), ("lens", fragmentLenses[name] ?? .null),
            ])
        }
        return Report.Value.object([
            ("schemaDigest", .string(schemaDigest)),
            ("operations", .list(ordered.map { .object($0.report) })),
            ("fragments", .list(fragmentReports)),
        ]).text
    }

    func persisted(algorithm: PersistAlgorithm) -> String {
        Report.Value.object(
            ordered.map { (PersistedID(text: $0.text, algorithm: algorithm).value, Report.Value.string($0.text)) }
                .sorted { $0.0 < $1.0 }
        ).text
    }
}

struct CompiledOperation {
    var name: String
    var text: String
    var reached: [String]
    var report: [(String, Report.Value)]
}

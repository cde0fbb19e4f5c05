/// An operation assembled for the server: the transformed operation and every
/// fragment it reaches, directly or through other fragments, applied with the
/// arguments its spreads pass (`FragmentApplication`) and transformed too; the
/// operation declares only the variables the text reads.
public struct OperationAssembly: Sendable {
    public let operation: OperationDefinition
    /// The fragments the text defines, applied and transformed, by the name the text gives them.
    public let fragments: [String: FragmentDefinition]
    /// The reached fragments' names as the author wrote them, sorted.
    public let reachedFragments: [String]
    /// The compact text the server receives.
    public let text: String

    public init(
        _ operation: OperationDefinition, fragments authored: [String: FragmentDefinition], transform: SelectionTransform
    ) throws(PrinterError) {
        let reached = try FragmentReach.reached(from: operation.selectionSet, in: authored)
        reachedFragments = reached.map(\.name.value)
        var application = FragmentApplication(fragments: authored)
        var applied = operation
        applied.selectionSet = application.apply(operation.selectionSet, scope: [:])
        var fragments: [String: FragmentDefinition] = [:]
        for (name, fragment) in application.applied { fragments[name] = transform.transform(fragment) }
        self.operation = ServerVariables.declared(
            in: transform.transform(applied), fragments: fragments, omitting: SelectionTransform.omittedFromText)
        self.fragments = fragments
        text = try CompactPrinter.print(
            self.operation, fragments: fragments, omitting: SelectionTransform.omittedFromText, groupingConditions: true)
    }
}

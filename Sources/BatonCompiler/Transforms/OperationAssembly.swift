/// An operation assembled for the server: the transformed operation and every
/// fragment it reaches, directly or through other fragments, transformed too.
public struct OperationAssembly: Sendable {
    public let operation: OperationDefinition
    /// The reached fragments, transformed, by name.
    public let fragments: [String: FragmentDefinition]
    /// The reached fragments' names, sorted.
    public let reachedFragments: [String]
    /// The compact text the server receives.
    public let text: String

    public init(
        _ operation: OperationDefinition, fragments authored: [String: FragmentDefinition], transform: SelectionTransform
    ) throws(PrinterError) {
        let reached = try FragmentReach.reached(from: operation.selectionSet, in: authored)
        var fragments: [String: FragmentDefinition] = [:]
        for fragment in reached { fragments[fragment.name.value] = transform.transform(fragment) }
        self.operation = transform.transform(operation)
        self.fragments = fragments
        reachedFragments = reached.map(\.name.value)
        text = try CompactPrinter.print(self.operation, fragments: fragments, omitting: SelectionTransform.planDirectives)
    }
}

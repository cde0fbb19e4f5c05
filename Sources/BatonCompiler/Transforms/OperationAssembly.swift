/// An operation assembled for the server: the transformed operation and every
/// fragment it reaches, directly or through other fragments, transformed too.
/// A fragment with arguments is inlined where it is spread, so only the
/// fragments without arguments stay definitions of the text, and the operation
/// declares only the variables the text reads.
public struct OperationAssembly: Sendable {
    public let operation: OperationDefinition
    /// The fragments the text defines, transformed, by name.
    public let fragments: [String: FragmentDefinition]
    /// The reached fragments' names, sorted, the inlined ones too.
    public let reachedFragments: [String]
    /// The compact text the server receives.
    public let text: String

    public init(
        _ operation: OperationDefinition, fragments authored: [String: FragmentDefinition], transform: SelectionTransform
    ) throws(PrinterError) {
        let reached = try FragmentReach.reached(from: operation.selectionSet, in: authored)
        reachedFragments = reached.map(\.name.value)
        let inlining = ArgumentInlining(fragments: authored)
        var inlined = operation
        inlined.selectionSet = inlining.inline(operation.selectionSet, scope: [:])
        var definitions: [String: FragmentDefinition] = [:]
        for var fragment in reached {
            fragment.selectionSet = inlining.inline(fragment.selectionSet, scope: [:])
            definitions[fragment.name.value] = fragment
        }
        var fragments: [String: FragmentDefinition] = [:]
        for fragment in try FragmentReach.reached(from: inlined.selectionSet, in: definitions) {
            fragments[fragment.name.value] = transform.transform(fragment)
        }
        self.operation = ServerVariables.declared(
            in: transform.transform(inlined), fragments: fragments, omitting: SelectionTransform.planDirectives)
        self.fragments = fragments
        text = try CompactPrinter.print(self.operation, fragments: fragments, omitting: SelectionTransform.planDirectives)
    }
}

import Baton

/// What the build compiled of one half of the suite, Baton's or Relay's: the
/// operations, found by name, and the names of the document files batonc compiled.
public struct CompiledHalf: Sendable {
    public let operations: [any Baton.Operation.Type]
    public let documents: [String]

    public init(operations: [any Baton.Operation.Type], documents: [String]) {
        self.operations = operations
        self.documents = documents
    }

    /// A half the build found no suite for: nothing compiled.
    public static let none = CompiledHalf(operations: [], documents: [])
}

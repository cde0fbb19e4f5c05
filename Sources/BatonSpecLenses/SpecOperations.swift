import Baton

/// The suite's operations as batonc compiled them from its authors' documents,
/// which the runner finds by name, and the source files compiled.
public enum SpecOperations {
    public static var all: [any Operation.Type] { Types.operations }
    public static var documents: [String] { Types.documents }
}

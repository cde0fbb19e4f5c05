import Baton

/// Relay's store tests' operations as batonc compiled them from the sources Baton
/// harvested, which the runner finds by name, and the source files compiled.
public enum RelayOperations {
    public static var all: [any Operation.Type] { Types.operations }
    public static var documents: [String] { Types.documents }
}

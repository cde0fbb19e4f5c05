import Baton

/// The suite's operations as batonc compiled them from its authors' documents,
/// which the runner finds by name.
public enum SpecOperations {
    public static var all: [any Operation.Type] { Types.operations }
}

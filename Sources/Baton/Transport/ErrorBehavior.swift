/// The request's `onError` parameter: what the server does with a field error.
/// baton.json decides it at compile time and every operation of the target sends it.
public enum ErrorBehavior: String, Sendable, Hashable, CaseIterable {
    /// GraphQL's classic behaviour: a null bubbles to the nearest nullable ancestor.
    case propagate = "PROPAGATE"
    /// The erroring field alone is null; its siblings and ancestors keep their values.
    case null = "NULL"
    /// The whole response is abandoned at the first field error.
    case abort = "ABORT"
}

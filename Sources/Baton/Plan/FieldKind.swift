/// What a field holds, as the plan says: a scalar, a list of scalars, or a link
/// to the selection (by its index in the plan) its objects are read against.
public enum FieldKind: Sendable, Hashable {
    case scalar(ScalarType)
    /// A list of scalars; `depth` is how many lists deep the scalars sit.
    case scalarList(ScalarType, depth: Int)
    case link(selection: Int)
    case links(selection: Int)
}

/// A part an incremental response cannot take at this point of its stream: the
/// part is refused whole and the store left as it was.
public enum IncrementalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A part after one that said `hasNext: false`.
    case partAfterLast
    /// A later part carrying `data`, which only the initial payload carries.
    case dataAfterInitial

    public var description: String {
        switch self {
        case .partAfterLast: "a part after the response's last"
        case .dataAfterInitial: "a later part of an incremental response carries data"
        }
    }
}

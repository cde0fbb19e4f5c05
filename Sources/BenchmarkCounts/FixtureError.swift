/// Why the benchmarks' payload could not be prepared.
public enum FixtureError: Error, Equatable, CustomStringConvertible {
    /// The file is missing or unreadable.
    case unreadable(String)
    /// An edit's bytes occur nowhere in the payload: the fixture changed under it.
    case editNotFound(String)

    public var description: String {
        switch self {
        case let .unreadable(path): "cannot read the fixture at \(path)"
        case let .editNotFound(text): "the fixture does not contain \(text)"
        }
    }
}

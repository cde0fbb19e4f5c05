/// Why the store's dump could not be written.
public enum ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The directory could not be made.
    case directoryUnavailable(path: String, reason: String)
    /// The file could not be written.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .directoryUnavailable(path, reason): "cannot make the directory \(path): \(reason)"
        case let .writeFailed(path, reason): "cannot write \(path): \(reason)"
        }
    }
}

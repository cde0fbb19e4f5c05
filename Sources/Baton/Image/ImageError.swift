/// Why a persistence could not be made or removed.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A name for `Persistence(name:)` must be a plain file name.
    case invalidName(String)
    /// Neither `XDG_CACHE_HOME` nor `HOME` says where caches go.
    case noCacheDirectory
    /// A file of the image could not be deleted.
    case removal(path: String, errno: Int32)

    public var description: String {
        switch self {
        case let .invalidName(name): "an image's name is a plain file name, not \"\(name)\""
        case .noCacheDirectory: "neither XDG_CACHE_HOME nor HOME is set"
        case let .removal(path, code): "cannot delete \(path): errno \(code)"
        }
    }
}

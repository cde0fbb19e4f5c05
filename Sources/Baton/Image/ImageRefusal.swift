/// Why an image left the file at its path alone and runs without one: the file is
/// not ours to replace, or the place cannot hold one. Said once, in the image's log.
public enum ImageRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path, or its log beside it, is a symbolic link: whatever it points at stays as it is.
    case symbolicLink
    /// Something other than a regular file is at the path.
    case notAFile
    /// A file that is not a SQLite database.
    case notSQLite
    /// A SQLite database that is not an image of ours.
    case foreignDatabase
    /// The directory cannot be written and holds no image to read.
    case readOnlyWithoutImage

    public var description: String {
        switch self {
        case .symbolicLink: "the image's path is a symbolic link, left alone"
        case .notAFile: "something other than a file is at the image's path, left alone"
        case .notSQLite: "a file that is not an image is at the image's path, left alone"
        case .foreignDatabase: "a database that is not an image is at the image's path, left alone"
        case .readOnlyWithoutImage: "the cache directory is read-only and holds no image"
        }
    }
}

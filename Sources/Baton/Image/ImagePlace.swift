import Foundation

/// What an image finds at its path before it opens anything: whether the file there
/// is ours to open, replace or make, and whether the place can be written. A symbolic
/// link, anything but a regular file, and a file that is not SQLite belong to someone
/// else and are never opened; a place that cannot be written is read and never changed.
enum ImagePlace {
    enum Access: Equatable {
        case readWrite
        /// The directory or the file cannot be written: the file found is read, as it is.
        case readOnly
    }

    /// How an image may use `path`, or why it must leave it alone.
    static func check(_ path: String) -> Result<Access, ImageRefusal> {
        for suffix in ["", "-wal", "-shm"] {
            var status = stat()
            if lstat(path + suffix, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return .failure(.symbolicLink) }
        }
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists {
            guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notAFile) }
            if status.st_size > 0, !hasSQLiteHeader(path) { return .failure(.notSQLite) }
        }
        guard isWritable(path, exists: exists) else {
            return exists && status.st_size > 0 ? .success(.readOnly) : .failure(.readOnlyWithoutImage)
        }
        return .success(.readWrite)
    }

    /// Every SQLite database begins with these sixteen bytes.
    private static let header = Array("SQLite format 3\0".utf8)

    private static func hasSQLiteHeader(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: header.count)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, header.count) }
        return count == header.count && bytes == header
    }

    /// The directory a file path names its file in, without Foundation's path
    /// objects, which cost more than the open they precede.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether the file, and the directory its log and shared memory go in, can be
    /// written: by permission and by the file system's mount.
    private static func isWritable(_ path: String, exists: Bool) -> Bool {
        let directory = directory(of: path)
        var system = statvfs()
        if statvfs(directory, &system) == 0, system.f_flag & UInt(ST_RDONLY) != 0 { return false }
        if access(directory, W_OK) != 0 { return false }
        return !exists || access(path, W_OK) == 0
    }
}

import Foundation

/// The cache directory and the files in it hold private data (private repositories,
/// search words): the directories are made readable by their owner alone and the
/// files readable and writable by their owner alone, as `gh` keeps its hosts file.
public enum PrivateFiles {
    /// Why a private directory or file could not be made.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Something that is not a directory stands where the directory goes.
        case notADirectory(String)
        case cannotCreate(String, errno: Int32)
        case cannotWrite(String, errno: Int32)

        public var description: String {
            switch self {
            case let .notADirectory(path): "\(path) is not a directory"
            case let .cannotCreate(path, code): "cannot create \(path): \(String(cString: strerror(code)))"
            case let .cannotWrite(path, code): "cannot write \(path): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Makes `url` and any missing parent, each new one `0700`; a directory already
    /// there keeps its mode.
    public static func createDirectory(_ url: URL) throws(Failure) {
        let path = url.standardizedFileURL.path
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path) }
            return
        }
        let parent = url.standardizedFileURL.deletingLastPathComponent()
        if parent.path != path { try createDirectory(parent) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { throw .cannotCreate(path, errno: errno) }
    }

    /// Writes `data` whole as `url`, `0600`, through a file beside it renamed over
    /// it, so a reader never sees half of it.
    public static func write(_ data: Data, to url: URL) throws(Failure) {
        let path = url.standardizedFileURL.path
        let temporary = path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path, errno: errno) }
        let written = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        let code = errno
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            let failure = written ? errno : code
            unlink(temporary)
            throw .cannotWrite(path, errno: failure)
        }
    }
}

import Foundation

/// Deleting an image's files under a marker: written before the first file goes
/// and removed after the last, so an open that finds it finishes the deletion a
/// crash interrupted.
enum Removal {
    static func markerPath(_ path: String) -> String { path + ".removing" }

    static func mark(_ path: String) throws(ImageError) {
        let marker = markerPath(path)
        guard FileManager.default.createFile(atPath: marker, contents: nil) else {
            throw .removal(path: marker, errno: errno)
        }
    }

    static func remove(_ path: String) throws(ImageError) {
        try mark(path)
        for suffix in ["-wal", "-shm", ""] where unlink(path + suffix) != 0 && errno != ENOENT {
            throw .removal(path: path + suffix, errno: errno)
        }
        unlink(markerPath(path))
    }

    /// At an open: a marker left behind means a removal did not finish.
    static func finishIfMarked(_ path: String) {
        guard FileManager.default.fileExists(atPath: markerPath(path)) else { return }
        ImageFile.deleteFiles(at: path)
        unlink(markerPath(path))
    }
}

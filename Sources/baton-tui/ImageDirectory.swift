import Foundation

/// The images' directory: each API's image per endpoint and token lives there, so one
/// a user no longer signs in with (an old token, another server) would stay forever.
/// An image of ours that no launch wrote for `retention` is deleted at launch; the
/// images in use and anything not named as ours are left alone.
enum ImageDirectory {
    static let retention: TimeInterval = 30 * 24 * 60 * 60

    /// Deletes the images of ours in `directory`, with their logs, that were last
    /// written before `now - retention` and are not among `keeping`. Returns their names.
    @discardableResult
    static func prune(_ directory: URL, keeping: Set<String>, now: Date = Date()) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        var deleted: [String] = []
        for name in names where isImageName(name) && !keeping.contains(name) {
            let path = directory.appendingPathComponent(name).path
            var status = stat()
            // A link or anything but a regular file is not ours, whatever its name.
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let written = ["", "-wal"].compactMap { suffix -> Date? in
                var status = stat()
                guard lstat(path + suffix, &status) == 0 else { return nil }
                return Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))
            }.max() ?? now
            guard now.timeIntervalSince(written) > retention else { continue }
            for suffix in ["-wal", "-shm", ""] { unlink(path + suffix) }
            deleted.append(name)
        }
        return deleted.sorted()
    }

    /// `<api>-<sixteen hex digits>.sqlite`, as `ImageIdentity` names an image.
    static func isImageName(_ name: String) -> Bool {
        let parts = name.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, CatalogAPI(rawValue: String(parts[0])) != nil, parts[1].hasSuffix(".sqlite") else {
            return false
        }
        let digest = parts[1].dropLast(".sqlite".count)
        return digest.count == 16 && digest.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}

import Foundation

/// A store's image: its records in one SQLite file, written behind every server
/// commit off the main actor and read back only by hydration. It is a cache: an
/// image of ours of another format or version, or a damaged one, is deleted and
/// made again, and nothing the app does fails because it did. What is not ours (a
/// symbolic link, a file that is not SQLite, another program's database) is left
/// alone, and the image runs without a file. Rows stay across launches until the
/// file outgrows its size limit; a place that cannot be written is only read.
/// Several processes may share one file.
///
/// An image is made for one store and lives as long as it: hand it to
/// `Store(persistence:)` or `attach(_:)`, and `close()` it at the environment's
/// end. One image of a process holds a file; a second made on it runs without it.
public final class Persistence: Sendable {
    /// Where the file is.
    public let url: URL
    /// The image's version: a file written under another is started again.
    public let version: String
    /// Over this many bytes at the open, the oldest launches' rows are evicted until
    /// the file fits, while the launch reads on; 0 for no limit. Below it, rows stay
    /// whatever their age.
    public let sizeLimit: Int
    public let schema: ImageSchema
    let writer: ImageWriter

    public static let defaultSizeLimit = 64 << 20

    /// An image at `url`, its version the schema's digest unless `version` is given.
    /// The file opens off the caller's thread.
    public init(
        url: URL, schema: ImageSchema = .plain, version: String? = nil, sizeLimit: Int = Persistence.defaultSizeLimit,
        log: (@Sendable (ImageEvent) -> Void)? = nil
    ) {
        self.url = url
        self.schema = schema
        self.version = version ?? schema.digest
        self.sizeLimit = sizeLimit
        // The directory's links resolved, so one file has one claim; the file's own name
        // is not: a link there is someone else's file, which the image leaves alone.
        let file = url.standardizedFileURL
        let path = file.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(file.lastPathComponent).path
        writer = ImageWriter(path: path, version: self.version, sizeLimit: sizeLimit, log: log)
    }

    /// An image named `name` in the cache directory: `$XDG_CACHE_HOME/baton-tui`,
    /// else `~/.cache/baton-tui`.
    public convenience init(
        name: String, schema: ImageSchema = .plain, version: String? = nil,
        sizeLimit: Int = Persistence.defaultSizeLimit, log: (@Sendable (ImageEvent) -> Void)? = nil
    ) throws(ImageError) {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { throw .invalidName(name) }
        let url = try Self.cacheDirectory().appendingPathComponent(name + ".sqlite")
        self.init(url: url, schema: schema, version: version, sizeLimit: sizeLimit, log: log)
    }

    /// The directory named images go in, from the environment given.
    public static func cacheDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ImageError) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("baton-tui")
        }
        guard let home = environment["HOME"], !home.isEmpty else { throw .noCacheDirectory }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache").appendingPathComponent("baton-tui")
    }

    /// False when another image of the process held the file when this one was made.
    public var holdsFile: Bool { writer.holdsFile }

    public var statistics: ImageStatistics { writer.statistics }

    /// Waits until the work queued so far is written, or kept for a file locked or
    /// full (see `statistics.rowsWaiting`). Never called on the main actor's path
    /// of a commit: tests and the end of a session wait with it.
    public func flush() async {
        await writer.flush()
    }

    /// Ends the image: nothing committed after reaches the file. What is queued is
    /// written off the caller's thread, then the file is given back; `flush()`
    /// waits for that.
    public func close() {
        writer.close()
    }

    /// Closes the image and deletes its files; a deletion a crash interrupts is
    /// finished by the next open.
    public func removeAll() async throws(ImageError) {
        try await writer.removeAll()
    }
}

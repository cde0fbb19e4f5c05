import Baton
import Foundation

/// `--log FILE`: every event of the environments and their images appended to the file,
/// one line each with the time and the API. Events carry names and counts, never a
/// value, a variable or the token.
final class EventLog: Sendable {
    private let file: Locked<FileHandle>

    /// Opens `url` for appending, made `0600` when absent: the log names the
    /// operations a user ran.
    init(appendingTo url: URL) throws(LogFileError) {
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw LogFileError(path: url.path) }
        file = Locked(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
    }

    func record(_ api: CatalogAPI, _ event: String) {
        record(source: api.rawValue, event)
    }

    /// An event of the app's own, such as the steps of quitting.
    func recordApp(_ event: String) {
        record(source: "app", event)
    }

    private func record(source: String, _ event: String) {
        let time = Date.now.formatted(.iso8601)
        let line = Data("\(time) \(source) \(event)\n".utf8)
        file.withLock { try? $0.write(contentsOf: line) }
    }
}

/// The log file cannot be opened for appending.
struct LogFileError: Error, CustomStringConvertible {
    let path: String
    var description: String { "cannot append to the log file \(path)" }
}

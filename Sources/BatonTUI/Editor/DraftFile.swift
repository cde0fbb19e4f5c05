import Foundation
import Glibc

/// A draft on disk for an editor: a new file only its owner can read, in `$TMPDIR` or
/// `/tmp`, named `.md` so that the editor highlights the markdown.
struct DraftFile {
    let path: String

    init(_ text: String, directory: String = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp")
        throws(ExternalEditorError) {
        // mkstemps makes the name unique in place of the six letters before the suffix.
        let unique = String(repeating: "X", count: 6)
        var template = Array("\(directory)/baton-tui-draft-\(unique).md".utf8CString)
        let descriptor = mkstemps(&template, 3)
        guard descriptor >= 0 else { throw .noDraftFile(reason: String(cString: strerror(errno))) }
        path = String(cString: template)
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(path)
                throw .noDraftFile(reason: reason)
            }
            written += count
        }
        close(descriptor)
    }

    /// The file's text; nil when it is gone or not UTF-8.
    func read() -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    func remove() {
        unlink(path)
    }
}

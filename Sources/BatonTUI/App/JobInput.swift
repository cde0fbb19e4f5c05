import Foundation
import Glibc

/// Text a foreground job reads on its standard input (a diff handed to the person's
/// pager), in a file unlinked the moment it is made: no other process can open it, and
/// nothing is left behind however the job ends. A file rather than a pipe, since a job
/// that stops reading early (a pager quit on its first page) would leave a pipe's
/// writer waiting.
final class JobInput {
    let descriptor: Int32

    init(_ text: String, directory: String = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp")
        throws(ForegroundJob.Failure) {
        var template = Array("\(directory)/baton-tui-input-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw Self.failure() }
        unlink(template)
        self.descriptor = descriptor
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Self.failure() }
            written += count
        }
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw Self.failure() }
    }

    deinit {
        close(descriptor)
    }

    private static func failure() -> ForegroundJob.Failure {
        ForegroundJob.Failure(reason: "its input could not be written to a temporary file: \(String(cString: strerror(errno)))")
    }
}

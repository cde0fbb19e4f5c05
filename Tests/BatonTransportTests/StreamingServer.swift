#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Baton
import Foundation
import Synchronization

/// A listener on 127.0.0.1 that answers each request with a status (200 unless told) of one content type,
/// any other headers given, and a body written step by step, each write its own, until the script ends (the
/// server then closes: the body ends there) or holds the connection open until the
/// client closes it. It keeps what each request sent and counts the connections the
/// client closed while held open: what a server sees of a transfer really aborted.
final class StreamingServer: Sendable {
    enum Step: Sendable {
        case send(String)
        case pause(Duration)
        /// Waits until the test calls `release()`, so a test sees what came before.
        case awaitRelease
        /// Sends nothing more and waits for the client to close.
        case holdOpen
    }

    let url: URL
    private let listener: LocalListener
    private let status: String
    private let contentType: String
    private let headers: [String]
    private let steps: [Step]
    private let releases = Atomic<Int>(0)
    private let closed = Atomic<Int>(0)
    private let received = Locked<[String]>([])

    /// Each request's head and body as the server read them.
    var requests: [String] { received.withLock { $0 } }
    var connectionsClosedByTheClient: Int { closed.load(ordering: .acquiring) }

    init(status: String = "200 OK", contentType: String, headers: [String] = [], steps: [Step]) throws {
        listener = try LocalListener()
        url = listener.url
        self.status = status
        self.contentType = contentType
        self.headers = headers
        self.steps = steps
        listener.start { [self] in answer($0) }
    }

    /// Lets every connection waiting at `awaitRelease` go on, once.
    func release() {
        releases.add(1, ordering: .releasing)
    }

    /// Stops accepting; a held connection's thread ends when its client closes.
    func stop() {
        listener.stop()
    }

    private func answer(_ connection: Int32) {
        defer { close(connection) }
        guard let request = readRequest(connection) else { return }
        received.withLock { $0.append(request) }
        // No length: the body ends when the server closes.
        let head = ["HTTP/1.1 \(status)", "Content-Type: \(contentType)"] + headers + ["Connection: close", "", ""]
        guard write(head.joined(separator: "\r\n"), to: connection) else { return }
        var released = 0
        for step in steps {
            switch step {
            case let .send(text):
                guard write(text, to: connection) else { return }
            case let .pause(duration):
                Thread.sleep(forTimeInterval: Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
            case .awaitRelease:
                released += 1
                while releases.load(ordering: .acquiring) < released { usleep(2_000) }
            case .holdOpen:
                var byte: UInt8 = 0
                while recv(connection, &byte, 1, 0) > 0 {}
                closed.add(1, ordering: .releasing)
                return
            }
        }
    }

    /// The request's head and body, read up to its `Content-Length`.
    private func readRequest(_ connection: Int32) -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let headEnd = Array("\r\n\r\n".utf8)
        while true {
            if let end = bytes.firstRange(of: headEnd) {
                let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
                let length = head.split(separator: "\r\n")
                    .first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                if bytes.count - end.upperBound >= length { return String(decoding: bytes, as: UTF8.self) }
            }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            bytes += buffer[..<count]
        }
    }

    private func write(_ text: String, to connection: Int32) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}

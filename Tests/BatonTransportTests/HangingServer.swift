#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import Synchronization

/// A listener on 127.0.0.1 that reads whatever a client sends and never answers, and
/// counts the connections that sent something and those the client then closed: what
/// a server sees of a transfer that was really aborted.
final class HangingServer: Sendable {
    let url: URL
    private let listener: LocalListener
    private let received = Atomic<Int>(0)
    private let closed = Atomic<Int>(0)

    var connectionsThatSent: Int { received.load(ordering: .acquiring) }
    var connectionsClosedByTheClient: Int { closed.load(ordering: .acquiring) }

    init() throws {
        listener = try LocalListener()
        url = listener.url
        listener.start { [self] in read($0) }
    }

    /// Stops accepting; the connections' threads end when their clients close.
    func stop() {
        listener.stop()
    }

    private func read(_ connection: Int32) {
        defer { close(connection) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var sentSomething = false
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { break }
            if !sentSomething {
                sentSomething = true
                received.add(1, ordering: .releasing)
            }
        }
        closed.add(1, ordering: .releasing)
    }
}

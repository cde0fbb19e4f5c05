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
    private let listener: Int32
    private let received = Atomic<Int>(0)
    private let closed = Atomic<Int>(0)

    var connectionsThatSent: Int { received.load(ordering: .acquiring) }
    var connectionsClosedByTheClient: Int { closed.load(ordering: .acquiring) }

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, address, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        self.listener = listener
        url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/graphql")!
        Thread { [self] in acceptConnections() }.start()
    }

    /// Stops accepting; the connections' threads end when their clients close.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptConnections() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread { [self] in read(connection) }.start()
        }
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

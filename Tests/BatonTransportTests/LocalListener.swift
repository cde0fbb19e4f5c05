#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

/// A listening socket on a free port of 127.0.0.1 for the tests' own servers: once
/// started, each connection accepted is handed on, on a thread of its own.
final class LocalListener: Sendable {
    /// The GraphQL URL on the listener's port.
    let url: URL
    private let descriptor: Int32

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
        descriptor = listener
        url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/graphql")!
    }

    /// Accepts connections until stopped, each handed to `connection`. The accepting
    /// thread closes the socket when it is done with it: closed by `stop()` instead, its
    /// number could go to the next listener before the thread's next `accept`, which
    /// would then take that listener's connection.
    func start(_ connection: @escaping @Sendable (Int32) -> Void) {
        Thread { [descriptor] in
            defer { close(descriptor) }
            while true {
                let accepted = accept(descriptor, nil, nil)
                guard accepted >= 0 else { return }
                Thread { connection(accepted) }.start()
            }
        }.start()
    }

    /// Stops accepting: the accepting thread's `accept` fails, now or at its next call,
    /// and the thread closes the socket. The connections' threads end when their
    /// clients close.
    func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }
}

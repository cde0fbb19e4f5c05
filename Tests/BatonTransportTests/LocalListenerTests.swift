#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import BatonTesting
import Foundation
import Synchronization
import Testing

/// The tests' listener: a stopped one never answers for the next. Found under
/// ThreadSanitizer, where a subscription's request was answered by the server of the
/// test before it, whose accepting thread reached `accept` after its socket's number had
/// gone to the next listener.
struct LocalListenerTests {
    @Test func aListenerStoppedAtOnceNeverTakesTheNextListenersConnection() async throws {
        let stolen = Atomic<Int>(0)
        let served = Atomic<Int>(0)
        for round in 1...50 {
            let stopped = try LocalListener()
            stopped.start { connection in
                stolen.add(1, ordering: .relaxed)
                close(connection)
            }
            stopped.stop()
            let next = try LocalListener()
            next.start { connection in
                served.add(1, ordering: .relaxed)
                close(connection)
            }
            let client = try dial(try #require(next.url.port))
            defer { close(client) }
            try await wait(until: { stolen.load(ordering: .relaxed) + served.load(ordering: .relaxed) == round },
                           "round \(round)'s connection to be accepted")
            next.stop()
        }
        #expect(stolen.load(ordering: .relaxed) == 0)
    }

    /// A connection to 127.0.0.1's `port`, left unanswered.
    private func dial(_ port: Int) throws -> Int32 {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard client >= 0, connected else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        return client
    }
}

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

/// A non-blocking stream of bytes over a connected socket, plain or through TLS: what
/// the WebSocket connection reads and writes, on its own thread only (an OpenSSL
/// connection is not safe to share between threads, so the type is not `Sendable`).
protocol ByteStream: AnyObject {
    /// The socket, for `poll`.
    var descriptor: Int32 { get }
    /// Reads into `buffer`.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(WebSocketError) -> StreamProgress
    /// Writes from the start of `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(WebSocketError) -> StreamProgress
    /// Closes the socket (after TLS's close notify, for TLS).
    func close()
}

extension ByteStream {
    /// Writes from the start of `bytes`.
    func write(_ bytes: some ContiguousBytes) throws(WebSocketError) -> StreamProgress {
        try bytes.withUnsafeBytes { bytes in Result { () throws(WebSocketError) in try write(bytes) } }.get()
    }

    /// Reads into the start of `buffer`.
    func read(into buffer: inout [UInt8]) throws(WebSocketError) -> StreamProgress {
        try buffer.withUnsafeMutableBytes { bytes in Result { () throws(WebSocketError) in try read(into: bytes) } }.get()
    }
}

/// What a non-blocking read or write did.
enum StreamProgress: Equatable {
    /// This many bytes moved, at least one.
    case moved(Int)
    /// Nothing can move until the socket is ready for this.
    case wouldBlock(SocketReadiness)
    /// The peer closed its side (reads only).
    case ended
}

/// What a stream waits for on its socket: TLS may need to write to read, and the reverse.
enum SocketReadiness: Equatable {
    case readable
    case writable

    var pollEvents: Int16 { Int16(self == .readable ? POLLIN : POLLOUT) }
}

/// Waits until `descriptor` is ready for `readiness` or the deadline passes: whether it is.
func waitForSocket(
    _ descriptor: Int32, _ readiness: SocketReadiness, until deadline: ContinuousClock.Instant
) -> Bool {
    var entry = pollfd(fd: descriptor, events: readiness.pollEvents, revents: 0)
    while true {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return false }
        let result = poll(&entry, 1, Int32(clamping: left.pollMilliseconds))
        if result > 0 { return true }
        if result < 0 && errno != EINTR { return false }
    }
}

extension Duration {
    /// Whole milliseconds, rounded up so that a wait never ends before its deadline.
    var pollMilliseconds: Int {
        let (seconds, attoseconds) = components
        let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return Int.max }
        return Int(milliseconds) + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}

/// `close(2)`, for the streams whose own `close` hides it.
func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

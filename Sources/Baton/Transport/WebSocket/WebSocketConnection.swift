#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

/// One WebSocket connection: its messages arrive on `events`, in order; `send` and
/// `close` queue frames. Pings are answered and the close handshake is done here.
///
/// A thread of its own runs the socket, polling it beside a wake pipe. One thread,
/// because an OpenSSL connection must not be read on one thread while written on
/// another; a poll loop rather than a blocking read, so that a frame queued by a
/// sender goes out while no byte arrives. Swift tasks only queue bytes and wake the
/// thread, and read `events`: none ever blocks on the socket.
final class WebSocketConnection: Sendable {
    enum Event: Sendable, Equatable {
        /// A text or binary message.
        case message(WebSocketMessage)
        /// The connection is over: closed by either side, dropped, or failed.
        case ended(WebSocketError)
    }

    struct Configuration: Sendable {
        var endpoint: WebSocketEndpoint
        var headers: [String: String]
        var trust: WebSocketTransport.Trust
        var connectTimeout: Duration
        /// How long a close waits for the other side's close frame.
        var closeTimeout: Duration
    }

    let events: AsyncStream<Event>
    private let sink: AsyncStream<Event>.Continuation
    private let configuration: Configuration
    private let outbox = Locked(Outbox())

    /// What senders hand the socket's thread.
    private struct Outbox {
        var bytes: [UInt8] = []
        var closing: (code: UInt16, reason: String)?
        /// The wake pipe's writing end, while the thread runs.
        var wake: Int32?
    }

    init(_ configuration: Configuration) {
        self.configuration = configuration
        (events, sink) = AsyncStream.makeStream()
    }

    /// Connects, upgrades, and starts the thread that serves the connection.
    func open() async throws(WebSocketError) {
        let opened = await withCheckedContinuation { (opened: CheckedContinuation<Result<Void, WebSocketError>, Never>) in
            let thread = Thread { self.run(opened) }
            thread.name = "baton-websocket"
            thread.start()
        }
        try opened.get()
    }

    /// Queues a text message; dropped once the connection is closing or over.
    func send(text: String) {
        enqueue { $0.bytes.append(contentsOf: WebSocketFrame.text(text).encoded()) }
    }

    /// Starts the close handshake: the close frame goes out after what is queued, and
    /// the connection ends when the server's echo arrives or the close timeout passes.
    func close(code: UInt16 = 1000, reason: String = "") {
        enqueue { $0.closing = $0.closing ?? (code, reason) }
    }

    private func enqueue(_ change: (inout Outbox) -> Void) {
        outbox.withLock { outbox in
            guard let wake = outbox.wake, outbox.closing == nil else { return }
            change(&outbox)
            // A full pipe already holds a wake-up.
            var byte: UInt8 = 1
            _ = Glibc.write(wake, &byte, 1)
        }
    }

    // MARK: The thread

    private func run(_ opened: CheckedContinuation<Result<Void, WebSocketError>, Never>) {
        // OpenSSL writes to the socket with write(2): a peer that went away must be
        // EPIPE on this thread, not a SIGPIPE that ends the process.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &signals, nil)

        var wake: [Int32] = [-1, -1]
        guard pipe(&wake) == 0 else {
            opened.resume(returning: .failure(.connect("no wake pipe: \(String(cString: strerror(errno)))")))
            sink.finish()
            return
        }
        for end in wake {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        let connected: (stream: any ByteStream, leftover: [UInt8])
        do throws(WebSocketError) {
            connected = try connect()
        } catch {
            closeDescriptor(wake[0])
            closeDescriptor(wake[1])
            opened.resume(returning: .failure(error))
            sink.finish()
            return
        }
        outbox.withLock { $0.wake = wake[1] }
        opened.resume(returning: .success(()))
        let stream = connected.stream
        var loop = WebSocketConnectionLoop(
            stream: stream, wake: wake[0], closeTimeout: configuration.closeTimeout,
            takeQueued: takeQueued, deliver: { self.sink.yield(.message($0)) })
        let end = loop.run(leftover: connected.leftover)
        stream.close()
        outbox.withLock { outbox in
            outbox.wake = nil
            closeDescriptor(wake[0])
            closeDescriptor(wake[1])
        }
        sink.yield(.ended(end))
        sink.finish()
    }

    /// TCP, TLS for `wss://`, and the upgrade, within the connect timeout: the stream,
    /// and the bytes that came after the upgrade's response, the first frames'.
    private func connect() throws(WebSocketError) -> (any ByteStream, [UInt8]) {
        let endpoint = configuration.endpoint
        let handshake = WebSocketHandshake()
        let request = try handshake.request(for: endpoint, headers: configuration.headers)
        let deadline = ContinuousClock.now + configuration.connectTimeout
        let descriptor = try TCPConnector.connect(host: endpoint.host, port: endpoint.port, until: deadline)
        let stream: any ByteStream =
            endpoint.usesTLS
            ? try TLSStream(descriptor: descriptor, host: endpoint.host, trust: configuration.trust, until: deadline)
            : PlainStream(descriptor: descriptor)
        do throws(WebSocketError) {
            var unsent = request[...]
            while !unsent.isEmpty {
                switch try stream.write(unsent) {
                case let .moved(count): unsent = unsent.dropFirst(count)
                case let .wouldBlock(readiness):
                    guard waitForSocket(descriptor, readiness, until: deadline) else { throw .connectTimedOut }
                case .ended: throw .dropped("the server closed the connection during the upgrade")
                }
            }
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                switch try stream.read(into: &buffer) {
                case let .moved(count):
                    received.append(contentsOf: buffer[..<count])
                    if let end = try WebSocketHandshake.headEnd(in: received) {
                        try handshake.verify(head: received[..<end])
                        return (stream, Array(received[end...]))
                    }
                case let .wouldBlock(readiness):
                    guard waitForSocket(descriptor, readiness, until: deadline) else { throw .connectTimedOut }
                case .ended:
                    throw .dropped("the server closed the connection before answering the upgrade")
                }
            }
        } catch {
            stream.close()
            throw error
        }
    }

    /// What senders queued since the last call: bytes, and a close if one was asked.
    private func takeQueued() -> (bytes: [UInt8], closing: (code: UInt16, reason: String)?) {
        outbox.withLock { outbox in
            defer { outbox.bytes = [] }
            return (outbox.bytes, outbox.closing)
        }
    }
}

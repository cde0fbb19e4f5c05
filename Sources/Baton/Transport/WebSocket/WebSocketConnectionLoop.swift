#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The open connection's poll loop, on its thread: writes what senders queued, reads
/// and decodes what arrives, answers pings, and carries out the close handshake from
/// either side. It ends with how the connection ended.
struct WebSocketConnectionLoop {
    let stream: any ByteStream
    /// The wake pipe's reading end: a byte there means senders queued something.
    let wake: Int32
    let closeTimeout: Duration
    let takeQueued: () -> (bytes: [UInt8], closing: (code: UInt16, reason: String)?)
    let deliver: (WebSocketMessage) -> Void

    private var decoder = WebSocketFrameDecoder()
    private var pending: [UInt8] = []
    private var writeWaitsFor = SocketReadiness.writable
    private var readWaitsFor = SocketReadiness.readable
    /// Set once a close frame, ours or the echo of the server's, is queued: the
    /// connection ends by then at the latest.
    private var closeDeadline: ContinuousClock.Instant?
    /// The server's close, which ends the connection once its echo is written.
    private var serverClose: WebSocketError?
    private var buffer = [UInt8](repeating: 0, count: 64 << 10)

    init(
        stream: any ByteStream, wake: Int32, closeTimeout: Duration,
        takeQueued: @escaping () -> (bytes: [UInt8], closing: (code: UInt16, reason: String)?),
        deliver: @escaping (WebSocketMessage) -> Void
    ) {
        self.stream = stream
        self.wake = wake
        self.closeTimeout = closeTimeout
        self.takeQueued = takeQueued
        self.deliver = deliver
    }

    mutating func run(leftover: [UInt8]) -> WebSocketError {
        do throws(WebSocketError) {
            if let end = try decode(leftover[...]) { return end }
            while true {
                let queued = takeQueued()
                if closeDeadline == nil {
                    pending.append(contentsOf: queued.bytes)
                    if let closing = queued.closing {
                        queueClose(WebSocketFrame.close(code: closing.code, reason: closing.reason))
                    }
                }
                try flush()
                if let serverClose, pending.isEmpty { return serverClose }
                if serverClose == nil, let end = try readAvailable() { return end }
                if let serverClose {
                    // The server's close just arrived: its echo goes out before the end.
                    try flush()
                    if pending.isEmpty { return serverClose }
                }
                if let closeDeadline, ContinuousClock.now >= closeDeadline { return serverClose ?? .closedByClient }
                waitForWork()
            }
        } catch {
            // Best effort, and only between frames: the connection fails either way.
            if case let .frame(violation) = error, pending.isEmpty {
                let frame = WebSocketFrame.close(code: violation == .invalidUTF8 ? 1007 : 1002, reason: "").encoded()
                _ = try? stream.write(frame)
            }
            return error
        }
    }

    private mutating func queueClose(_ frame: WebSocketFrame) {
        pending.append(contentsOf: frame.encoded())
        closeDeadline = .now + closeTimeout
    }

    /// Writes pending bytes until they are all out or the socket is full.
    private mutating func flush() throws(WebSocketError) {
        let stream = self.stream
        while !pending.isEmpty {
            switch try stream.write(pending) {
            case let .moved(count): pending.removeFirst(count)
            case let .wouldBlock(readiness):
                writeWaitsFor = readiness
                return
            case .ended: throw .dropped("the socket refused a write")
            }
        }
    }

    /// Reads until the socket has nothing more; returns the end when the reading ends it.
    private mutating func readAvailable() throws(WebSocketError) -> WebSocketError? {
        let stream = self.stream
        while true {
            switch try stream.read(into: &buffer) {
            case let .moved(count):
                if let end = try decode(buffer[..<count]) { return end }
                if serverClose != nil { return nil }
            case let .wouldBlock(readiness):
                readWaitsFor = readiness
                return nil
            case .ended:
                guard closeDeadline == nil else { return .closedByClient }
                return .dropped("the server closed the connection without a close frame")
            }
        }
    }

    /// Decodes bytes that arrived and receives their messages, those before a broken
    /// frame too; returns the end when a close ends the connection at once.
    private mutating func decode(_ bytes: ArraySlice<UInt8>) throws(WebSocketError) -> WebSocketError? {
        var messages: [WebSocketMessage] = []
        do throws(WebSocketError) {
            try decoder.feed(bytes, into: &messages)
        } catch {
            _ = receive(messages)
            throw error
        }
        return receive(messages)
    }

    /// Hands on data messages and answers control frames; returns the end when a close
    /// ends the connection at once.
    private mutating func receive(_ messages: [WebSocketMessage]) -> WebSocketError? {
        for message in messages {
            switch message {
            case .text, .binary:
                deliver(message)
            case let .ping(payload):
                if closeDeadline == nil { pending.append(contentsOf: WebSocketFrame(opcode: .pong, payload: payload).encoded()) }
            case .pong:
                break
            case let .close(code, reason):
                // The echo of our close: the handshake is done.
                guard closeDeadline == nil else { return .closedByClient }
                queueClose(code.map { WebSocketFrame.close(code: $0, reason: "") } ?? WebSocketFrame(opcode: .close, payload: []))
                serverClose = .closed(code: code, reason: reason)
                return nil
            }
        }
        return nil
    }

    /// Sleeps until the socket or the wake pipe is ready, or the close deadline passes.
    private mutating func waitForWork() {
        var events = readWaitsFor.pollEvents
        if !pending.isEmpty { events |= writeWaitsFor.pollEvents }
        var entries = [
            pollfd(fd: stream.descriptor, events: events, revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        let timeout = closeDeadline.map { Int32(clamping: max(0, ContinuousClock.now.duration(to: $0).pollMilliseconds)) } ?? -1
        _ = poll(&entries, 2, timeout)
        if entries[1].revents != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            while read(wake, &drain, drain.count) > 0 {}
        }
    }
}

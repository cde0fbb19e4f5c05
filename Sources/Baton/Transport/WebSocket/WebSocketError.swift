/// How a WebSocket transport fails: opening the connection, its upgrade, its frames,
/// its end, and the graphql-transport-ws session on it. An operation ends with one of
/// these unchanged, as the transport's kind of failure; the server's own refusal of
/// an operation (an `error` message) ends it with `GraphQLErrors` instead.
public enum WebSocketError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The endpoint is not a `ws://` or `wss://` URL with a host.
    case invalidEndpoint(String)
    /// A header the caller gave cannot be sent: what is wrong with it.
    case invalidHeader(String)
    /// The host name did not resolve.
    case resolution(host: String, message: String)
    /// No address of the host accepted a TCP connection.
    case connect(String)
    /// Connecting, the TLS handshake and the upgrade did not finish within the
    /// connect timeout.
    case connectTimedOut
    /// The server's certificate did not verify: OpenSSL's reason.
    case certificate(String)
    /// The TLS layer failed otherwise: OpenSSL's reason.
    case tls(String)
    /// The upgrade was answered with another status than 101.
    case upgradeRefused(status: Int, reason: String)
    /// The upgrade's `Sec-WebSocket-Accept` is not the one the key asks for.
    case wrongAccept(expected: String, received: String?)
    /// The server did not choose `graphql-transport-ws`: what it chose, if anything.
    case wrongSubprotocol(String?)
    /// The upgrade's response is not an HTTP response the client can read.
    case malformedUpgrade(String)
    /// The server broke RFC 6455's framing.
    case frame(FrameViolation)
    /// The connection ended without a close frame: how.
    case dropped(String)
    /// The server closed the connection with a code graphql-transport-ws does not
    /// give a meaning of its own.
    case closed(code: UInt16?, reason: String)
    /// The client closed the connection, ending the operations still on it.
    case closedByClient
    /// The server sent a message graphql-transport-ws does not allow: what it was.
    case unexpectedMessage(String)
    /// The server did not answer `connection_init` with `connection_ack` in time.
    case acknowledgementTimedOut
    /// Close 4400: the server found a message of ours invalid.
    case badRequest(reason: String)
    /// Close 4401: an operation was sent before the server acknowledged the connection.
    case unauthorized(reason: String)
    /// Close 4403: the server refused the connection's credentials, the token in
    /// `connection_init`'s payload or the upgrade's headers.
    case forbidden(reason: String)
    /// Close 4408: the server waited too long for `connection_init`.
    case initialisationTimedOut
    /// Close 4409: an operation id was already in use on the connection.
    case subscriberAlreadyExists(reason: String)
    /// Close 4429: more than one `connection_init` on the connection.
    case tooManyInitialisationRequests

    /// A break of RFC 6455's framing by the server.
    public enum FrameViolation: Sendable, Hashable {
        /// A server's frame is never masked.
        case maskedFrame
        /// A reserved bit was set; no extension was negotiated.
        case reservedBits
        case unknownOpcode(UInt8)
        /// A ping, pong or close frame longer than 125 bytes.
        case oversizedControlFrame
        case fragmentedControlFrame
        /// A continuation frame with no fragmented message open.
        case unexpectedContinuation
        /// A new message began while a fragmented one was open.
        case expectedContinuation
        /// A 64-bit length with its top bit set, or a length the client will not hold.
        case messageTooLarge
        /// A text message or a close reason that is not UTF-8.
        case invalidUTF8
        /// A close frame with a one-byte payload or a code no endpoint may send.
        case invalidClose
    }

    public var description: String {
        switch self {
        case let .invalidEndpoint(endpoint): "`\(endpoint)` is not a ws:// or wss:// URL with a host"
        case let .invalidHeader(message): "invalid header: \(message)"
        case let .resolution(host, message): "cannot resolve \(host): \(message)"
        case let .connect(message): "cannot connect: \(message)"
        case .connectTimedOut: "connecting timed out"
        case let .certificate(message): "the server's certificate did not verify: \(message)"
        case let .tls(message): "TLS failed: \(message)"
        case let .upgradeRefused(status, reason): "the server answered the upgrade with HTTP \(status) \(reason)"
        case let .wrongAccept(expected, received):
            "the server's Sec-WebSocket-Accept is \(received ?? "missing"), not \(expected)"
        case let .wrongSubprotocol(chosen): "the server chose subprotocol \(chosen ?? "none"), not graphql-transport-ws"
        case let .malformedUpgrade(message): "malformed upgrade response: \(message)"
        case let .frame(violation): "the server broke WebSocket framing: \(violation)"
        case let .dropped(message): "the connection dropped: \(message)"
        case let .closed(code, reason): "the server closed the connection (\(code.map(String.init) ?? "no code")) \(reason)"
        case .closedByClient: "the client closed the connection"
        case let .unexpectedMessage(message): "unexpected graphql-transport-ws message: \(message)"
        case .acknowledgementTimedOut: "the server did not acknowledge the connection in time"
        case let .badRequest(reason): "the server found a message invalid (4400): \(reason)"
        case let .unauthorized(reason): "an operation was sent before the server acknowledged (4401): \(reason)"
        case let .forbidden(reason): "the server refused the credentials, the token is not authorized (4403): \(reason)"
        case .initialisationTimedOut: "the server waited too long for connection_init (4408)"
        case let .subscriberAlreadyExists(reason): "an operation id was already in use (4409): \(reason)"
        case .tooManyInitialisationRequests: "connection_init was sent more than once (4429)"
        }
    }
}

import Foundation

/// GraphQL over WebSocket, the graphql-transport-ws protocol: every operation kind,
/// subscriptions above all, multiplexed on one connection per transport (and its
/// copies), opened on the first request and again on the first after it dropped.
/// The connection is this package's own (RFC 6455 over a socket, OpenSSL for
/// `wss://`): Debian's libcurl has no WebSockets.
///
/// A request's payload is the request as `encoding` writes it, the same JSON
/// `HTTPTransport` posts. `connectionParameters` is `connection_init`'s payload, read
/// at each connect, where servers expect the token (`["authorization":
/// .string("bearer TOKEN")]`); `headers` go on the upgrade request.
public struct WebSocketTransport: Transport {
    /// Fixed at `init`: the shared session connects to it.
    public let endpoint: URL
    public var encoding: RequestEncoding
    private let client: WebSocketClient

    /// The certificates a `wss://` server's chain must lead to.
    public enum Trust: Sendable, Hashable {
        /// OpenSSL's default verify paths: the system's certificate authorities.
        case system
        /// Only those in this PEM file, such as a test server's self-signed certificate.
        case certificates(file: String)
    }

    public struct Timeouts: Sendable, Hashable {
        /// TCP, TLS and the upgrade, together.
        public var connect: Duration
        /// From `connection_init` to `connection_ack`.
        public var acknowledgement: Duration
        /// How long a close waits for the server's echo.
        public var close: Duration
        /// How long the server may stay quiet before a `ping` asks whether it is there;
        /// as long again without an answer drops the connection.
        public var keepalive: Duration

        public init(
            connect: Duration = .seconds(10), acknowledgement: Duration = .seconds(10), close: Duration = .seconds(1),
            keepalive: Duration = .seconds(20)
        ) {
            self.connect = connect
            self.acknowledgement = acknowledgement
            self.close = close
            self.keepalive = keepalive
        }
    }

    /// Fails every request with `WebSocketError.invalidEndpoint` when `endpoint` is not
    /// a `ws://` or `wss://` URL with a host.
    public init(
        endpoint: URL, trust: Trust = .system, timeouts: Timeouts = Timeouts(), encoding: RequestEncoding = .standard,
        headers: @escaping @Sendable () -> [String: String] = { [:] },
        connectionParameters: @escaping @Sendable () -> Variables = { [:] }
    ) {
        self.endpoint = endpoint
        self.encoding = encoding
        client = WebSocketClient { () async throws(WebSocketError) -> GraphQLWSSession in
            let configuration = WebSocketConnection.Configuration(
                endpoint: try WebSocketEndpoint(endpoint), headers: headers(), trust: trust,
                connectTimeout: timeouts.connect, closeTimeout: timeouts.close)
            return try await GraphQLWSSession.open(
                configuration, parameters: connectionParameters(), acknowledgementTimeout: timeouts.acknowledgement,
                keepalive: timeouts.keepalive)
        }
    }

    public func execute(_ request: Request) -> Payloads {
        let operation = WebSocketOperation(client: client)
        let (payloads, continuation) = Payloads.makeStream(onCancel: { operation.cancel() })
        let body = encoding.body(for: request)
        Task {
            do {
                operation.send(on: try await operation.client.session(), request: body, continuation: continuation)
            } catch {
                continuation.finish(throwing: error)
            }
        }
        return payloads
    }
}

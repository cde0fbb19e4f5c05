import Foundation

/// A server's bytes after the upgrade read as a connection reads them: frames
/// decoded, each text message parsed as graphql-transport-ws, and each `next`
/// message's execution result as the payload its operation yields. It exists for
/// the benchmarks, which time an event from the socket's bytes to the changed slot;
/// the connection's thread and the session take the same two steps apart.
@_spi(Benchmarks)
public struct GraphQLWSReader {
    private var decoder = WebSocketFrameDecoder()

    public init() {}

    /// The payloads of the `next` messages the bytes complete, in order.
    public mutating func payloads(from bytes: [UInt8]) throws(WebSocketError) -> [Payload] {
        var messages: [WebSocketMessage] = []
        try decoder.feed(bytes, into: &messages)
        var payloads: [Payload] = []
        for case let .text(text) in messages {
            if case let .next(_, payload) = try GraphQLWSMessage(parsing: text) {
                payloads.append(Payload(bytes: Data(payload)))
            }
        }
        return payloads
    }
}

import Foundation

/// GraphQL over HTTP through libcurl: each request a POST of the encoding's JSON to
/// the endpoint, with the headers the closure gives at that moment, so a rotated
/// token reaches the next request without a new transport. Transfers run on the
/// process's transfer loop (`TransferLoop`), never on the caller's thread.
///
/// A query or mutation yields its one JSON response, or, when its document defers
/// parts and the server answers `multipart/mixed`, each part as it arrives. A
/// subscription is graphql-sse's distinct connections mode: its own POST answered
/// by `text/event-stream`, each `next` event a payload until `complete`.
public struct HTTPTransport: Transport {
    public var endpoint: URL
    public var timeouts: Timeouts
    public var encoding: RequestEncoding
    private let headers: @Sendable () -> [String: String]

    public init(
        endpoint: URL, timeouts: Timeouts = Timeouts(), encoding: RequestEncoding = .standard,
        headers: @escaping @Sendable () -> [String: String] = { [:] }
    ) {
        self.endpoint = endpoint
        self.timeouts = timeouts
        self.encoding = encoding
        self.headers = headers
    }

    public func execute(_ request: Request) -> Payloads {
        guard let loop = TransferLoop.shared else {
            return .failing(TransportError.connection("libcurl could not be initialized"))
        }
        let transfer: CurlTransfer
        do {
            transfer = try CurlTransfer(
                url: endpoint.absoluteString,
                headerLines: HTTPHeaders.lines(for: request, merging: headers()),
                body: encoding.body(for: request),
                timeouts: timeouts,
                isStream: request.kind == .subscription,
                // libcurl sends a request again when a reused connection turns out to
                // have died; a mutation the server may have applied must never be, so it
                // always gets a connection of its own.
                freshConnection: request.kind == .mutation)
        } catch {
            return .failing(error)
        }
        let (payloads, continuation) = Payloads.makeStream(onCancel: { loop.cancel(transfer) })
        transfer.continuation = continuation
        loop.start(transfer)
        return payloads
    }
}

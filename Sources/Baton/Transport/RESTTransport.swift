import Foundation

/// A REST API's GETs, beside `HTTPTransport`'s GraphQL POSTs and on the same transfer
/// loop (`TransferLoop`): a resource at a URL in the media type asked, with the
/// headers the closure gives at that moment (the token the GraphQL requests carry),
/// answered whole.
public struct RESTTransport: Sendable {
    public var timeouts: HTTPTransport.Timeouts
    private let headers: @Sendable () -> [String: String]

    public init(timeouts: HTTPTransport.Timeouts = HTTPTransport.Timeouts(),
                headers: @escaping @Sendable () -> [String: String] = { [:] }) {
        self.timeouts = timeouts
        self.headers = headers
    }

    /// The resource at `url` as `accept` asks for it: a 2xx answer's body, status and
    /// type. Any other status throws `TransportError.http` with the server's body; no
    /// answer, a timeout or a body cut short throw as a GraphQL request's would. A
    /// cancelled task ends the transfer.
    public func get(_ url: URL, accept: String) async throws(TransportError) -> Payload {
        guard let loop = TransferLoop.shared else { throw .connection("libcurl could not be initialized") }
        // A task cancelled before it asked sends nothing.
        guard !Task.isCancelled else { throw .cancelled }
        let transfer = try CurlTransfer(
            url: url.absoluteString, headerLines: HTTPHeaders.lines(["Accept": accept], merging: headers()), body: nil,
            timeouts: timeouts, isStream: false, freshConnection: false)
        let (payloads, continuation) = Payloads.makeStream(onCancel: { loop.cancel(transfer) })
        transfer.continuation = continuation
        loop.start(transfer)
        do {
            for try await payload in payloads { return payload }
        } catch let error as TransportError {
            throw error
        } catch {
            throw .connection("\(error)")
        }
        throw .unanswered("the transfer of \(url.absoluteString) ended without an answer")
    }
}

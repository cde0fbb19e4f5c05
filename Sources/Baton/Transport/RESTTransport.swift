import Foundation

/// A REST API's requests, beside `HTTPTransport`'s GraphQL POSTs and on the same transfer
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
        try await send("GET", url, accept: accept)
    }

    /// One request of `method` at `url`, with `body` (JSON) when it has one and the
    /// `headers` given besides the closure's; the answer reads the response headers
    /// `reading` names into its payload. A 304 is an answer when the request was
    /// conditional (`If-Modified-Since` among `headers`), with no body.
    public func send(
        _ method: String, _ url: URL, accept: String, body: Data? = nil, headers extra: [String: String] = [:],
        reading names: [String] = []
    ) async throws(TransportError) -> Payload {
        guard let loop = TransferLoop.shared else { throw .connection("libcurl could not be initialized") }
        // A task cancelled before it asked sends nothing.
        guard !Task.isCancelled else { throw .cancelled }
        var fields = extra.merging(["Accept": accept]) { $1 }
        if body != nil { fields["Content-Type"] = "application/json" }
        let transfer = try CurlTransfer(
            url: url.absoluteString, method: ["GET", "POST"].contains(method) ? nil : method,
            headerLines: HTTPHeaders.lines(fields, merging: headers()), body: method == "GET" ? nil : body ?? Data(),
            timeouts: timeouts, isStream: false, freshConnection: false)
        transfer.read(headers: names, notModified: extra.keys.contains("If-Modified-Since"))
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

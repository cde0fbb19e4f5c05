import Foundation

/// Where a WebSocket connects, read from a `ws://` or `wss://` URL: the host, the
/// port (80 or 443 unless given), the request target, and whether TLS wraps it.
struct WebSocketEndpoint: Sendable, Hashable {
    var host: String
    var port: UInt16
    /// The path and query the upgrade asks for.
    var target: String
    var usesTLS: Bool

    init(_ url: URL) throws(WebSocketError) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "ws" || scheme == "wss",
            let host = components.host, !host.isEmpty
        else { throw .invalidEndpoint(url.absoluteString) }
        usesTLS = scheme == "wss"
        // An IPv6 literal comes bracketed in some Foundations and bare in others.
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        guard let port = UInt16(exactly: components.port ?? (usesTLS ? 443 : 80)) else {
            throw .invalidEndpoint(url.absoluteString)
        }
        self.port = port
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        target = components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
    }

    /// The `Host` header's value: the port only when it is not the scheme's own.
    var hostHeader: String {
        let name = host.contains(":") ? "[\(host)]" : host
        return port == (usesTLS ? 443 : 80) ? name : "\(name):\(port)"
    }
}

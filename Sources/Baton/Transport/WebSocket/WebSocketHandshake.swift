import BatonSupport
import Foundation

/// The opening handshake of RFC 6455: an HTTP/1.1 upgrade request with a random key,
/// and the checks on the server's answer (101, the accept value the key asks for, the
/// subprotocol).
struct WebSocketHandshake: Sendable {
    static let subprotocol = "graphql-transport-ws"
    /// The GUID RFC 6455 appends to the key before hashing.
    static let acceptGUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
    /// The most a response's header block may hold.
    static let maximumHeadSize = 16 << 10

    /// Sixteen random bytes, base64.
    let key: String

    init(key: String = Data((0..<16).map { _ in UInt8.random(in: .min ... .max) }).base64EncodedString()) {
        self.key = key
    }

    /// The upgrade request's bytes; the caller's headers after the protocol's own, each
    /// checked so that a value cannot smuggle in another header.
    func request(for endpoint: WebSocketEndpoint, headers: [String: String]) throws(WebSocketError) -> [UInt8] {
        let reserved: Set = [
            "host", "upgrade", "connection", "sec-websocket-key", "sec-websocket-version", "sec-websocket-protocol",
        ]
        var text = "GET \(endpoint.target) HTTP/1.1\r\n"
        text += "Host: \(endpoint.hostHeader)\r\n"
        text += "Upgrade: websocket\r\nConnection: Upgrade\r\n"
        text += "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n"
        text += "Sec-WebSocket-Protocol: \(Self.subprotocol)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            do throws(TransportError) {
                try HTTPHeaders.check(name: name, value: value)
            } catch {
                throw .invalidHeader(error.description)
            }
            guard !reserved.contains(name.lowercased()) else {
                throw .invalidHeader("`\(name)` is the handshake's own header")
            }
            text += "\(name): \(value)\r\n"
        }
        return Array((text + "\r\n").utf8)
    }

    /// base64(SHA-1(key + GUID)): the `Sec-WebSocket-Accept` a server must answer `key` with.
    static func acceptValue(for key: String) -> String {
        Data(Digest.sha1.digest(Array((key + acceptGUID).utf8))).base64EncodedString()
    }

    /// Where the header block ends in `bytes` (the offset after its blank line), or
    /// nil until it has arrived. Throws when it grows past the limit.
    static func headEnd(in bytes: [UInt8]) throws(WebSocketError) -> Int? {
        let terminator: [UInt8] = [13, 10, 13, 10]
        if bytes.count >= 4 {
            for end in 4...bytes.count where bytes[end - 4..<end].elementsEqual(terminator) {
                return end
            }
        }
        guard bytes.count <= maximumHeadSize else {
            throw .malformedUpgrade("no end of the header block in \(maximumHeadSize) bytes")
        }
        return nil
    }

    /// Checks the response's header block (without its blank line's end).
    func verify(head: some Collection<UInt8>) throws(WebSocketError) {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw .malformedUpgrade("an empty response") }
        let statusLine = lines.removeFirst().split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else {
            throw .malformedUpgrade("not an HTTP/1.1 status line")
        }
        guard status == 101 else {
            throw .upgradeRefused(status: status, reason: statusLine.count > 2 ? String(statusLine[2]) : "")
        }
        var fields: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw .malformedUpgrade("a header line without a colon") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            fields[name] = fields[name].map { "\($0), \(value)" } ?? value
        }
        guard fields["upgrade"]?.lowercased() == "websocket" else {
            throw .malformedUpgrade("Upgrade is \(fields["upgrade"] ?? "missing"), not websocket")
        }
        let connection = fields["connection"]?.lowercased().split(separator: ",") ?? []
        guard connection.contains(where: { $0.trimmingCharacters(in: .whitespaces) == "upgrade" }) else {
            throw .malformedUpgrade("Connection does not say upgrade")
        }
        let expected = Self.acceptValue(for: key)
        guard fields["sec-websocket-accept"] == expected else {
            throw .wrongAccept(expected: expected, received: fields["sec-websocket-accept"])
        }
        guard fields["sec-websocket-protocol"] == Self.subprotocol else {
            throw .wrongSubprotocol(fields["sec-websocket-protocol"])
        }
    }
}

@testable import Baton
import Foundation
import Testing

@Suite struct WebSocketHandshakeTests {
    static let rfcKey = "dGhlIHNhbXBsZSBub25jZQ=="

    static func response(status: String = "101 Switching Protocols", accept: String?, subprotocol: String? = "graphql-transport-ws") -> [UInt8] {
        var text = "HTTP/1.1 \(status)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        if let accept { text += "Sec-WebSocket-Accept: \(accept)\r\n" }
        if let subprotocol { text += "Sec-WebSocket-Protocol: \(subprotocol)\r\n" }
        return Array((text + "\r\n").utf8)
    }

    @Test func theAcceptValueIsRFC6455sExample() {
        #expect(WebSocketHandshake.acceptValue(for: Self.rfcKey) == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func aRandomKeyIsSixteenBytes() {
        let key = WebSocketHandshake().key
        #expect(Data(base64Encoded: key)?.count == 16)
        #expect(key != WebSocketHandshake().key)
    }

    @Test func theRequestAsksForTheUpgradeAndTheSubprotocol() throws {
        let endpoint = try WebSocketEndpoint(URL(string: "wss://api.example.com:8443/graphql?x=1")!)
        let request = try WebSocketHandshake(key: Self.rfcKey).request(
            for: endpoint, headers: ["Authorization": "bearer abc"])
        let lines = String(decoding: request, as: UTF8.self).components(separatedBy: "\r\n")
        #expect(lines.first == "GET /graphql?x=1 HTTP/1.1")
        for line in [
            "Host: api.example.com:8443", "Upgrade: websocket", "Connection: Upgrade",
            "Sec-WebSocket-Key: \(Self.rfcKey)", "Sec-WebSocket-Version: 13",
            "Sec-WebSocket-Protocol: graphql-transport-ws", "Authorization: bearer abc",
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        #expect(lines.suffix(2) == ["", ""], "the header block ends with a blank line")
    }

    @Test func aHeaderThatWouldSmuggleAnotherIsRefused() throws {
        let endpoint = try WebSocketEndpoint(URL(string: "ws://localhost/")!)
        #expect(throws: WebSocketError.self) {
            try WebSocketHandshake().request(for: endpoint, headers: ["Authorization": "x\r\nEvil: 1"])
        }
        #expect(throws: WebSocketError.invalidHeader("`sec-websocket-protocol` is the handshake's own header")) {
            try WebSocketHandshake().request(for: endpoint, headers: ["sec-websocket-protocol": "other"])
        }
    }

    @Test func theRightAcceptPasses() throws {
        let accept = WebSocketHandshake.acceptValue(for: Self.rfcKey)
        try WebSocketHandshake(key: Self.rfcKey).verify(head: Self.response(accept: accept))
    }

    @Test func aWrongAcceptIsRejected() {
        #expect(throws: WebSocketError.wrongAccept(expected: "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=", received: "AAAA")) {
            try WebSocketHandshake(key: Self.rfcKey).verify(head: Self.response(accept: "AAAA"))
        }
        #expect(throws: WebSocketError.wrongAccept(expected: "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=", received: nil)) {
            try WebSocketHandshake(key: Self.rfcKey).verify(head: Self.response(accept: nil))
        }
    }

    @Test func anotherStatusIsReportedWithIt() {
        #expect(throws: WebSocketError.upgradeRefused(status: 401, reason: "Unauthorized")) {
            try WebSocketHandshake(key: Self.rfcKey).verify(head: Self.response(status: "401 Unauthorized", accept: nil))
        }
    }

    @Test func anotherSubprotocolIsRejected() {
        let accept = WebSocketHandshake.acceptValue(for: Self.rfcKey)
        #expect(throws: WebSocketError.wrongSubprotocol("graphql-ws")) {
            try WebSocketHandshake(key: Self.rfcKey).verify(head: Self.response(accept: accept, subprotocol: "graphql-ws"))
        }
        #expect(throws: WebSocketError.wrongSubprotocol(nil)) {
            try WebSocketHandshake(key: Self.rfcKey).verify(head: Self.response(accept: accept, subprotocol: nil))
        }
    }

    @Test func theHeadEndsAtItsBlankLineAndFramesFollow() throws {
        let head = Self.response(accept: "x")
        let bytes = head + [0x81, 0x00]
        #expect(try WebSocketHandshake.headEnd(in: Array(head.dropLast())) == nil)
        #expect(try WebSocketHandshake.headEnd(in: bytes) == head.count)
    }

    @Test func endpointsNeedAWebSocketSchemeAndAHost() throws {
        let plain = try WebSocketEndpoint(URL(string: "ws://example.com")!)
        #expect(plain.port == 80 && plain.target == "/" && !plain.usesTLS && plain.hostHeader == "example.com")
        let secure = try WebSocketEndpoint(URL(string: "wss://example.com/graphql")!)
        #expect(secure.port == 443 && secure.usesTLS && secure.hostHeader == "example.com")
        let literal = try WebSocketEndpoint(URL(string: "ws://[::1]:4000/")!)
        #expect(literal.host == "::1" && literal.hostHeader == "[::1]:4000")
        #expect(throws: WebSocketError.invalidEndpoint("http://example.com/graphql")) {
            try WebSocketEndpoint(URL(string: "http://example.com/graphql")!)
        }
    }
}

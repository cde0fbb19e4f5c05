@testable import Baton
import Testing

/// A server's frame, unmasked, written here byte by byte rather than by the client's
/// encoder, so the decoder is checked against RFC 6455's layout itself.
private func serverFrame(fin: Bool = true, _ opcode: UInt8, _ payload: [UInt8], rsv: UInt8 = 0) -> [UInt8] {
    var bytes: [UInt8] = [(fin ? 0x80 : 0) | rsv | opcode]
    switch payload.count {
    case 0...125: bytes.append(UInt8(payload.count))
    case 126...0xFFFF: bytes += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    default: bytes += [127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
    }
    return bytes + payload
}

private func decodeAll(_ chunks: [ArraySlice<UInt8>]) throws -> [WebSocketMessage] {
    var decoder = WebSocketFrameDecoder()
    var messages: [WebSocketMessage] = []
    for chunk in chunks { try decoder.feed(chunk, into: &messages) }
    return messages
}

private func violation(of bytes: [UInt8]) -> WebSocketError.FrameViolation? {
    var decoder = WebSocketFrameDecoder()
    var messages: [WebSocketMessage] = []
    do {
        try decoder.feed(bytes, into: &messages)
        return nil
    } catch {
        guard case let .frame(violation) = error else { return nil }
        return violation
    }
}

@Suite struct WebSocketFrameTests {
    /// Several frames: a text, a binary with a 16-bit length, a text in two fragments
    /// with a ping between them, and a close with a reason.
    static let stream: [UInt8] =
        serverFrame(0x1, Array("hello".utf8))
        + serverFrame(0x2, [UInt8](repeating: 7, count: 300))
        + serverFrame(fin: false, 0x1, Array("frag".utf8))
        + serverFrame(0x9, Array("ping".utf8))
        + serverFrame(0x0, Array("mented é".utf8))
        + serverFrame(0x8, [0x03, 0xE8] + Array("bye".utf8))
    static let messages: [WebSocketMessage] = [
        .text("hello"),
        .binary([UInt8](repeating: 7, count: 300)),
        .ping(Array("ping".utf8)),
        .text("fragmented é"),
        .close(code: 1000, reason: "bye"),
    ]

    @Test func everyCutIntoTwoPiecesDecodesTheSameMessages() throws {
        let stream = Self.stream
        for cut in 0...stream.count {
            let messages = try decodeAll([stream[..<cut], stream[cut...]])
            #expect(messages == Self.messages, "cut at \(cut)")
        }
    }

    @Test func byteByByteDecodesTheSameMessages() throws {
        let chunks = Self.stream.indices.map { Self.stream[$0...$0] }
        #expect(try decodeAll(chunks) == Self.messages)
    }

    @Test func aPingBetweenFragmentsComesBeforeTheMessage() throws {
        let bytes = serverFrame(fin: false, 0x2, [1]) + serverFrame(0x9, []) + serverFrame(fin: false, 0x0, [2])
            + serverFrame(0xA, [9]) + serverFrame(0x0, [3])
        #expect(try decodeAll([bytes[...]]) == [.ping([]), .pong([9]), .binary([1, 2, 3])])
    }

    @Test(arguments: [126, 0xFFFF, 0x10000, 70_000])
    func lengthsPastSevenBitsDecode(count: Int) throws {
        let payload = (0..<count).map { UInt8(truncatingIfNeeded: $0) }
        let bytes = serverFrame(0x2, payload)
        #expect(bytes[1] == (count <= 0xFFFF ? 126 : 127))
        #expect(try decodeAll([bytes[...]]) == [.binary(payload)])
    }

    @Test(arguments: [(5, 2), (126, 4), (0xFFFF, 4), (0x10000, 10)])
    func encodingMasksWithTheKeyAndChoosesTheLength(count: Int, headerSize: Int) {
        let payload = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 31) }
        let bytes = WebSocketFrame(opcode: .binary, payload: payload).encoded(maskKey: 0xA1B2_C3D4)
        #expect(bytes[0] == 0x82)
        #expect(bytes[1] & 0x80 == 0x80, "a client's frame is masked")
        let length = headerSize == 2 ? Int(bytes[1] & 0x7F)
            : bytes[2..<headerSize].reduce(0) { $0 << 8 | Int($1) }
        #expect(length == count)
        #expect(Array(bytes[headerSize..<headerSize + 4]) == [0xA1, 0xB2, 0xC3, 0xD4])
        var masked = Array(bytes[(headerSize + 4)...])
        #expect(masked != payload)
        WebSocketFrame.applyMask([0xA1, 0xB2, 0xC3, 0xD4], to: &masked)
        #expect(masked == payload)
    }

    @Test func eachFrameGetsAFreshKey() {
        let frame = WebSocketFrame.text("same text")
        let keys = Set((0..<8).map { _ in Array(frame.encoded()[2..<6]) })
        #expect(keys.count > 1)
    }

    @Test func aCloseFrameCarriesItsCodeAndAShortenedReason() {
        let frame = WebSocketFrame.close(code: 4403, reason: String(repeating: "x", count: 200))
        #expect(frame.payload.count == 125)
        #expect(Array(frame.payload.prefix(2)) == [0x11, 0x33])
    }

    @Test func theMessagesBeforeABrokenFrameAreKept() {
        var decoder = WebSocketFrameDecoder()
        var messages: [WebSocketMessage] = []
        #expect(throws: WebSocketError.frame(.unexpectedContinuation)) {
            try decoder.feed(serverFrame(0x1, Array("kept".utf8)) + serverFrame(0x0, []), into: &messages)
        }
        #expect(messages == [.text("kept")])
    }

    @Test func aCloseWithoutPayloadHasNoCode() throws {
        #expect(try decodeAll([serverFrame(0x8, [])[...]]) == [.close(code: nil, reason: "")])
    }

    static let invalid: [(String, [UInt8], WebSocketError.FrameViolation)] = [
        ("masked", [0x81, 0x82, 1, 2, 3, 4, 0x61, 0x62], .maskedFrame),
        ("reserved bit", serverFrame(0x1, [0x61], rsv: 0x40), .reservedBits),
        ("unknown opcode", serverFrame(0x3, []), .unknownOpcode(3)),
        ("oversized ping", serverFrame(0x9, [UInt8](repeating: 0, count: 126)), .oversizedControlFrame),
        ("fragmented ping", serverFrame(fin: false, 0x9, []), .fragmentedControlFrame),
        ("bad UTF-8", serverFrame(0x1, [0x61, 0xC3, 0x28]), .invalidUTF8),
        ("bad UTF-8 across fragments", serverFrame(fin: false, 0x1, [0xE2, 0x82]) + serverFrame(0x0, [0x41]), .invalidUTF8),
        ("lone continuation", serverFrame(0x0, [1]), .unexpectedContinuation),
        ("text inside a fragmented message", serverFrame(fin: false, 0x1, [0x61]) + serverFrame(0x1, [0x62]), .expectedContinuation),
        ("one-byte close", serverFrame(0x8, [3]), .invalidClose),
        ("close 1005", serverFrame(0x8, [0x03, 0xED]), .invalidClose),
        ("64-bit length with its top bit", [0x82, 127, 0x80, 0, 0, 0, 0, 0, 0, 1], .messageTooLarge),
    ]

    @Test(arguments: invalid)
    func aBrokenFrameIsAViolation(name: String, bytes: [UInt8], expected: WebSocketError.FrameViolation) {
        #expect(violation(of: bytes) == expected, "\(name)")
    }
}

/// Reads a server's frames from bytes fed in chunks of any size: a frame split
/// anywhere waits for the rest, fragments are joined into one message, and control
/// frames between fragments are handed on at once. Any break of RFC 6455 throws, and
/// the connection must then fail.
struct WebSocketFrameDecoder {
    /// The most a message may hold, joined from its fragments: a bound on the memory
    /// a server can make the client keep.
    static let maximumMessageSize = 64 << 20

    private var buffer: [UInt8] = []
    /// The opcode and bytes of a fragmented message still open.
    private var fragments: (opcode: WebSocketFrame.Opcode, bytes: [UInt8])?

    /// Feeds bytes, appending the messages they complete to `messages` in order. A
    /// violation throws after the messages before it were appended: what came whole
    /// before a broken frame is the server's still.
    mutating func feed(_ bytes: some Collection<UInt8>, into messages: inout [WebSocketMessage]) throws(WebSocketError) {
        buffer.append(contentsOf: bytes)
        var offset = 0
        defer { buffer.removeFirst(offset) }
        while let size = try frameHeader(at: offset), buffer.count - offset - size.header >= size.length {
            let start = offset + size.header, length = size.length
            let frame = WebSocketFrame(
                fin: buffer[offset] & 0x80 != 0,
                opcode: WebSocketFrame.Opcode(rawValue: buffer[offset] & 0x0F)!,
                payload: Array(buffer[start..<start + length]))
            offset = start + length
            if let message = try receive(frame) { messages.append(message) }
        }
    }

    /// The header's size and the payload's length of the frame at `offset`, or nil
    /// until the whole header is there. Checks what the header alone can break.
    private func frameHeader(at offset: Int) throws(WebSocketError) -> (header: Int, length: Int)? {
        guard buffer.count - offset >= 2 else { return nil }
        let first = buffer[offset], second = buffer[offset + 1]
        guard first & 0x70 == 0 else { throw .frame(.reservedBits) }
        guard let opcode = WebSocketFrame.Opcode(rawValue: first & 0x0F) else {
            throw .frame(.unknownOpcode(first & 0x0F))
        }
        guard second & 0x80 == 0 else { throw .frame(.maskedFrame) }
        if opcode.isControl {
            guard first & 0x80 != 0 else { throw .frame(.fragmentedControlFrame) }
            guard second & 0x7F <= 125 else { throw .frame(.oversizedControlFrame) }
        }
        let header: Int
        var length = UInt64(second & 0x7F)
        switch length {
        case 126: header = 4
        case 127: header = 10
        default: header = 2
        }
        guard buffer.count - offset >= header else { return nil }
        if header > 2 {
            length = buffer[offset + 2..<offset + header].reduce(0) { $0 << 8 | UInt64($1) }
        }
        let held = fragments?.bytes.count ?? 0
        guard length <= UInt64(Self.maximumMessageSize - held) else { throw .frame(.messageTooLarge) }
        return (header, Int(length))
    }

    private mutating func receive(_ frame: WebSocketFrame) throws(WebSocketError) -> WebSocketMessage? {
        switch frame.opcode {
        case .ping: return .ping(frame.payload)
        case .pong: return .pong(frame.payload)
        case .close: return try Self.close(frame.payload)
        case .text, .binary:
            guard fragments == nil else { throw .frame(.expectedContinuation) }
            guard frame.fin else {
                fragments = (frame.opcode, frame.payload)
                return nil
            }
            return try Self.message(frame.opcode, frame.payload)
        case .continuation:
            guard var open = fragments else { throw .frame(.unexpectedContinuation) }
            open.bytes.append(contentsOf: frame.payload)
            guard frame.fin else {
                fragments = open
                return nil
            }
            fragments = nil
            return try Self.message(open.opcode, open.bytes)
        }
    }

    private static func message(_ opcode: WebSocketFrame.Opcode, _ bytes: [UInt8]) throws(WebSocketError) -> WebSocketMessage {
        guard opcode == .text else { return .binary(bytes) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .frame(.invalidUTF8) }
        return .text(text)
    }

    /// A close frame's payload: nothing, or a code an endpoint may send and a UTF-8 reason.
    private static func close(_ payload: [UInt8]) throws(WebSocketError) -> WebSocketMessage {
        guard !payload.isEmpty else { return .close(code: nil, reason: "") }
        guard payload.count >= 2 else { throw .frame(.invalidClose) }
        let code = UInt16(payload[0]) << 8 | UInt16(payload[1])
        // 1004-1006 and 1015 are reserved for reports and never sent; below 1000 and
        // 1016-2999 are unassigned.
        switch code {
        case 1000...1003, 1007...1014, 3000...4999: break
        default: throw .frame(.invalidClose)
        }
        guard let reason = String(validating: payload[2...], as: UTF8.self) else { throw .frame(.invalidUTF8) }
        return .close(code: code, reason: reason)
    }
}

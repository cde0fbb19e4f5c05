/// One RFC 6455 frame as the client sends it. A client's frames are always masked,
/// with a fresh random key each, so that no proxy can be fed bytes the client chose.
struct WebSocketFrame: Sendable, Equatable {
    enum Opcode: UInt8, Sendable {
        case continuation = 0x0
        case text = 0x1
        case binary = 0x2
        case close = 0x8
        case ping = 0x9
        case pong = 0xA

        /// Close, ping and pong: at most 125 bytes, never fragmented.
        var isControl: Bool { rawValue & 0x8 != 0 }
    }

    var fin: Bool
    var opcode: Opcode
    var payload: [UInt8]

    init(fin: Bool = true, opcode: Opcode, payload: [UInt8]) {
        self.fin = fin
        self.opcode = opcode
        self.payload = payload
    }

    static func text(_ text: String) -> WebSocketFrame {
        WebSocketFrame(opcode: .text, payload: Array(text.utf8))
    }

    /// A close frame: the code, then the reason's UTF-8, cut to fit 125 bytes.
    static func close(code: UInt16, reason: String) -> WebSocketFrame {
        let reason = Array(reason.utf8.prefix(123))
        return WebSocketFrame(opcode: .close, payload: [UInt8(code >> 8), UInt8(code & 0xFF)] + reason)
    }

    /// The frame's bytes, masked with a random key.
    func encoded() -> [UInt8] {
        encoded(maskKey: UInt32.random(in: .min ... .max))
    }

    /// The frame's bytes, masked with `maskKey` (its bytes in network order).
    func encoded(maskKey: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode.rawValue]
        bytes.reserveCapacity(payload.count + 14)
        let count = payload.count
        switch count {
        case 0...125:
            bytes.append(0x80 | UInt8(count))
        case 126...0xFFFF:
            bytes.append(0x80 | 126)
            bytes.append(contentsOf: Self.bigEndian(UInt64(count), width: 2))
        default:
            bytes.append(0x80 | 127)
            bytes.append(contentsOf: Self.bigEndian(UInt64(count), width: 8))
        }
        let key = Self.bigEndian(UInt64(maskKey), width: 4)
        bytes.append(contentsOf: key)
        var masked = payload
        Self.applyMask(key, to: &masked)
        bytes.append(contentsOf: masked)
        return bytes
    }

    /// XORs `bytes` with the four-byte key, cycling: masking and unmasking alike.
    static func applyMask(_ key: [UInt8], to bytes: inout [UInt8]) {
        for index in bytes.indices {
            bytes[index] ^= key[index & 3]
        }
    }

    private static func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}

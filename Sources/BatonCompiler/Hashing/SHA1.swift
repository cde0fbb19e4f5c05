/// SHA-1 (RFC 3174, FIPS 180-4).
public enum SHA1 {
    public static func digest(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        let bytes = MessagePadding.padded(message, lengthBigEndian: true)
        var w = [UInt32](repeating: 0, count: 80)
        for block in stride(from: 0, to: bytes.count, by: 64) {
            for index in 0..<16 { w[index] = MessagePadding.bigEndianWord(bytes, block + index * 4) }
            for index in 16..<80 { w[index] = (w[index - 3] ^ w[index - 8] ^ w[index - 14] ^ w[index - 16]).rotatedLeft(1) }
            var a = h[0]
            var b = h[1]
            var c = h[2]
            var d = h[3]
            var e = h[4]
            for round in 0..<80 {
                let f: UInt32
                let k: UInt32
                switch round {
                case 0..<20:
                    f = (b & c) | (~b & d)
                    k = 0x5A82_7999
                case 20..<40:
                    f = b ^ c ^ d
                    k = 0x6ED9_EBA1
                case 40..<60:
                    f = (b & c) | (b & d) | (c & d)
                    k = 0x8F1B_BCDC
                default:
                    f = b ^ c ^ d
                    k = 0xCA62_C1D6
                }
                let temp = a.rotatedLeft(5) &+ f &+ e &+ k &+ w[round]
                e = d
                d = c
                c = b.rotatedLeft(30)
                b = a
                a = temp
            }
            h[0] = h[0] &+ a
            h[1] = h[1] &+ b
            h[2] = h[2] &+ c
            h[3] = h[3] &+ d
            h[4] = h[4] &+ e
        }
        var result = [UInt8]()
        for word in h { MessagePadding.appendBigEndian(word, to: &result) }
        return result
    }

    public static func hex(_ text: String) -> String { Hex.encode(digest(Array(text.utf8))) }
}

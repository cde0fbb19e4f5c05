import BatonSupport

/// Turning checked byte ranges into values, only when a value is needed.
extension JSONScanner {
    /// The raw bytes of a range as a string; the scanner checked they are UTF-8.
    func text(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
    }

    /// A string's contents with its escapes decoded. A surrogate escape that is
    /// not half of a pair decodes as U+FFFD, as the contract's tokenizer fixtures say.
    func decode(_ token: StringToken) -> String {
        guard token.hasEscapes else { return text(from: token.start, to: token.end) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(token.end - token.start)
        var i = token.start
        while i < token.end {
            let byte = base[i]
            guard byte == 0x5C else {
                bytes.append(byte)
                i += 1
                continue
            }
            let escaped = base[i + 1]
            i += 2
            switch escaped {
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                let unit = hex4(at: i)
                i += 4
                var scalar: UInt32 = 0xFFFD
                if UnicodeEscape.isHighSurrogate(unit) {
                    if i + 6 <= token.end, base[i] == 0x5C, base[i + 1] == UInt8(ascii: "u"),
                        let joined = UnicodeEscape.scalar(high: unit, low: hex4(at: i + 2))
                    {
                        scalar = joined.value
                        i += 6
                    }
                } else if !UnicodeEscape.isLowSurrogate(unit) {
                    scalar = unit
                }
                appendUTF8(scalar, to: &bytes)
            default:
                // `"`, `\` and `/` stand for themselves.
                bytes.append(escaped)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func hex4(at offset: Int) -> UInt32 {
        var value: UInt32 = 0
        for k in 0..<4 { value = value << 4 | UnicodeEscape.hexValue(base[offset + k])! }
        return value
    }

    private func appendUTF8(_ scalar: UInt32, to bytes: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            bytes.append(UInt8(scalar))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | scalar >> 6))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | scalar >> 12))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | scalar >> 18))
            bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    // MARK: Numbers

    /// A number as a 64-bit integer: an integer in range, or a float that is a
    /// whole number in range.
    func int(_ token: NumberToken) throws(IngestError) -> Int {
        guard token.isInteger else {
            let value = try double(token)
            guard value.rounded(.towardZero) == value, value >= -0x1p63, value < 0x1p63 else {
                throw fail(.numberOutOfRange, at: token.start)
            }
            return Int(value)
        }
        var i = token.start
        let negative = base[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var magnitude: UInt64 = 0
        while i < token.end {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(base[i] - UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { throw fail(.numberOutOfRange, at: token.start) }
            magnitude = sum
            i += 1
        }
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else { throw fail(.numberOutOfRange, at: token.start) }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard magnitude <= UInt64(Int.max) else { throw fail(.numberOutOfRange, at: token.start) }
        return Int(magnitude)
    }

    /// A number as a double; beyond a double's range is out of range.
    func double(_ token: NumberToken) throws(IngestError) -> Double {
        let length = token.end - token.start
        // A short integer converts exactly without a trip through the parser.
        if token.isInteger, length <= 15 {
            let value = try int(token)
            if value == 0, base[token.start] == UInt8(ascii: "-") { return -0.0 }
            return Double(value)
        }
        guard let value = Double(text(from: token.start, to: token.end)), value.isFinite else {
            throw fail(.numberOutOfRange, at: token.start)
        }
        return value
    }
}

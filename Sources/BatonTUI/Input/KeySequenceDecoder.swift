/// Decodes the bytes a terminal sends into keys: UTF-8 characters (wide ones included),
/// control bytes, the CSI (`ESC [`) and SS3 (`ESC O`) sequences of xterm, the Linux
/// console and screen/tmux, and xterm's SGR mouse reports (`ESC [ < b ; x ; y M`) that
/// ncurses leaves alone when the terminfo entry names another mouse format. Pure, so it
/// is tested without a terminal.
///
/// Bytes arrive in chunks; a sequence cut at the end of a chunk waits in `pending` for
/// the next `feed`. `finish()` says no more bytes are coming now (the escape delay has
/// passed): a lone ESC is then the Escape key.
public struct KeySequenceDecoder: Sendable {
    private static let escape: UInt8 = 0x1B
    private var pending: [UInt8] = []

    public init() {}

    /// Decodes every complete key in `pending + bytes`; keeps an incomplete tail.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decodeOne(pending[index...]) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Ends the current burst: an incomplete tail is what the user typed, read as such
    /// (ESC alone is Escape; ESC then `[` is Escape then `[`; a cut UTF-8 character is
    /// unknown bytes).
    public mutating func finish() -> [Key] {
        let tail = pending
        pending = []
        guard let first = tail.first else { return [] }
        if first == Self.escape {
            var rest = KeySequenceDecoder()
            return [.escape] + rest.feed(tail.dropFirst()) + rest.finish()
        }
        return tail.map { .unknown(Int($0)) }
    }

    /// Whether bytes of an unfinished key are waiting.
    public var hasPending: Bool { !pending.isEmpty }

    /// One key from the front of `bytes` and the bytes it used, or nil when they end
    /// before the key does. Bytes that name no key come out as `.unknown`; a mouse report
    /// the app does not use (a release, a drag) comes out as no key.
    private static func decodeOne(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        if first == escape { return decodeEscape(bytes) }
        if first < 0x20 || first == 0x7F { return (controlKey(first), 1) }
        if first < 0x80 { return (.character(Character(Unicode.Scalar(first))), 1) }
        return decodeUTF8(bytes)
    }

    private static func controlKey(_ byte: UInt8) -> Key {
        switch byte {
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x08, 0x7F: .backspace
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
        default: .unknown(Int(byte))
        }
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.unknown(Int(first)), 1)
        }
        guard bytes.count >= length else {
            // Wait for the rest unless what is there already breaks the pattern.
            let continuationsSoFar = bytes.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
            return continuationsSoFar ? nil : (.unknown(Int(first)), 1)
        }
        let encoded = bytes.prefix(length)
        guard let text = String(validating: encoded, as: UTF8.self),
              let scalar = text.unicodeScalars.first
        else { return (.unknown(Int(first)), 1) }
        return (.character(Character(scalar)), length)
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["): return decodeCSI(bytes)
        case UInt8(ascii: "O"): return decodeSS3(bytes)
        default:
            // ESC then another key (ESC again, or the Alt chord of some terminals):
            // Escape, then that key on its own.
            return (.escape, 1)
        }
    }

    /// `ESC [ params final`, and the Linux console's `ESC [ [ A`..`E` for F1-F5.
    private static func decodeCSI(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 3 else { return nil }
        if bytes[start + 2] == UInt8(ascii: "[") {
            guard bytes.count >= 4 else { return nil }
            let letter = bytes[start + 3]
            guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) else {
                return (.unknown(Int(letter)), 4)
            }
            return (.function(Int(letter - UInt8(ascii: "A")) + 1), 4)
        }
        var index = start + 2
        while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        let length = index - start + 1
        guard (0x40...0x7E).contains(final) else { return (.unknown(Int(final)), length) }
        let text = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        if text.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return (mouseKey(text.dropFirst(), pressed: final == UInt8(ascii: "M")), length)
        }
        let parameters = text
            .split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) }
        return (csiKey(final: final, firstParameter: parameters.first ?? nil), length)
    }

    /// An SGR mouse report's `button;column;row`, one-based: a press of the first button
    /// is a click, buttons 64 and 65 the wheel; releases, drags and other buttons are not
    /// used. A double click is the reader's to tell, by time.
    private static func mouseKey(_ parameters: Substring, pressed: Bool) -> Key? {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard pressed, numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let point = Point(x: numbers[1] - 1, y: numbers[2] - 1)
        switch numbers[0] {
        case 0: return .mouse(MouseEvent(.click, at: point))
        case 64: return .mouse(MouseEvent(.wheelUp, at: point))
        case 65: return .mouse(MouseEvent(.wheelDown, at: point))
        default: return nil
        }
    }

    private static func csiKey(final: UInt8, firstParameter: Int?) -> Key {
        switch final {
        case UInt8(ascii: "~"): tildeKey(firstParameter ?? 0)
        case UInt8(ascii: "Z"): .backTab
        default: letterKey(final) ?? .unknown(Int(final))
        }
    }

    /// The final letters CSI and SS3 share: arrows, Home/End, F1-F4, keypad Enter.
    private static func letterKey(_ letter: UInt8) -> Key? {
        switch letter {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    /// `ESC [ n ~`: the VT220 numbering xterm, rxvt, screen and the Linux console share.
    private static func tildeKey(_ number: Int) -> Key {
        switch number {
        case 1, 7: .home
        case 4, 8: .end
        case 3: .delete
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23...26: .function(number - 12)
        case 28, 29: .function(number - 13)
        case 31...34: .function(number - 14)
        default: .unknown(number)
        }
    }

    /// `ESC O letter`, with the optional modifier digits some terminals put before it.
    private static func decodeSS3(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) || bytes[index] == 0x3B {
            index += 1
        }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        return (letterKey(final) ?? .unknown(Int(final)), index - start + 1)
    }
}

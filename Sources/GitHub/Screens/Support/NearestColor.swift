import BatonTUI

/// The terminal color nearest a color GitHub gives as hex, a language's ("#F05138") or a
/// label's ("d73a4a"): its cell in the 256-color palette's 6x6x6 cube, which a terminal
/// of eight colors rounds further and one without colors (`NO_COLOR`) leaves out. Nil
/// for a missing or malformed color.
func nearestColor(_ hex: String?) -> Color? {
    guard let hex else { return nil }
    let digits = hex.first == "#" ? hex.dropFirst() : Substring(hex)
    guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
    let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
    // The cube's levels are 0, 95, 135, 175, 215, 255: the nearest level of each channel.
    let levels: [UInt32] = [0, 95, 135, 175, 215, 255]
    let steps = channels.map { channel in
        levels.indices.min { abs(Int(levels[$0]) - Int(channel)) < abs(Int(levels[$1]) - Int(channel)) } ?? 0
    }
    return .indexed(UInt8(16 + 36 * steps[0] + 6 * steps[1] + steps[2]))
}

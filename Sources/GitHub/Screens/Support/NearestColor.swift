import BatonTUI

/// The terminal color nearest a language's GitHub color ("#F05138"): its cell in the
/// 256-color palette's 6x6x6 cube. Nil for a missing or malformed color.
func languageColor(_ hex: String?) -> Color? {
    guard let hex, hex.count == 7, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
    let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
    // The cube's levels are 0, 95, 135, 175, 215, 255: the nearest level of each channel.
    let levels: [UInt32] = [0, 95, 135, 175, 215, 255]
    let steps = channels.map { channel in
        levels.indices.min { abs(Int(levels[$0]) - Int(channel)) < abs(Int(levels[$1]) - Int(channel)) } ?? 0
    }
    return .indexed(UInt8(16 + 36 * steps[0] + 6 * steps[1] + steps[2]))
}

/// How many colors the terminal layer uses: the palette decides how a `Color` is spelled
/// as a terminal color number.
public enum ColorSupport: Hashable, Sendable {
    /// No colors: `NO_COLOR` is set, or the terminal has none. Attributes still apply.
    case none
    /// The eight basic colors; bright and indexed colors fall back to the nearest of them.
    case eight
    /// The 256-color palette.
    case twoHundredFiftySix

    /// The support to use given the environment and what the terminal reports.
    /// `NO_COLOR` set to anything but the empty string turns colors off (no-color.org).
    public static func detect(environment: [String: String], hasColors: Bool, colorCount: Int) -> ColorSupport {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard hasColors, colorCount >= 8 else { return .none }
        return colorCount >= 256 ? .twoHundredFiftySix : .eight
    }

    /// The terminal's number for `color`; -1 (the terminal's default, under
    /// `use_default_colors`) for nil. Nil when colors are off.
    public func number(for color: Color?) -> Int16? {
        guard self != .none else { return nil }
        guard let color else { return -1 }
        let index = color.paletteIndex
        switch self {
        case .twoHundredFiftySix: return Int16(index)
        case .eight, .none: return Int16(Self.nearestBasic(toPaletteIndex: index))
        }
    }

    /// One of the eight basic colors for a 256-palette index: bright colors lose their
    /// brightness, the 6x6x6 cube rounds each channel, the gray ramp becomes black or white.
    static func nearestBasic(toPaletteIndex index: UInt8) -> UInt8 {
        switch index {
        case 0..<8: return index
        case 8..<16: return index - 8
        case 16..<232:
            let cube = Int(index) - 16
            let red = cube / 36, green = (cube / 6) % 6, blue = cube % 6
            let bit = { (level: Int) -> Int in level >= 3 ? 1 : 0 }
            return UInt8(bit(red) | bit(green) << 1 | bit(blue) << 2)
        default:
            return index >= 244 ? 7 : 0
        }
    }
}

extension Color {
    /// The color's index in the 256-color palette, whose first sixteen entries are the
    /// basic and bright colors in ANSI order.
    var paletteIndex: UInt8 {
        switch self {
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .brightBlack: 8
        case .brightRed: 9
        case .brightGreen: 10
        case .brightYellow: 11
        case .brightBlue: 12
        case .brightMagenta: 13
        case .brightCyan: 14
        case .brightWhite: 15
        case .indexed(let index): index
        }
    }
}

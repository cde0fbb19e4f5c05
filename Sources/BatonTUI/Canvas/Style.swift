/// A terminal color: one of the eight basic colors, their bright variants, or an
/// index into the 256-color palette. `nil` in a `Style` means the terminal's default.
public enum Color: Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow
    case brightBlue, brightMagenta, brightCyan, brightWhite
    case indexed(UInt8)
}

/// How a cell is drawn: colors and attributes. The terminal layer maps it onto what
/// the terminal supports (256, 8 or no colors).
public struct Style: Hashable, Sendable {
    public var foreground: Color?
    public var background: Color?
    public var bold: Bool
    public var dim: Bool
    public var underline: Bool
    public var reverse: Bool
    public var italic: Bool

    public init(
        foreground: Color? = nil, background: Color? = nil,
        bold: Bool = false, dim: Bool = false, underline: Bool = false,
        reverse: Bool = false, italic: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
        self.italic = italic
    }

    public static let plain = Style()
}

extension Color {
    /// The color a person names in a configuration: one of the eight (`red`), a bright
    /// one (`bright-red`), or a number of the 256-color palette (`208`). Nil otherwise.
    public init?(name: String) {
        let lower = name.lowercased()
        if let number = UInt8(lower) {
            self = .indexed(number)
            return
        }
        guard let color = Self.named[lower] else { return nil }
        self = color
    }

    /// The names `init(name:)` reads.
    public static let names = named.keys.sorted()

    private static let named: [String: Color] = [
        "black": .black, "red": .red, "green": .green, "yellow": .yellow, "blue": .blue, "magenta": .magenta,
        "cyan": .cyan, "white": .white, "bright-black": .brightBlack, "bright-red": .brightRed,
        "bright-green": .brightGreen, "bright-yellow": .brightYellow, "bright-blue": .brightBlue,
        "bright-magenta": .brightMagenta, "bright-cyan": .brightCyan, "bright-white": .brightWhite,
    ]
}

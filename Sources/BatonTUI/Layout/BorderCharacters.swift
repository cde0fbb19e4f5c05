/// The characters a border is drawn with.
public struct BorderCharacters: Hashable, Sendable {
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character

    public init(
        horizontal: Character, vertical: Character,
        topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// Unicode box drawing, light and rounded.
    public static let box = BorderCharacters(
        horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯"
    )

    /// For terminals whose font or encoding lacks box drawing.
    public static let ascii = BorderCharacters(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+"
    )
}

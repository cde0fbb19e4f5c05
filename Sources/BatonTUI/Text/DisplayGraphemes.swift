/// A text's grapheme clusters that take room, with their widths: what a line of cells is
/// made of. Clusters of width zero on their own (controls, a stray mark) are skipped.
public struct DisplayGraphemes<Text: StringProtocol>: Sequence {
    let text: Text

    public struct Iterator: IteratorProtocol {
        var characters: Text.Iterator

        public mutating func next() -> (grapheme: Character, width: Int)? {
            while let character = characters.next() {
                let width = character.displayWidth
                if width > 0 { return (character, width) }
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(characters: text.makeIterator())
    }
}

extension StringProtocol {
    public var displayGraphemes: DisplayGraphemes<Self> {
        DisplayGraphemes(text: self)
    }

    /// The text split into cells, a wide character followed by its continuation cell.
    public func cells(style: Style = .plain) -> [Cell] {
        var cells: [Cell] = []
        for (grapheme, width) in displayGraphemes {
            cells.append(Cell(grapheme: grapheme, style: style, width: Int8(width)))
            if width == 2 { cells.append(.continuation(style)) }
        }
        return cells
    }
}

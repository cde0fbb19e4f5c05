extension Unicode.Scalar {
    /// Columns the scalar takes on its own, by wcwidth's rules: 0 for controls, combining
    /// and enclosing marks, format characters (ZWJ, variation selectors are marks) and the
    /// Hangul vowel and final Jamo; 2 for emoji presentation and East Asian Wide/Fullwidth;
    /// 1 otherwise.
    public var displayWidth: Int {
        let value = value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if properties.isEmojiPresentation || WideRanges.contains(value) { return 2 }
        return 1
    }
}

extension Character {
    /// Columns the grapheme cluster takes: the width of its first scalar that takes any,
    /// made 2 by an emoji variation selector (U+FE0F) after an emoji base, at most 2.
    public var displayWidth: Int {
        if let ascii = asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        var width = 0
        var base: Unicode.Scalar?
        for scalar in unicodeScalars {
            guard let first = base else {
                base = scalar
                width = scalar.displayWidth
                if width == 2 { return 2 }
                continue
            }
            if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }
            if width == 0 { width = scalar.displayWidth }
        }
        return min(width, 2)
    }
}

extension StringProtocol {
    /// Columns the text takes on one line.
    public var displayWidth: Int {
        // ASCII text is as wide as its printable bytes (`\r\n`, one character of no
        // width, is two controls), with no grapheme rules run: most text is ASCII.
        var printable = 0
        for byte in utf8 {
            guard byte < 0x80 else { return reduce(0) { $0 + $1.displayWidth } }
            if byte >= 0x20, byte != 0x7F { printable += 1 }
        }
        return printable
    }
}

import BatonTUI

/// Finds what GitHub links in plain text: `@login` (and `@org/team`), `#123` and
/// `owner/name#123`, each starting a word.
///
/// Every mark a reference is made of is ASCII, so the scan reads the UTF-8 bytes
/// (`UTF8Characters`) and turns to `Character`s only beside other scalars: a long body's
/// layout went a `Character` at a time through this scan for two fifths of its time.
enum ReferenceScanner {
    static func spans(in text: String, base: Style, mention: Style) -> [StyledSpan] {
        // Most text names nobody: without an `@` or a `#` it is one span as it is.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "#") }) else {
            return text.isEmpty ? [] : [StyledSpan(text, style: base)]
        }
        return UTF8Characters.reading(text) { characters in
            var spans: [StyledSpan] = []
            let scan = Scan(characters: characters)
            var plainStart = 0
            var offset = 0
            while offset < characters.bytes.count {
                if startsReference(characters.bytes[offset]), scan.startsWord(at: offset),
                   let end = scan.referenceEnd(from: offset) {
                    if plainStart < offset { spans.append(StyledSpan(characters.string(plainStart..<offset), style: base)) }
                    spans.append(StyledSpan(characters.string(offset..<end), style: mention))
                    plainStart = end
                    offset = end
                } else {
                    offset += 1
                }
            }
            if plainStart < offset { spans.append(StyledSpan(characters.string(plainStart..<offset), style: base)) }
            return spans
        }
    }

    /// The tests of a reference over one text's bytes; an offset a test is asked at is a
    /// character boundary (the start, or just after a character that is one ASCII byte).
    private struct Scan {
        let characters: UTF8Characters

        /// Whether a reference may start at `offset`: after no character, or after one
        /// that is neither a word's nor a `/`.
        func startsWord(at offset: Int) -> Bool {
            guard offset > 0 else { return true }
            if let byte = characters.ascii(at: offset - 1) { return !isWordByte(byte) && byte != UInt8(ascii: "/") }
            // The previous character is more than a byte (`é` as `e` and an accent, `\r\n`);
            // only a character that is one byte starts a reference, so `offset` is a boundary.
            guard characters.ascii(at: offset) != nil else { return false }
            let previous = characters.character(before: offset)
            return !isWordCharacter(previous) && previous != "/"
        }

        /// The end of a reference starting at `start`, if one does.
        func referenceEnd(from start: Int) -> Int? {
            guard let first = characters.ascii(at: start) else { return nil }
            if first == UInt8(ascii: "@") {
                let name = run(from: start + 1, while: isNameByte)
                guard name > start + 1 else { return nil }
                // A team: @org/team.
                if has(UInt8(ascii: "/"), at: name) {
                    let team = run(from: name + 1, while: isNameByte)
                    if team > name + 1 { return team }
                }
                return name
            }
            if first == UInt8(ascii: "#") { return number(after: start) }
            // owner/name#123
            let owner = run(from: start, while: isNameByte)
            guard owner > start, has(UInt8(ascii: "/"), at: owner) else { return nil }
            let name = run(from: owner + 1) { isNameByte($0) || $0 == UInt8(ascii: ".") }
            guard name > owner + 1, has(UInt8(ascii: "#"), at: name) else { return nil }
            return number(after: name)
        }

        /// The end of the digits after the `#` at `hash`, if any follow and no word does.
        private func number(after hash: Int) -> Int? {
            let end = run(from: hash + 1) { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard end > hash + 1 else { return nil }
            guard end < characters.bytes.count else { return end }
            if let byte = characters.ascii(at: end) { return isWordByte(byte) ? nil : end }
            return isWordCharacter(characters.character(at: end)) ? nil : end
        }

        /// The end of the characters from `start` that are one ASCII byte each and match.
        private func run(from start: Int, while matches: (UInt8) -> Bool) -> Int {
            var offset = start
            while offset < characters.bytes.count, let byte = characters.ascii(at: offset), matches(byte) { offset += 1 }
            return offset
        }

        private func has(_ mark: UInt8, at offset: Int) -> Bool {
            offset < characters.bytes.count && characters.ascii(at: offset) == mark
        }
    }

    /// Whether a reference can start with the byte: an `@`, a `#` or an owner's first character.
    private static func startsReference(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || isNameByte(byte)
    }

    /// A login's or a repository's character: an ASCII letter, digit, `-` or `_`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: "-")
    }

    /// `isWordCharacter` of a character that is one ASCII byte.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}

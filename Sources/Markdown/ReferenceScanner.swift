import BatonTUI

/// Finds what GitHub links in plain text: `@login` (and `@org/team`), `#123` and
/// `owner/name#123`, each starting a word.
enum ReferenceScanner {
    static func spans(in text: String, base: Style, mention: Style) -> [StyledSpan] {
        var spans: [StyledSpan] = []
        var plain = ""
        var index = text.startIndex
        var previous: Character?
        while index < text.endIndex {
            let startsWord = previous.map { !isWordCharacter($0) && $0 != "/" } ?? true
            if startsWord, let end = referenceEnd(in: text, from: index) {
                if !plain.isEmpty { spans.append(StyledSpan(plain, style: base)); plain = "" }
                spans.append(StyledSpan(String(text[index..<end]), style: mention))
                previous = text[text.index(before: end)]
                index = end
                continue
            }
            previous = text[index]
            plain.append(text[index])
            index = text.index(after: index)
        }
        if !plain.isEmpty { spans.append(StyledSpan(plain, style: base)) }
        return spans
    }

    /// The end of a reference starting at `start`, if one does.
    private static func referenceEnd(in text: String, from start: String.Index) -> String.Index? {
        let first = text[start]
        if first == "@" {
            let name = run(in: text, from: text.index(after: start)) { isNameCharacter($0) }
            guard name > text.index(after: start) else { return nil }
            // A team: @org/team.
            if name < text.endIndex, text[name] == "/" {
                let team = run(in: text, from: text.index(after: name)) { isNameCharacter($0) }
                if team > text.index(after: name) { return team }
            }
            return name
        }
        if first == "#" { return number(in: text, after: start) }
        // owner/name#123
        let owner = run(in: text, from: start) { isNameCharacter($0) }
        guard owner > start, owner < text.endIndex, text[owner] == "/" else { return nil }
        let name = run(in: text, from: text.index(after: owner)) { isNameCharacter($0) || $0 == "." }
        guard name > text.index(after: owner), name < text.endIndex, text[name] == "#" else { return nil }
        return number(in: text, after: name)
    }

    /// The end of the digits after the `#` at `hash`, if any follow and no word does.
    private static func number(in text: String, after hash: String.Index) -> String.Index? {
        let digitsStart = text.index(after: hash)
        let end = run(in: text, from: digitsStart) { $0.isASCII && $0.isNumber }
        guard end > digitsStart else { return nil }
        if end < text.endIndex, isWordCharacter(text[end]) { return nil }
        return end
    }

    private static func run(in text: String, from start: String.Index, while matches: (Character) -> Bool) -> String.Index {
        var index = start
        while index < text.endIndex, matches(text[index]) { index = text.index(after: index) }
        return index
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}

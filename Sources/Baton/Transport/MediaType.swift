/// A `Content-Type` value read as RFC 9110 writes it: the type and subtype,
/// lowercased, and the parameters, names lowercased and quoted values unquoted.
struct MediaType: Equatable {
    let essence: String
    let parameters: [String: String]

    init(_ value: String) {
        var pieces = Self.split(value)
        essence = Self.trimmed(pieces.removeFirst()).lowercased()
        var parameters: [String: String] = [:]
        for piece in pieces {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            let name = Self.trimmed(piece[..<equals]).lowercased()
            let raw = Self.trimmed(piece[piece.index(after: equals)...])
            // The first occurrence of a name counts, as browsers read it.
            if parameters[name] == nil { parameters[name] = Self.unquoted(raw) }
        }
        self.parameters = parameters
    }

    /// The value cut at each `;` outside a quoted string.
    private static func split(_ value: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = value.startIndex
        var quoted = false
        var escaped = false
        for index in value.indices {
            let character = value[index]
            if escaped {
                escaped = false
            } else if quoted && character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == ";" && !quoted {
                pieces.append(value[start..<index])
                start = value.index(after: index)
            }
        }
        pieces.append(value[start...])
        return pieces
    }

    private static func unquoted(_ raw: Substring) -> String {
        guard raw.count >= 2, raw.first == "\"", raw.last == "\"" else { return String(raw) }
        var text = ""
        var escaped = false
        for character in raw.dropFirst().dropLast() {
            if !escaped && character == "\\" {
                escaped = true
                continue
            }
            escaped = false
            text.append(character)
        }
        return text
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }
}

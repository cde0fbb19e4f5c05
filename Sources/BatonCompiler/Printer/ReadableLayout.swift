/// Compact text laid out for a reader: each selection on its own line, indented
/// two spaces per selection set, a definition's lines apart from the next's by a
/// blank line. Arguments, variable definitions and strings stay as sent, on their
/// field's line, so every character of the text but a separator's is there in its order.
public enum ReadableLayout {
    public static func lines(of compact: String) -> [String] {
        let scalars = Array(compact.unicodeScalars)
        var layout = Layout()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                let end = stringEnd(in: scalars, from: index)
                layout.current.unicodeScalars.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            index += 1
            guard layout.argumentDepth == 0 else {
                layout.current.unicodeScalars.append(scalar)
                if scalar == "(" { layout.argumentDepth += 1 }
                if scalar == ")" { layout.argumentDepth -= 1 }
                continue
            }
            switch scalar {
            case "(":
                layout.argumentDepth += 1
                layout.current.unicodeScalars.append(scalar)
            case "{":
                layout.current += layout.current.isEmpty ? "{" : " {"
                layout.endLine()
                layout.depth += 1
            case "}":
                layout.endLine()
                layout.depth = max(0, layout.depth - 1)
                layout.current = "}"
                layout.endLine()
            case ",":
                layout.endLine()
            case "\n":
                // Relay's printer parts selections under one condition by a newline and indentation.
                layout.endLine()
                while index < scalars.count, scalars[index] == " " { index += 1 }
            default:
                // A definition after the last one closed starts after a blank line.
                if layout.depth == 0 && layout.current.isEmpty && layout.lines.last == "}" { layout.lines.append("") }
                layout.current.unicodeScalars.append(scalar)
            }
        }
        layout.endLine()
        return layout.lines
    }

    /// Where the string or block string opening at `start` ends, past its closing
    /// quotes (or at the text's end), so braces and commas inside it stay text.
    private static func stringEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        func quotes(at index: Int) -> Bool {
            index + 3 <= scalars.count && scalars[index..<index + 3].allSatisfy { $0 == "\"" }
        }
        var index = start + 1
        if quotes(at: start) {
            index = start + 3
            while index < scalars.count {
                if scalars[index] == "\\" && quotes(at: index + 1) { index += 4; continue }
                if quotes(at: index) { return index + 3 }
                index += 1
            }
            return scalars.count
        }
        while index < scalars.count {
            if scalars[index] == "\\" { index += 2; continue }
            if scalars[index] == "\"" { return index + 1 }
            index += 1
        }
        return scalars.count
    }

    private struct Layout {
        var lines: [String] = []
        var current = ""
        var depth = 0
        var argumentDepth = 0

        mutating func endLine() {
            guard !current.isEmpty else { return }
            lines.append(String(repeating: "  ", count: depth) + current)
            current = ""
        }
    }
}

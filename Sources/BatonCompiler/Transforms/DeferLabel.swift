/// Relay's label of a deferred fragment, which the server answers the deferred
/// part with: `<document>$defer$<label>`, the document being the operation or
/// fragment the `@defer` stands in, and the label the author's or, on a
/// spread, the fragment's name.
enum DeferLabel {
    /// The directives with `@defer` labelled; unchanged when it has no label to
    /// take (an inline fragment the author did not label).
    static func labelled(_ directives: [Directive], in document: String, spreading fragment: String?) -> [Directive] {
        directives.map { directive in
            guard directive.name.value == "defer" else { return directive }
            let written: String?
            if case .string(let string)? = directive.argumentValue("label") { written = string.value } else { written = nil }
            guard let label = written ?? fragment else { return directive }
            let text = "\(document)$defer$\(label)"
            let value = StringValue(value: text, block: false, raw: quoted(text), span: directive.span)
            var result = directive
            result.arguments = [Argument(name: Name(value: "label", span: directive.span), value: .string(value), span: directive.span)]
                + directive.arguments.filter { $0.name.value != "label" }
            return result
        }
    }

    /// A GraphQL string literal of the text: quotes, backslashes and control characters escaped.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

import BatonSupport

/// Relay's label of a deferred fragment, which the server answers the deferred
/// part with: `<document>$defer$<label>`, the document being the operation or
/// fragment the `@defer` stands in, and the label the author's or, on a
/// spread, the fragment's name.
enum DeferLabel {
    /// The directives with `@defer` labelled; unchanged when it has no label to
    /// take (an inline fragment the author did not label).
    static func labelled(_ directives: [Directive], in document: String, spreading fragment: String?) -> [Directive] {
        directives.map { directive in
            guard directive.name.value == "defer", let text = label(of: directive, in: document, fallback: fragment) else {
                return directive
            }
            let value = StringValue(value: text, block: false, raw: JSONText.quoted(text), span: directive.span)
            var result = directive
            result.arguments = [Argument(name: Name(value: "label", span: directive.span), value: .string(value), span: directive.span)]
                + directive.arguments.filter { $0.name.value != "label" }
            return result
        }
    }

    /// The label a deferred part of `directives` is delivered under, which the plan
    /// marks its fields with; nil when they hold no `@defer`, or one a constant
    /// `if: false` turns off. The plan reads the transformed selections, whose
    /// `@defer` already carries its whole label; an inline fragment the author did
    /// not label is known to the plan by its type condition.
    static func of(_ directives: [Directive], document: String, fallback: String) -> String? {
        guard let directive = directives.first(where: { $0.name.value == "defer" }) else { return nil }
        if case .boolean(let constant)? = directive.argumentValue("if"), !constant.value { return nil }
        if case .string(let labelled)? = directive.argumentValue("label"), labelled.value.contains("$defer$") {
            return labelled.value
        }
        return label(of: directive, in: document, fallback: fallback)
    }

    /// `<document>$defer$<label>`: the author's label, else `fallback`.
    private static func label(of directive: Directive, in document: String, fallback: String?) -> String? {
        var label = fallback
        if case .string(let string)? = directive.argumentValue("label") { label = string.value }
        return label.map { "\(document)$defer$\($0)" }
    }
}

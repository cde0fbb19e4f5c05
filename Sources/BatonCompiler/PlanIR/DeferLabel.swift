/// The label of the part a `@defer` delivers, as Relay's compiler makes it and
/// the server echoes it back: the name of the document the deferred selection
/// is written in, `$defer$`, and the directive's own label, else the spread
/// fragment's name (or an inline fragment's type condition).
enum DeferLabel {
    /// Nil when `directives` hold no `@defer`, or one a constant `if: false` turns off.
    static func of(_ directives: [Directive], document: String, fallback: String) -> String? {
        guard let directive = directives.first(where: { $0.name.value == "defer" }) else { return nil }
        if case .boolean(let constant)? = directive.arguments.first(where: { $0.name.value == "if" })?.value,
           !constant.value {
            return nil
        }
        var label = fallback
        if case .string(let text)? = directive.arguments.first(where: { $0.name.value == "label" })?.value {
            label = text.value
        }
        return document + "$defer$" + label
    }
}

/// Baton delivers a mutation's response as one payload, committed at once, so
/// @defer and @stream stand in queries and subscriptions only.
final class DeferStreamInQueries: ValidationRule {
    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterDirective(_ node: Directive, at location: DirectiveLocation) {
        let name = node.name.value
        guard name == "defer" || name == "stream", context.operation?.operation == .mutation else { return }
        context.report("@\(name) is not supported in a mutation: its response is committed as one payload.", at: node.span)
    }
}

import BatonSupport

/// Every directive used is known and stands at a location it is defined for.
final class KnownDirectives: ValidationRule {
    static let hooks: ValidationHooks = [.enterDirective]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterDirective(_ node: Directive, at location: DirectiveLocation) {
        let name = node.name.value
        guard let definition = context.directive else {
            context.report("Unknown directive \"@\(name)\".", at: node.name.span,
                           suggestions: suggestionList(name, context.schema.directives.keys.sorted()).map { "@\($0)" })
            return
        }
        if !definition.locations.contains(location) {
            context.report("Directive \"@\(name)\" may not be used on \(location.rawValue).", at: node.name.span)
        }
    }
}

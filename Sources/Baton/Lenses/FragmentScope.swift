/// The variables a fragment that declares arguments (`@argumentDefinitions`) reads in,
/// as one spread of it binds them: each argument to the value the spread passes with
/// `@arguments` (a literal, or a variable of the scope the spread stands in), else to
/// the fragment's default, else to null, over the operation's own variables. The
/// compiler writes one per spread, and the owner the spread reads through binds it
/// once (`Owner.scoped(_:)`).
@_spi(Generated)
public final class FragmentScope: Sendable {
    public let bindings: [String: ArgumentValue]

    public init(_ bindings: [String: ArgumentValue]) {
        self.bindings = bindings
    }

    /// The scope's variables: `operation`'s, each binding resolved in `parent`.
    func variables(over operation: Variables, resolvingIn parent: Variables) -> Variables {
        var variables = operation
        for (name, value) in bindings { variables[name] = value.resolved(parent) }
        return variables
    }
}

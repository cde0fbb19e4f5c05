/// Which rules beyond the specification's apply. The defaults are Relay's and
/// Baton's: operations must be named, and a fragment nothing spreads is a lens of
/// its own rather than an error.
public struct ValidationOptions: Sendable {
    /// Relay's rule that every operation has a name (its generated type's name).
    public var requireNamedOperations: Bool
    /// The specification's NoUnusedFragments, which a single document judged
    /// alone (as graphql-js judges it) needs and a target of screens does not.
    public var reportUnusedFragments: Bool

    public init(requireNamedOperations: Bool = true, reportUnusedFragments: Bool = false) {
        self.requireNamedOperations = requireNamedOperations
        self.reportUnusedFragments = reportUnusedFragments
    }

    /// The specification's rules alone, as graphql-js applies them to one document.
    public static let specification = ValidationOptions(requireNamedOperations: false, reportUnusedFragments: true)
}

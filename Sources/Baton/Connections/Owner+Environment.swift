/// The environment a lens fetches through: the one whose handle made the lens's
/// owner. A lens made by hand has none, and its page loads and refetches fail with
/// the environment's error.
@MainActor
extension Owner {
    var environment: Environment? {
        (root as? any EnvironmentBound)?.environment
    }
}

/// A root that knows the environment that made it.
@MainActor
protocol EnvironmentBound: AnyObject {
    var environment: Environment? { get }
}

extension Handle: EnvironmentBound {}

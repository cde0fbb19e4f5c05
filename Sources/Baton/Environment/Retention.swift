/// A holder's claim on a handle: while it lives, the handle's root is held with
/// the policy the holder attached with. Ending it, or letting it go, releases.
@MainActor
public final class Retention {
    public let policy: FetchPolicy
    private var release: (@MainActor () -> Void)?

    init(policy: FetchPolicy, release: @escaping @MainActor () -> Void) {
        self.policy = policy
        self.release = release
    }

    /// Releases now rather than when the retention goes away; a second end does nothing.
    public func end() {
        let release = self.release
        self.release = nil
        release?()
    }

    public var isEnded: Bool { release == nil }

    isolated deinit {
        end()
    }
}

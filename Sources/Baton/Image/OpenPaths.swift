import Dispatch

/// The image files this process holds, by path: one image a file. A second image
/// made on a file another holds runs without it; one made on a file whose image
/// is closing takes it over once the closing one let go.
enum OpenPaths {
    /// One image's hold on a path.
    final class Claim: Sendable {
        private let closing = Locked(false)
        private let released = DispatchSemaphore(value: 0)

        var isClosing: Bool { closing.withLock { $0 } }

        func markClosing() {
            closing.withLock { $0 = true }
        }

        /// Blocks the caller's thread (an image's queue) until the claim is released.
        func waitUntilReleased() {
            released.wait()
            released.signal()
        }

        fileprivate func signalReleased() {
            released.signal()
        }
    }

    private static let claims = Locked<[String: Claim]>([:])

    /// A claim on `path` and the closing claim it takes over, if any; nil when an
    /// open image holds the path.
    static func claim(_ path: String) -> (claim: Claim, predecessor: Claim?)? {
        claims.withLock { claims in
            let existing = claims[path]
            if let existing, !existing.isClosing { return nil }
            let claim = Claim()
            claims[path] = claim
            return (claim, existing)
        }
    }

    /// Gives the path back, unless a successor has taken it over already.
    static func release(_ path: String, _ claim: Claim) {
        claims.withLock { claims in
            if claims[path] === claim { claims[path] = nil }
        }
        claim.signalReleased()
    }
}

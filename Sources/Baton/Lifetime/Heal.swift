/// The heal: a read of a slot the store never received marks its owner's root
/// stale and refetches it, once per fetch of that root, when a holder allows the
/// network. A field still missing after the heal's own refetch is logged as
/// unexpected and healed no further, until a fetch of another cause.
///
/// Fetches are counted by the root's committed responses, so a heal that asked
/// for one knows when it answered; a handle has one fetch in flight at a time, so
/// the first response after the ask is the heal's (or the one it joined).
enum Heal: Equatable {
    /// A missing read may mark the root stale and refetch it.
    case armed
    /// A missing read asked for a fetch when `after` responses had been committed.
    case fetching(after: Int)
    /// The heal's refetch did not bring the field; nothing heals it before the
    /// next response after `after`.
    case spent(after: Int)
}

extension Handle {
    /// A read through this handle's data found `field` of `type` missing; the read
    /// itself logged it as missing.
    func healMissing(type: String, field: String) {
        guard let environment, !environment.hasEnded,
              environment.handles[AnyHashable(operation)] === self
        else { return }
        let store = environment.store
        let fetches = store.fetchCount(of: operation)
        switch heal {
        case let .fetching(after: asked) where fetches == asked:
            // The heal's fetch is in flight, or failed: a revalidation retries it.
            return
        case let .fetching(after: asked) where fetches == asked + 1:
            heal = .spent(after: fetches)
            environment.record(.unexpectedValue(type: type, field: field))
            return
        case let .spent(after: answered) where fetches == answered:
            environment.record(.unexpectedValue(type: type, field: field))
            return
        default:
            break
        }
        store.markStale(operation)
        guard allowsNetwork else {
            heal = .armed
            return
        }
        heal = .fetching(after: fetches)
        fetchAgain()
    }
}

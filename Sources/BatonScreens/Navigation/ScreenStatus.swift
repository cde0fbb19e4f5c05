import BatonTUI

/// How a screen's data stands, in the words of the status bar.
public enum ScreenStatus: Hashable, Sendable {
    /// Nothing to show yet; a fetch is in flight.
    case loading
    /// Data shown, and a fetch for newer data in flight behind it.
    case refreshing
    /// Data shown that is older than its operation allows.
    case stale
    /// Data shown and current.
    case ready
    /// The fetch failed: its kind (`network`, `http 500`, `graphql`, ...) and message.
    /// What was shown before stays shown.
    case failed(kind: String, message: String)
}

/// When a holder's attach goes to the network, decided over the availability check.
public enum FetchPolicy: Sendable, Hashable, CaseIterable {
    /// The store's data when it holds all of it, else a fetch.
    case storeOrNetwork
    /// The store's data, whatever it holds, and a fetch behind it.
    case storeAndNetwork
    /// Always a fetch; the store's data shows only once it answered.
    case networkOnly
    /// Never a fetch: without the data the phase fails with missing data.
    case storeOnly

    public static let `default` = FetchPolicy.storeOrNetwork

    /// Whether an attach fetches, given whether the store holds the data.
    func fetches(whenAvailable available: Bool) -> Bool {
        switch self {
        case .storeOrNetwork: !available
        case .storeAndNetwork, .networkOnly: true
        case .storeOnly: false
        }
    }
}

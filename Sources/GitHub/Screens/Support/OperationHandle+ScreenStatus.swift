import Baton
import BatonScreens
import BatonTUI

extension OperationHandle {
    /// How the handle's data stands in the status bar's words. A failed fetch reads failed
    /// whether or not data is shown; the data, when there is some, stays shown.
    var screenStatus: ScreenStatus {
        if let failure = fetch.failure { return ScreenStatus(failure, advice: .gitHub) }
        switch phase {
        case .loading: return .loading
        case .failed(let failure): return ScreenStatus(failure, advice: .gitHub)
        case .ready: return isRefreshing ? .refreshing : isStale ? .stale : .ready
        }
    }
}

import Dispatch

/// Fetches every tab's shown screen again at the configuration's interval, on the main
/// queue, behind what the screens show (they say "refreshing", then "updated just now").
/// It runs for the app's life.
@MainActor
final class RefetchTimer {
    private let source: DispatchSourceTimer

    init(every interval: Duration, _ refetch: @escaping @MainActor () -> Void) {
        let (seconds, attoseconds) = interval.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
        source.setEventHandler { MainActor.assumeIsolated { refetch() } }
        source.resume()
    }
}

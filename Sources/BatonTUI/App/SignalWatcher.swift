import Dispatch
import Glibc

/// Delivers signals on the main queue through dispatch signal sources. Each signal is
/// ignored first, so its default action (or a handler ncurses would install for a signal
/// still at its default) never runs; the source alone sees it.
///
/// The sources live on a queue of their own and `init` returns once each is registered
/// with the system: an ignored signal arriving before that would be lost, and the main
/// queue cannot be waited on for the registration while it is the one waiting.
@MainActor
final class SignalWatcher {
    /// Receives each signal on the main queue; signals before it is set are dropped.
    var onSignal: (@MainActor (Int32) -> Void)?
    private let signals: [Int32]
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "BatonTUI.signals")

    init(signals: [Int32]) {
        self.signals = signals
        for number in signals {
            signal(number, SIG_IGN)
            let source = Self.registeredSource(for: number, on: queue) { [weak self] in
                self?.onSignal?(number)
            }
            sources.append(source)
        }
    }

    /// A resumed source for `number`, returned once registered. Nonisolated: its handlers
    /// run on `queue`, and `deliver` is sent to the main queue from there.
    private nonisolated static func registeredSource(
        for number: Int32, on queue: DispatchQueue, deliver: @escaping @MainActor @Sendable () -> Void
    ) -> DispatchSourceSignal {
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        let registered = DispatchSemaphore(value: 0)
        source.setRegistrationHandler { registered.signal() }
        source.setEventHandler {
            DispatchQueue.main.async { MainActor.assumeIsolated(deliver) }
        }
        source.resume()
        registered.wait()
        return source
    }

    /// Stops watching and gives each signal its default action back.
    func cancel() {
        for source in sources { source.cancel() }
        for number in signals { signal(number, SIG_DFL) }
    }
}

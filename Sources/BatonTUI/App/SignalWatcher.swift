import Dispatch
import Glibc

/// Delivers signals on the main queue through dispatch signal sources. Each signal is
/// ignored first, so its default action (or a handler ncurses would install for a signal
/// still at its default) never runs; the source alone sees it.
@MainActor
final class SignalWatcher {
    private let signals: [Int32]
    private var sources: [DispatchSourceSignal] = []
    private var isStarted = false

    init(signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) {
        self.signals = signals
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { handler(number) } }
            sources.append(source)
        }
    }

    func start() {
        guard !isStarted else { return }
        isStarted = true
        for source in sources { source.resume() }
    }

    /// Stops watching and gives each signal its default action back. A source never
    /// started is resumed after its cancel: dispatch traps when a suspended source is
    /// released.
    func cancel() {
        for source in sources { source.cancel() }
        start()
        for number in signals { signal(number, SIG_DFL) }
    }
}

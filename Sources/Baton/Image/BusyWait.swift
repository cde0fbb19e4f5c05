import CSQLite
import Glibc
import Synchronization

/// How the image's connection waits for a file another process holds: in short sleeps,
/// up to a limit, unless the image's close cut the wait short. A close never waits
/// behind a wait that began before it: it cuts that one short, then makes its own last
/// attempt with the whole limit. Installed as the connection's SQLite busy handler.
final class BusyWait: Sendable {
    /// One sleep between two attempts, in microseconds.
    static let step: useconds_t = 5_000
    /// How many sleeps make the limit.
    let steps: Int32
    private let cutShort = Atomic<Bool>(false)

    init(milliseconds: Int32) {
        steps = max(1, milliseconds * 1_000 / Int32(Self.step))
    }

    /// Ends the wait in progress, and any that starts, at its next step.
    func cut() {
        cutShort.store(true, ordering: .sequentiallyConsistent)
    }

    var isCut: Bool { cutShort.load(ordering: .sequentiallyConsistent) }

    /// Waits take their whole limit again.
    func resume() {
        cutShort.store(false, ordering: .sequentiallyConsistent)
    }

    /// Whether another attempt follows the `count` made so far, after a sleep.
    fileprivate func waitsAgain(after count: Int32) -> Bool {
        guard count < steps, !cutShort.load(ordering: .sequentiallyConsistent) else { return false }
        usleep(Self.step)
        return true
    }

    /// Makes `wait` the handler of `connection`; the connection must not outlive it.
    static func install(_ wait: BusyWait, on connection: OpaquePointer) {
        sqlite3_busy_handler(connection, { context, count in
            guard let context else { return 0 }
            return Unmanaged<BusyWait>.fromOpaque(context).takeUnretainedValue().waitsAgain(after: count) ? 1 : 0
        }, Unmanaged.passUnretained(wait).toOpaque())
    }
}

import CSQLite
import Glibc
import Synchronization

/// The eviction of a file that passed its size limit at the open: the oldest
/// launches' rows deleted and the file compacted, on a connection of its own on a
/// queue of its own. The image's connection goes on reading meanwhile, since a reader
/// of a write-ahead log never waits for its writer, so the launch draws its first
/// screens from the file while it shrinks; the image holds its own writes until the
/// eviction ends rather than wait behind its lock, but hands it the rows the launch
/// read so far, which the deletion keeps as this launch's. A row read while the
/// deletion is under way may still go: the next launch fetches it again. A close
/// cancels the eviction at once, and the next open evicts again.
final class ImageEviction: Sendable {
    enum Outcome: Sendable {
        /// Rows deleted; the file fits its limit.
        case fits(evicted: Int)
        /// Every earlier launch's rows are gone and the file is still over its
        /// limit: what is left is this launch's, and the file starts again.
        case stillOver(evicted: Int)
        case failed(SQLiteFailure)
        case cancelled
    }

    let path: String
    let limit: Int
    /// The launch evicting, whose rows stay: it has read and written since the open.
    let generation: Int64
    /// Takes the rows the launch read and the image has not written yet.
    private let marks: @Sendable () -> [TouchedRows]
    private let cancelled = Atomic<Bool>(false)
    private let finished = Mutex<Outcome?>(nil)
    /// As long as another process may hold the file, since nothing waits on the
    /// eviction but the writes it holds, which stop it once they outgrow their wait;
    /// a cancel cuts it short.
    private let busyWait = BusyWait(milliseconds: 30_000)

    /// Linux's SCHED_IDLE, which the C library declares for GNU sources alone.
    private static let idlePolicy: Int32 = 5
    /// How many SQLite instructions run between two looks at a cancel.
    private static let instructionsBetweenLooks: Int32 = 1_000

    init(path: String, limit: Int, generation: Int64, marks: @escaping @Sendable () -> [TouchedRows]) {
        self.path = path
        self.limit = limit
        self.generation = generation
        self.marks = marks
    }

    /// Evicts, off the image's queue; the outcome is kept for `outcome`.
    func run() {
        Self.yieldingTheCore { evict() }
    }

    private func evict() {
        let outcome: Outcome
        do throws(SQLiteFailure) {
            let file = try ImageFile(evicting: path, for: generation, busyWait: busyWait)
            defer { file.close() }
            Self.stopWhenCancelled(file.connection, self)
            let evicted = try file.evict(toFit: limit, keeping: marks)
            outcome = evicted.fits ? .fits(evicted: evicted.rows) : .stillOver(evicted: evicted.rows)
        } catch {
            outcome = isCancelled ? .cancelled : .failed(error)
        }
        finished.withLock { $0 = outcome }
    }

    /// What `run` came to; nil while it runs.
    var outcome: Outcome? { finished.withLock { $0 } }

    /// Stops the statement under way and the wait for a lock at their next look.
    func cancel() {
        cancelled.store(true, ordering: .sequentiallyConsistent)
        busyWait.cut()
    }

    private var isCancelled: Bool { cancelled.load(ordering: .sequentiallyConsistent) }

    /// Runs `body` on this thread under the idle policy, then gives the thread its own
    /// back: on a machine with a core or two the eviction would otherwise take the one
    /// the main actor draws the launch's first frames on.
    private static func yieldingTheCore(_ body: () -> Void) {
        let thread = pthread_self()
        var policy: Int32 = 0
        var own = sched_param()
        var idle = sched_param()
        let lowered = pthread_getschedparam(thread, &policy, &own) == 0
            && pthread_setschedparam(thread, Self.idlePolicy, &idle) == 0
        body()
        if lowered { pthread_setschedparam(thread, policy, &own) }
    }

    /// Makes SQLite interrupt whatever `connection` runs once `eviction` is cancelled:
    /// a VACUUM of a large file takes most of a second, which a close must not wait for.
    private static func stopWhenCancelled(_ connection: SQLiteConnection, _ eviction: ImageEviction) {
        sqlite3_progress_handler(connection.handle, instructionsBetweenLooks, { context in
            guard let context else { return 0 }
            return Unmanaged<ImageEviction>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
        }, Unmanaged.passUnretained(eviction).toOpaque())
    }
}

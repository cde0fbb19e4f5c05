import Foundation

/// The image's side off the main actor: one serial queue owns the file, opens it,
/// writes each drain of queued work in one transaction, and answers reads. A file
/// over its size limit is evicted on a second queue (`ImageEviction`) while this one
/// goes on answering reads and holds its writes.
///
/// Everything marked "queue" is touched only on `queue`; the rest is under `shared`.
final class ImageWriter: @unchecked Sendable {
    /// Work past this many rows is not kept for a file that cannot take it.
    static let waitLimit = 50_000
    /// How long a failed open waits before the next commit or read tries again.
    static let reopenDelay: Double = 1
    /// How long work kept for a locked file waits before it is tried again unasked.
    static let retryDelay: Double = 0.25

    let path: String
    let version: String
    let sizeLimit: Int
    private let queue: DispatchQueue
    private let evictionQueue = DispatchQueue(label: "baton.image.eviction")
    private let log: (@Sendable (ImageEvent) -> Void)?
    /// Cut short by the close, so that it never waits behind a wait already under way.
    private let busyWait = BusyWait(milliseconds: ImageFile.busyTimeout)

    private struct Shared {
        var inbox: [ImageWork] = []
        var drainScheduled = false
        /// Open `together` calls: urgent work waits for the last to end.
        var holds = 0
        var heldUrgent = false
        var closed = false
        var statistics = ImageStatistics()
        /// The eviction under way, which a close cancels from its own thread.
        var eviction: ImageEviction?
    }

    private let shared = Locked(Shared())

    // queue
    private var file: ImageFile?
    private var claim: OpenPaths.Claim?
    private var waiting: [ImageWork] = []
    private var waitingRows = 0
    private var reopenAfter: Date?
    private var startAgainAtOpen: ImageFile.StartReason?
    private var finished = false
    private var retryScheduled = false
    /// Flushes waiting for the eviction to end, since the writes wait for it.
    private var flushesAfterEviction: [CheckedContinuation<Void, Never>] = []

    init(path: String, version: String, sizeLimit: Int, log: (@Sendable (ImageEvent) -> Void)?) {
        self.path = path
        self.version = version
        self.sizeLimit = sizeLimit
        self.log = log
        self.queue = DispatchQueue(label: "baton.image")
        guard let (claim, predecessor) = OpenPaths.claim(path) else {
            shared.withLock { $0.closed = true }
            finished = true
            log?(.heldElsewhere)
            return
        }
        self.claim = claim
        queue.async {
            predecessor?.waitUntilReleased()
            self.open()
        }
    }

    /// An image dropped without a close gives its file back all the same.
    deinit {
        guard let claim, !finished else { return }
        file?.close()
        OpenPaths.release(path, claim)
    }

    /// Whether this image runs with its file: false when another held it.
    var holdsFile: Bool { claim != nil }

    var statistics: ImageStatistics { shared.withLock { $0.statistics } }

    private func update(_ change: (inout ImageStatistics) -> Void) {
        shared.withLock { change(&$0.statistics) }
    }

    // MARK: Work from the main actor

    /// Queues work for the next drain; refused once the image is closed. Work that
    /// is not `urgent` (the rows a launch read, marked as used) waits for the drain
    /// the next write, a flush or the close schedules: waking the writer for it gave
    /// its thread the core the main actor was about to draw on.
    func enqueue(_ work: [ImageWork], urgent: Bool = true) {
        guard !work.isEmpty else { return }
        let schedule = shared.withLock { shared -> Bool in
            guard !shared.closed else { return false }
            shared.inbox.append(contentsOf: work)
            guard urgent else { return false }
            guard shared.holds == 0 else {
                shared.heldUrgent = true
                return false
            }
            return Self.claimDrain(&shared)
        }
        if schedule { queue.async { self.drain(force: false) } }
    }

    /// Runs `body`, whose work is written in one drain: a commit and the fetch time
    /// it stamps land in one transaction, and a close that comes after finds the
    /// drain holding both rather than a second write of its own to make.
    func together<T>(_ body: () throws -> T) rethrows -> T {
        shared.withLock { $0.holds += 1 }
        defer {
            let schedule = shared.withLock { shared -> Bool in
                shared.holds -= 1
                guard shared.holds == 0, shared.heldUrgent else { return false }
                shared.heldUrgent = false
                return !shared.closed && Self.claimDrain(&shared)
            }
            if schedule { queue.async { self.drain(force: false) } }
        }
        return try body()
    }

    /// Marks a drain scheduled; false when one already is.
    private static func claimDrain(_ shared: inout Shared) -> Bool {
        guard !shared.drainScheduled else { return false }
        shared.drainScheduled = true
        return true
    }

    /// Reads inside one read transaction, waiting for a write in flight; nil when
    /// the file is not open or the read failed, which is a miss.
    func read<T>(_ body: (ImageFile) throws(SQLiteFailure) -> T) -> T? {
        queue.sync {
            // Work kept for a locked file is tried again after a read, off this call.
            defer { if !waiting.isEmpty { queue.async { self.drain(force: false) } } }
            openIfDue()
            guard let file else { return nil }
            do throws(SQLiteFailure) {
                return try file.reading { () throws(SQLiteFailure) -> T in try body(file) }
            } catch {
                if error.isDamage { startAgain(file, .damaged) } else if !error.isWaitable {
                    log?(.failed(error.description))
                }
                return nil
            }
        }
    }

    /// The memberships the file held when it opened, read in the open's own
    /// transaction; nil when the file is not open.
    func membershipsAtOpen() -> [(type: String, condition: String)]? {
        queue.sync {
            openIfDue()
            return file?.membershipsAtOpen
        }
    }

    /// On the queue: opens a file not open yet, or whose failed open waited long enough.
    private func openIfDue() {
        if file == nil, !finished, reopenAfter.map({ $0 <= Date() }) ?? true { open() }
    }

    func countRead(_ rows: Int) {
        update { $0.rowsRead += rows }
    }

    /// Waits until everything queued before the call was written, or kept for a
    /// file that cannot take it now; tries a file that failed to open at once. During
    /// an eviction, waits for it to end and the writes it held.
    func flush() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async {
                if !self.finished { self.drain(force: true) }
                if self.eviction != nil {
                    self.flushesAfterEviction.append(continuation)
                } else {
                    continuation.resume()
                }
            }
        }
    }

    /// Refuses work from now on; the queue writes what it holds, then closes the
    /// file and gives its path back. The close waits on a file no longer than it must:
    /// it cuts short a wait already under way, opens once a file that failed to open
    /// (another process held it), tries the write once, each within SQLite's busy
    /// limit, and drops, saying so, the work the file cannot take then.
    func close() {
        let first = shared.withLock { shared -> Bool in
            defer { shared.closed = true }
            return !shared.closed
        }
        guard first, let claim else { return }
        claim.markClosing()
        busyWait.cut()
        shared.withLock { $0.eviction }?.cancel()
        queue.async {
            self.stopEviction()
            // The waits before this were cut short; the last attempt has the whole limit.
            self.busyWait.resume()
            self.drain(force: true, atClose: true)
            if self.waitingRows > 0 {
                self.log?(.dropped(rows: self.waitingRows))
                let rows = self.waitingRows
                self.update { $0.rowsDropped += rows; $0.rowsWaiting = 0 }
                self.waiting = []
                self.waitingRows = 0
            }
            self.file?.close()
            self.file = nil
            self.finished = true
            self.update { $0.isOpen = false }
            OpenPaths.release(self.path, claim)
        }
    }

    /// Closes, then deletes the file under a marker that has the next open finish a
    /// deletion a crash interrupts. A file another image of the process holds is
    /// only marked, and its next open deletes it.
    func removeAll() async throws(ImageError) {
        close()
        let outcome: Result<Void, ImageError> = await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: Result { () throws(ImageError) in
                    try self.holdsFile ? Removal.remove(self.path) : Removal.mark(self.path)
                })
            }
        }
        try outcome.get()
    }

    // MARK: On the queue

    private func open() {
        try? PrivateFiles.createDirectory(URL(fileURLWithPath: ImagePlace.directory(of: path)))
        let access: ImagePlace.Access
        switch ImagePlace.check(path) {
        case let .failure(refusal): return refuse(refusal)
        case let .success(found): access = found
        }
        do throws(ImageFile.OpenFailure) {
            if access == .readWrite { Removal.finishIfMarked(path) }
            let reason = startAgainAtOpen
            startAgainAtOpen = nil
            let file = try ImageFile(path: path, version: version, access: access, startAgain: reason, busyWait: busyWait)
            self.file = file
            reopenAfter = nil
            if let started = file.startReason { noteStartAgain(started) }
            if access == .readOnly {
                // Nothing this launch does reaches the file: work is refused from now on.
                shared.withLock { $0.closed = true; $0.inbox = [] }
                update { $0.isReadOnly = true }
                log?(.readOnly)
            }
            let generation = Int(file.generation)
            update { $0.generation = generation; $0.isOpen = true }
            log?(.opened(generation: generation))
            if access == .readWrite, sizeLimit > 0, file.isOver(sizeLimit) { startEviction(of: file) }
        } catch {
            file?.close()
            file = nil
            switch error {
            case let .refused(refusal):
                refuse(refusal)
            case let .sqlite(failure) where failure.isWaitable:
                reopenAfter = Date(timeIntervalSinceNow: Self.reopenDelay)
            case let .sqlite(failure):
                log?(.unavailable(failure.description))
            }
        }
    }

    /// Leaves the file at the path alone for good: the image runs without one and says
    /// why once.
    private func refuse(_ refusal: ImageRefusal) {
        shared.withLock { $0.closed = true; $0.inbox = [] }
        waiting = []
        waitingRows = 0
        finished = true
        update { $0.refusal = refusal }
        log?(.refused(refusal))
    }

    private func noteStartAgain(_ reason: ImageFile.StartReason) {
        log?(.startedAgain(ImageEvent.StartAgainReason(reason)))
        update { $0.startsAgain += 1 }
    }

    private func startAgain(_ file: ImageFile, _ reason: ImageFile.StartReason) {
        stopEviction()
        guard file.access == .readWrite else {
            file.close()
            self.file = nil
            return refuse(.readOnlyWithoutImage)
        }
        do throws(SQLiteFailure) {
            try file.restart(reason)
            noteStartAgain(reason)
            update { $0.generation = 1 }
        } catch {
            file.close()
            self.file = nil
            startAgainAtOpen = reason
            reopenAfter = Date(timeIntervalSinceNow: Self.reopenDelay)
        }
    }

    /// Writes what waits in one transaction; `force` opens a file that failed to open
    /// without waiting for its delay. `atClose` counts the close's attempt.
    private func drain(force: Bool, atClose: Bool = false) {
        if eviction != nil {
            // Written once the eviction ends, rather than waiting behind its lock; it
            // takes the marks of rows read from the inbox meanwhile. Work that outgrows
            // the wait stops it, slowed as it may be by a busy machine: the next launch
            // evicts again.
            let held = shared.withLock { shared in
                shared.drainScheduled = false
                return shared.inbox.reduce(0) { $0 + $1.rowCount }
            }
            update { $0.rowsWaiting = held }
            guard held > Self.waitLimit else { return }
            stopEviction()
        }
        let taken = shared.withLock { shared -> [ImageWork] in
            shared.drainScheduled = false
            defer { shared.inbox = [] }
            return shared.inbox
        }
        waiting.append(contentsOf: taken.map(\.withRowsMade))
        waitingRows += taken.reduce(0) { $0 + $1.rowCount }
        guard !waiting.isEmpty else { return }
        if file == nil, !finished {
            if force || (reopenAfter.map { $0 <= Date() } ?? true) { open() }
        }
        guard let file else { return keepWaiting() }
        if atClose { update { $0.writesAtClose += 1 } }
        do throws(SQLiteFailure) {
            let rows = try file.write(waiting)
            waiting = []
            waitingRows = 0
            update { $0.rowsWritten += rows; $0.transactions += 1; $0.rowsWaiting = 0 }
            log?(.written(rows: rows))
        } catch {
            if error.isWaitable {
                // An attempt the close cut short waited for nothing: the close's says it.
                keepWaiting(saying: !busyWait.isCut)
                scheduleRetry()
            } else {
                let rows = waitingRows
                waiting = []
                waitingRows = 0
                update { $0.rowsDropped += rows; $0.rowsWaiting = 0 }
                log?(.dropped(rows: rows))
                if error.isDamage { startAgain(file, .damaged) } else { log?(.failed(error.description)) }
            }
        }
    }

    /// Tries kept work again after a while, so that it reaches a file another process
    /// held without waiting for the next commit or read.
    private func scheduleRetry() {
        guard !retryScheduled, !finished else { return }
        retryScheduled = true
        queue.asyncAfter(deadline: .now() + Self.retryDelay) {
            self.retryScheduled = false
            if !self.finished, !self.waiting.isEmpty { self.drain(force: false) }
        }
    }

    /// Keeps the work for the next drain, unless it outgrew the wait: then it is
    /// dropped and the file starts again, since it no longer holds what memory did.
    private func keepWaiting(saying: Bool = true) {
        guard waitingRows > Self.waitLimit else {
            let rows = waitingRows
            update { $0.rowsWaiting = rows }
            if saying { log?(.waiting(rows: rows)) }
            return
        }
        let rows = waitingRows
        waiting = []
        waitingRows = 0
        update { $0.rowsDropped += rows; $0.rowsWaiting = 0 }
        log?(.dropped(rows: rows))
        if let file { startAgain(file, .workOutgrewWait) } else { startAgainAtOpen = .workOutgrewWait }
    }

    // MARK: Eviction

    /// The eviction under way, if one is.
    private var eviction: ImageEviction? { shared.withLock { $0.eviction } }

    /// Evicts the file, over its limit at the open, on the eviction's queue.
    private func startEviction(of file: ImageFile) {
        let eviction = ImageEviction(path: path, limit: sizeLimit, generation: file.generation) { [shared] in
            shared.withLock { shared in
                var marks: [TouchedRows] = []
                shared.inbox.removeAll { work in
                    guard case let .touch(rows) = work else { return false }
                    marks.append(rows)
                    return true
                }
                return marks
            }
        }
        shared.withLock { $0.eviction = eviction }
        update { $0.isEvicting = true }
        evictionQueue.async {
            eviction.run()
            self.queue.async { self.evictionEnded(eviction) }
        }
    }

    /// Takes in the outcome of an eviction that ran to its end, then writes what it held.
    private func evictionEnded(_ ended: ImageEviction) {
        // A close or a start again already took it in.
        guard eviction === ended else { return }
        let outcome = settle(ended)
        if case .stillOver = outcome, let file { startAgain(file, .overSizeLimit) }
        if case let .failed(failure) = outcome {
            if failure.isDamage, let file { startAgain(file, .damaged) } else if !failure.isWaitable {
                log?(.failed(failure.description))
            }
        }
        drain(force: true)
        resumeFlushes()
    }

    /// Cancels the eviction under way and waits for its connection to close, before
    /// the file is closed or made again.
    private func stopEviction() {
        guard let running = eviction else { return }
        running.cancel()
        evictionQueue.sync {}
        settle(running)
        // After the work of the block that stopped it: a close's last write, say.
        queue.async { self.resumeFlushes() }
    }

    private func resumeFlushes() {
        let flushes = flushesAfterEviction
        flushesAfterEviction = []
        for flush in flushes { flush.resume() }
    }

    /// Counts what an ended eviction removed and clears it; returns its outcome.
    @discardableResult
    private func settle(_ ended: ImageEviction) -> ImageEviction.Outcome {
        let outcome = ended.outcome ?? .cancelled
        shared.withLock { $0.eviction = nil }
        update { $0.isEvicting = false }
        switch outcome {
        case let .fits(evicted), let .stillOver(evicted):
            guard evicted > 0 else { break }
            log?(.evicted(rows: evicted))
            update { $0.rowsEvicted += evicted }
        case .failed, .cancelled:
            break
        }
        return outcome
    }
}

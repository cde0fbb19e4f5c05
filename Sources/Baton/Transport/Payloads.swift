import Synchronization

/// What a transport yields for a request: one payload for a query or a mutation,
/// or one per part when its document defers some, and one per event for a
/// subscription. A consumer whose task is cancelled, or who drops
/// the sequence, ends the request: the transport's `onCancel` runs, and an iteration
/// that was waiting throws `TransportError.cancelled` rather than just ending.
public struct Payloads: AsyncSequence, Sendable {
    public typealias Element = Payload

    private let base: AsyncThrowingStream<Payload, any Error>
    private let ending: Ending
    private let stop: @Sendable () -> Void

    /// A sequence and the continuation its transport answers through. `onCancel` runs
    /// once if the consumer goes away before the transport finishes.
    public static func makeStream(
        onCancel: @escaping @Sendable () -> Void = {}
    ) -> (payloads: Payloads, continuation: Continuation) {
        let (base, continuation) = AsyncThrowingStream<Payload, any Error>.makeStream()
        let ending = Ending()
        // The stream calls this before it lets a waiting iteration see its end.
        continuation.onTermination = { termination in
            switch termination {
            case .cancelled: if ending.cancel() { onCancel() }
            case .finished: ending.finish()
            @unknown default: break
            }
        }
        let stop: @Sendable () -> Void = {
            guard ending.cancel() else { return }
            onCancel()
            continuation.finish()
        }
        return (Payloads(base: base, ending: ending, stop: stop), Continuation(base: continuation))
    }

    /// Ends the request from the consumer's side, as a cancelled task would: the
    /// transport's `onCancel` runs unless the transport finished first, and the
    /// iteration throws `TransportError.cancelled` once it has read the payloads
    /// already yielded. For the environment's end, which stops fetches that run
    /// in tasks it does not hold.
    public func cancel() {
        stop()
    }

    /// A sequence that fails at once, for a request refused before it was sent.
    public static func failing(_ error: any Error) -> Payloads {
        let (payloads, continuation) = makeStream()
        continuation.finish(throwing: error)
        return payloads
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), ending: ending)
    }

    /// The transport's side.
    public struct Continuation: Sendable {
        fileprivate let base: AsyncThrowingStream<Payload, any Error>.Continuation

        public func yield(_ payload: Payload) {
            base.yield(payload)
        }

        /// Ends the sequence after the payloads yielded so far.
        public func finish() {
            base.finish()
        }

        /// Ends the sequence with a failure, after the payloads yielded so far.
        public func finish(throwing error: any Error) {
            base.finish(throwing: error)
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate var base: AsyncThrowingStream<Payload, any Error>.AsyncIterator
        fileprivate let ending: Ending
        private var reportedCancellation = false

        fileprivate init(base: AsyncThrowingStream<Payload, any Error>.AsyncIterator, ending: Ending) {
            self.base = base
            self.ending = ending
        }

        public mutating func next() async throws -> Payload? {
            if let payload = try await base.next() { return payload }
            // The stream ended because its consumer went away, not because the
            // transport finished it.
            if ending.isCancelled && !reportedCancellation {
                reportedCancellation = true
                throw TransportError.cancelled
            }
            return nil
        }
    }
}

/// How the sequence ended, if it did: finished by the transport, or cancelled by
/// its consumer first. The first to come holds.
private final class Ending: Sendable {
    private static let open: UInt8 = 0, finished: UInt8 = 1, cancelled: UInt8 = 2
    private let state = Atomic<UInt8>(Ending.open)

    var isCancelled: Bool { state.load(ordering: .acquiring) == Self.cancelled }

    /// Marks the sequence cancelled; false when it had already ended.
    func cancel() -> Bool {
        state.compareExchange(expected: Self.open, desired: Self.cancelled, ordering: .acquiringAndReleasing).exchanged
    }

    func finish() {
        _ = state.compareExchange(expected: Self.open, desired: Self.finished, ordering: .acquiringAndReleasing)
    }
}

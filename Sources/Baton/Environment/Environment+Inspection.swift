import Foundation

/// The environment as its inspector reads it: the log's events, the roots by how
/// they are held, and the image's events joining the same tail.
extension Environment {
    /// The runtime's events among the tail's latest `eventCapacity` entries,
    /// oldest first.
    public var events: [LogEvent] {
        inspection.entries.compactMap(\.runtimeEvent)
    }

    /// How many roots a holder retains: the kept ones not waiting in the buffer.
    public var retainedRootCount: Int {
        rootCount - bufferedRootCount
    }

    /// The held subscriptions' streams, by operation name.
    public var liveStreams: [LiveStream] {
        handles.values.compactMap(\.liveStream).sorted { $0.operationName < $1.operationName }
    }

    /// A log for this environment's image, to hand to `Persistence(url:log:)`:
    /// each event joins the tail on the main queue, in the order the image wrote
    /// them. Make the image once the environment exists, then `attach` it to the
    /// store.
    public nonisolated var imageLog: @Sendable (ImageEvent) -> Void {
        { [weak self] event in
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.inspection.append(.image(event)) }
            }
        }
    }
}

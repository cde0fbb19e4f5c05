import Observation

/// Ends a node's observations that no change ended. An observation is told once, at
/// the first change to what its layout or render read, and until then its registration
/// stays on everything read: a row scrolled past and dropped, or a view laid out again
/// for another reason, would leave its registrations on records that may never change,
/// one set for every row a long list drew. Each tracked body also reads one of these
/// channels, so a change to the channel is a change to what the body read: it ends the
/// observation, and with it every registration the observation holds.
@MainActor
final class TrackingEnd: Observable {
    private let registrar = ObservationRegistrar()
    /// What each channel's observation read, ended with it.
    private var reads: [KeyPath<TrackingEnd, Void>: any ObservedReads] = [:]

    /// The channels' key paths: they hold nothing.
    nonisolated var layout: Void { () }
    nonisolated var render: Void { () }

    /// Reads `channel` and runs `body`, inside `reads` when given: the observation of
    /// `channel` that runs this is the one whose reads they are.
    func observe<Result>(_ channel: KeyPath<TrackingEnd, Void>, reads: (any ObservedReads)?, _ body: () -> Result) -> Result {
        registrar.access(self, keyPath: channel)
        guard let reads else { return body() }
        self.reads[channel] = reads
        return reads.run(body)
    }

    /// Ends the observation that read `channel`, if one still waits, and what it read.
    func end(_ channel: KeyPath<TrackingEnd, Void>) {
        registrar.withMutation(of: self, keyPath: channel) {}
        reads.removeValue(forKey: channel)?.end()
    }
}

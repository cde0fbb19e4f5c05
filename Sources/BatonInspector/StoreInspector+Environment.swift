import Baton
import Foundation

/// What the inspector reads of the environment over the store: its roots, its
/// log's tail and the store's image. Each read registers on what moves it.
extension StoreInspector {
    /// The roots the environment keeps, by how: retained by a holder, or waiting
    /// in the release buffer for one.
    public struct Roots: Sendable, Hashable {
        public let retained: Int
        public let buffered: Int

        public init(retained: Int, buffered: Int) {
            self.retained = retained
            self.buffered = buffered
        }
    }

    /// The store's image as it stands: its file, whether this image holds it, and
    /// its counts of work.
    public struct Image: Sendable, Equatable {
        public let url: URL
        public let holdsFile: Bool
        public let statistics: ImageStatistics

        public init(url: URL, holdsFile: Bool, statistics: ImageStatistics) {
            self.url = url
            self.holdsFile = holdsFile
            self.statistics = statistics
        }
    }

    /// The roots; nil for an inspector made over a bare store.
    public var roots: Roots? {
        guard let environment else { return nil }
        _ = environment.inspection.rootsRevision
        return Roots(retained: environment.retainedRootCount, buffered: environment.bufferedRootCount)
    }

    /// Whether the environment's server streams no subscriptions, so that no screen
    /// holds one; false for an inspector made over a bare store.
    public var liveUpdatesAreOff: Bool {
        environment.map { !$0.serverStreams } ?? false
    }

    /// The held subscriptions' streams; empty for an inspector made over a bare store.
    public var liveStreams: [LiveStream] {
        guard let environment else { return [] }
        _ = environment.inspection.rootsRevision
        return environment.liveStreams
    }

    /// The latest entries of the environment's log, oldest first; empty for an
    /// inspector made over a bare store.
    public var logTail: [LogEntry] {
        environment?.inspection.entries ?? []
    }

    /// The image; nil when the store has none. Its counts move off the main
    /// actor, so the read registers on the batches that queue its work and on the
    /// log whose image events report it.
    public var image: Image? {
        _ = store.revision
        _ = environment?.inspection.entries
        guard let persistence = store.persistence else { return nil }
        return Image(url: persistence.url, holdsFile: persistence.holdsFile, statistics: persistence.statistics)
    }
}

/// Counts of an image's work since it was made, for tests, the inspector and the
/// benchmarks: rows, not times.
public struct ImageStatistics: Sendable, Equatable {
    /// The launch this open counts as; 0 before the file opened or without one.
    public var generation = 0
    /// Whether the image holds its file open now.
    public var isOpen = false
    public var rowsWritten = 0
    public var rowsRead = 0
    public var transactions = 0
    /// Rows waiting for a file that was locked or full.
    public var rowsWaiting = 0
    public var rowsDropped = 0
    /// Write attempts the close made: at most one, since a close never waits on a file.
    public var writesAtClose = 0
    public var rowsEvicted = 0
    /// Whether the file, over its size limit at the open, is being evicted: reads go
    /// on meanwhile, and writes wait for it to end.
    public var isEvicting = false
    /// Why the image runs without its file, when it refused the one at its path.
    public var refusal: ImageRefusal?
    /// Whether the file is only read: its place cannot be written.
    public var isReadOnly = false
    /// How many times a file found was made again.
    public var startsAgain = 0
}

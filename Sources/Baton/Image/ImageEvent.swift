/// What happened to an image, value-free: counts and reasons, never a key or a value.
public enum ImageEvent: Sendable, Hashable {
    /// The file opened as the launch `generation`.
    case opened(generation: Int)
    /// The file found was not used: it is made again, empty.
    case startedAgain(StartAgainReason)
    /// Another image of this process holds the file; this one runs without it.
    case heldElsewhere
    /// The file cannot be opened or made, for a reason that waiting does not help.
    case unavailable(String)
    /// The file at the path is not ours to use: it is left alone and the image runs
    /// without one.
    case refused(ImageRefusal)
    /// The place cannot be written: the file found is read, and nothing is written.
    case readOnly
    /// A transaction wrote this many rows.
    case written(rows: Int)
    /// The file is locked or full: this many rows wait for the next attempt.
    case waiting(rows: Int)
    /// Rows dropped, unwritten: at the close, or past the most work may wait for.
    case dropped(rows: Int)
    /// Rows evicted after the open, the oldest launches' first, to bring the file
    /// under its size limit.
    case evicted(rows: Int)
    /// A failure the image did not expect; the work it was doing is dropped.
    case failed(String)

    public enum StartAgainReason: Sendable, Hashable {
        case damaged
        case otherFormat
        case otherVersion
        case overSizeLimit
        case workOutgrewWait
    }
}

extension ImageEvent.StartAgainReason {
    init(_ reason: ImageFile.StartReason) {
        switch reason {
        case .damaged: self = .damaged
        case .otherFormat: self = .otherFormat
        case .otherVersion: self = .otherVersion
        case .overSizeLimit: self = .overSizeLimit
        case .workOutgrewWait: self = .workOutgrewWait
        }
    }
}

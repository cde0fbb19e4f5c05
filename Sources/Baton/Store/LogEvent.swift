/// An event of the runtime's work, value-free: names and counts, never a record's
/// key, a slot's value, a variable or a response body.
public enum LogEvent: Sendable, Hashable {
    /// A batch committed: its kind and the slots it changed in records that existed.
    case committed(Commit.Kind, changedSlots: Int)
    /// A field read that the store never received, by type and storage key.
    case missingData(type: String, field: String)
    /// A value the reader's type cannot hold, by type and storage key.
    case unexpectedValue(type: String, field: String)
    /// A `@required(action: LOG)` field read null, by its path from its fragment's
    /// or operation's root; the lens holding it reads as absent.
    case requiredFieldNull(path: String)
    /// An environment sent an operation's request, by the operation's name.
    case fetchStarted(operation: String)
    /// Its response was committed, this long after the request was sent.
    case fetchCompleted(operation: String, duration: Duration)
    /// It failed, with its failure's kind.
    case fetchFailed(operation: String, kind: Failure.Kind)
    /// A collection removed records no root reached, this many.
    case collected(removedRecords: Int)
    /// A deferred part named a place the store or the plan does not have, by its
    /// path from the root, response keys and indices dotted.
    case partDropped(path: String)
    /// A fetched response carried a field error no `@catch` handled, by the
    /// operation's name and the error's response path.
    case fieldError(operation: String, path: String)
}

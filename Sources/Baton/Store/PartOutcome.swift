/// What committing one part of an incremental response did: a batch per change
/// set (the initial payload's, each item's), the items dropped, the errors no
/// field of the part holds, and whether more parts follow.
public struct PartOutcome: Sendable {
    public let commits: [Commit]
    public let dropped: [DroppedItem]
    public let unplacedErrors: [FieldError]
    public let hasNext: Bool
}

/// Where a lens reads: its record, its owner, and the record the fragment it is in
/// starts at (its origin). Two anchors are equal when the three are the same
/// objects. A lens over a non-null link the store does not hold has no record and
/// reads every field as absent, never crashing.
@_spi(Generated)
public struct Anchor: Sendable, Equatable {
    public let record: Record?
    public let owner: Owner
    public let origin: Record?

    public init(record: Record?, owner: Owner, origin: Record?) {
        self.record = record
        self.owner = owner
        self.origin = origin
    }

    /// The root anchor of an operation's data: the root record, entered as the origin.
    public init(root record: Record, owner: Owner) {
        self.init(record: record, owner: owner, origin: record)
    }

    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.record === rhs.record && lhs.owner === rhs.owner && lhs.origin === rhs.origin
    }

    /// The anchor of a linked record, in the same fragment.
    func child(_ record: Record?) -> Anchor {
        Anchor(record: record, owner: owner, origin: origin)
    }
}

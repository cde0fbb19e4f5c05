/// A deferred item or completion a part named that the store or the plan has
/// no place for: dropped, the rest of its part committed.
public struct DroppedItem: Sendable, Equatable {
    public enum Reason: Error, Sendable, Equatable {
        /// The item names an id no earlier part announced.
        case unknownID
        /// The path reaches a field the plan does not select there.
        case noField
        /// The path reaches no record the store holds: a link not written, null,
        /// or a list index past the end.
        case noRecord
        /// The record there reads no field of the item's label.
        case noLabel
        /// The item has no label, so no deferred selection to read it with.
        case unlabeled
        /// The item carries no `data` object (a `@stream` item's `items`, which no plan reads).
        case noData
    }

    /// The path from the root, response keys and indices dotted.
    public let path: String
    public let label: String?
    public let reason: Reason
}

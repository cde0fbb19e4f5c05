/// The lenses of a plural link, in the list's order, each built on access. A null
/// entry has no identity to be keyed by and is not shown, nor is a deleted record.
public struct List<Element: Lens>: RandomAccessCollection, Equatable, Sendable {
    private let records: [Record]
    private let anchor: Anchor?

    @_spi(Generated)
    public init(records: [Record], anchor: Anchor) {
        self.records = records
        self.anchor = anchor
    }

    private init() {
        records = []
        anchor = nil
    }

    /// The empty list, for a view that reads a null list as empty.
    public static var empty: List { List() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> Element {
        // Built from the anchor the list was read through, which `empty` never indexes.
        Element(anchor: anchor!.child(records[position]))
    }

    public static func == (lhs: List, rhs: List) -> Bool {
        lhs.records.count == rhs.records.count
            && zip(lhs.records, rhs.records).allSatisfy { $0 === $1 }
            && lhs.anchor?.owner === rhs.anchor?.owner
    }
}

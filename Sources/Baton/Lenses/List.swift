/// The lenses of a plural link, in the list's order, each built on access. A null
/// entry has no identity to be keyed by and is not shown, nor is a deleted record;
/// the list's JSON keeps their places, so a response's index names the same entry.
public struct List<Element: Lens>: RandomAccessCollection, Equatable, Sendable {
    private let records: [Record]
    private let anchor: Anchor?
    /// The entries' count and each shown record's index among them, when a null
    /// entry or a deleted record left a gap; nil, and nothing kept, without one.
    private let gaps: (count: Int, positions: [Int])?

    @_spi(Generated)
    public init(records: [Record], anchor: Anchor) {
        self.records = records
        self.anchor = anchor
        self.gaps = nil
    }

    /// The list of a plural link's entries, nil where one is null or deleted.
    @_spi(Generated)
    public init(entries: [Record?], anchor: Anchor) {
        var records: [Record] = []
        records.reserveCapacity(entries.count)
        for entry in entries {
            if let entry { records.append(entry) }
        }
        self.records = records
        self.anchor = anchor
        self.gaps = records.count == entries.count
            ? nil : (entries.count, entries.indices.filter { entries[$0] != nil })
    }

    private init() {
        records = []
        anchor = nil
        gaps = nil
    }

    /// The shown records' JSON, with null in the place of each entry not shown.
    @MainActor var entriesJSON: [Variable] {
        let shown = map(\.jsonValue)
        guard let gaps else { return shown }
        var entries = [Variable](repeating: .null, count: gaps.count)
        for (record, position) in gaps.positions.enumerated() { entries[position] = shown[record] }
        return entries
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

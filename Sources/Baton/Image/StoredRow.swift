/// A record's row as a read decoded it, as far as it made sense.
struct StoredRow: Sendable {
    let isDeleted: Bool
    let cells: [StoredCell]

    /// How many links its cells hold: at most as many records as they name.
    var linkCount: Int {
        cells.reduce(0) { count, cell in
            switch cell.value {
            case .link: count + 1
            case let .links(targets): count + targets.count
            default: count
            }
        }
    }
}

/// One cell of a row as read: its storage key as the file's name id, which the
/// reader resolves to a slot once per type, the value and the field error beside it.
struct StoredCell: Sendable {
    let nameID: Int64
    let value: ImageValue
    let error: FieldError?
}

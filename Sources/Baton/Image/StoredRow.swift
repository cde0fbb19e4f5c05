/// A record's row as a read decoded it, as far as it made sense.
struct StoredRow: Sendable {
    let key: RecordKey
    let type: String
    let isDeleted: Bool
    let cells: [ImageCell]
}

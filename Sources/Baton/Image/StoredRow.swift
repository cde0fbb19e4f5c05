/// A record's row as a read decoded it, as far as it made sense.
struct StoredRow: Sendable {
    let key: RecordKey
    let type: String
    let isDeleted: Bool
    let cells: [ImageCell]
    /// Each cell's name id in the file, beside `cells`: a walk resolves a name's
    /// slot once per type by it.
    let nameIDs: [Int64]
}

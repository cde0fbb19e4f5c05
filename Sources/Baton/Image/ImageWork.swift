/// What a commit or a read hands the image's writer: rows to write, rows to forget,
/// and the rows a read used, so they count as this launch's.
enum ImageWork: Sendable {
    /// A batch's records as captured on the main actor, made into rows by the writer:
    /// each a snapshot of the server's values, replacing its row or merged into it.
    case records(CapturedRecords)
    /// One field of the query root; a missing value with no error removes its row.
    case rootCell(ImageCell)
    /// When an operation, by name and variables, last fetched; seconds since 1970.
    case fetch(operation: String, time: Double)
    /// Every fetch recorded up to `time` (seconds since 1970) reads stale.
    case invalidate(time: Double)
    /// The rows a read used this launch.
    case touch(TouchedRows)
    /// A record memory does not hold, which a deletion asked the image to forget.
    case forget(RecordKey)
    /// A type, by name, a response said satisfies an interface or union.
    case membership(type: String, condition: String)

    /// The work with a batch's rows made, as the writer takes it from the inbox.
    var withRowsMade: ImageWork {
        guard case var .records(batch) = self else { return self }
        batch.makeRows()
        return .records(batch)
    }

    var rowCount: Int {
        switch self {
        case .rootCell, .fetch, .invalidate, .forget, .membership: 1
        case let .records(batch): batch.count
        case let .touch(rows): rows.records.count + rows.rootCells.count + rows.fetches.count
        }
    }
}

/// A record as a server batch left it, made by the writer from its capture.
struct RecordSnapshot: Sendable {
    let key: RecordKey
    let type: String
    let isDeleted: Bool
    /// Whether the cells replace the row: memory read the row, or the record was
    /// deleted. Otherwise they are merged over it, so a response that carried a
    /// few of a record's fields leaves the rest of the row for the next read.
    let replacesRow: Bool
    let cells: [ImageCell]
}

struct TouchedRows: Sendable {
    var records: [RecordKey] = []
    var rootCells: [String] = []
    var fetches: [String] = []
}

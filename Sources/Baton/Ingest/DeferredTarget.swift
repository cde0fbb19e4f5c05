/// Where a deferred item lands, found by walking its path through the store and
/// the plan: the record there, the selection the plan reads it with, the layout
/// of the record's type under that selection, and the label whose fields the
/// item delivers.
struct DeferredTarget: Sendable {
    let record: RecordKey
    let type: TypeID
    let selection: Int
    let layout: TypeLayout
    let label: String?
    /// The path from the root to the record, response keys and list indices.
    let path: [ResponseError.Segment]
}

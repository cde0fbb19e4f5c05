import Baton

/// One `reads` row against the JSON a lens read through its own accessors.
enum RowCheck {
    static func check(_ row: ReadRow, against reads: Variable, step: String = "reads") throws {
        if let thrown = row.throws {
            throw StepFailure(step, "\(row.path): a read that throws \(thrown) is not bound yet")
        }
        if row.result != nil {
            throw StepFailure(step, "\(row.path): a @catch read's result is not bound yet")
        }
        let expected = row.value ?? .null
        let read = ReadPath(row.path).value(in: reads) ?? .null
        guard sameJSON(expected, read) else {
            // What the lens wrote one level up says whether the key is missing or wrong.
            let parent = ReadPath(row.path).parent.value(in: reads)?.json ?? "nothing"
            throw StepFailure(step, "\(row.path): expected \(expected.json), the lens read \(read.json) (its parent: \(parent.prefix(300)))")
        }
    }
}

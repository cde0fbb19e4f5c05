/// The entries grouped by record when the walk ends, the last entry of each
/// record's slot alone kept, so that the commit writes each record's slots in a
/// run and each slot once.
///
/// A response names an entity as often as it appears (the fixture's characters
/// recur under each of their episodes), and the walk writes its fields each time:
/// three quarters of the fixture's entries are such repeats. The commit would
/// write each of them, the last one winning, so dropping all but the last changes
/// no slot's value, and it leaves the commit a change set a quarter as large to
/// read, while the ingest's own writes are still in the cache.
extension ChangeSet {
    mutating func groupEntriesByRecord() {
        let recordCount = records.count
        let entryCount = entries.count
        guard entryCount > 1, recordCount > 0 else { return }
        // Tables of their own rather than arrays: each write to an array checked
        // that it alone held its buffer, a call per entry and table.
        let low = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: recordCount)
        let next = UnsafeMutableBufferPointer<Int32>.allocate(capacity: recordCount)
        let kept = UnsafeMutableBufferPointer<Bool>.allocate(capacity: entryCount)
        defer {
            low.deallocate()
            next.deallocate()
            kept.deallocate()
        }
        low.initialize(repeating: 0)
        next.initialize(repeating: 0)
        var high: Set<Int64> = []
        var keptCount = 0
        var inOrder = true
        // Backwards, so that the first entry met for a record and slot is its last:
        // the slots under 64 are a bit each per record, others a set of places.
        // `next` counts each record's kept entries first.
        entries.withUnsafeBufferPointer { entries in
            var previous = Int32.max
            for position in entries.indices.reversed() {
                let record = Int(entries[position].record)
                let slot = entries[position].slot
                if entries[position].record > previous { inOrder = false }
                previous = entries[position].record
                let isLast: Bool
                if slot >= 0, slot < 64 {
                    let bit = UInt64(1) << UInt64(slot)
                    isLast = low[record] & bit == 0
                    low[record] |= bit
                } else {
                    isLast = high.insert(ChangeSet.place(Int32(record), slot)).inserted
                }
                kept[position] = isLast
                if isLast {
                    next[record] += 1
                    keptCount += 1
                }
            }
        }
        if inOrder, keptCount == entryCount { return }
        // Each record's run starts where the runs of the records before it end;
        // the kept entries go to their runs in the order they were read.
        var start: Int32 = 0
        for record in 0..<recordCount {
            let count = next[record]
            next[record] = start
            start += count
        }
        let grouped = [Entry](unsafeUninitializedCapacity: keptCount) { grouped, initialized in
            entries.withUnsafeBufferPointer { entries in
                for position in entries.indices where kept[position] {
                    let record = Int(entries[position].record)
                    (grouped.baseAddress! + Int(next[record])).initialize(to: entries[position])
                    next[record] += 1
                }
            }
            initialized = keptCount
        }
        entries = grouped
    }
}

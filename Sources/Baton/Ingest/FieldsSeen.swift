/// The fields of one object read so far, by position: a bit each for the first
/// 64, held in a register while the object is read; a set for any beyond, which
/// allocates only for a selection that wide.
struct FieldsSeen {
    private var low: UInt64 = 0
    private var high: Set<Int> = []

    @inline(__always)
    mutating func insert(_ position: Int) {
        if position < 64 {
            low |= 1 << UInt64(position)
        } else {
            high.insert(position)
        }
    }

    /// The first of `count` fields not read, or nil when all were.
    func firstMissing(of count: Int) -> Int? {
        let lowCount = min(count, 64)
        let lowMask: UInt64 = lowCount == 64 ? .max : (1 << UInt64(lowCount)) - 1
        if low & lowMask != lowMask {
            return (~low & lowMask).trailingZeroBitCount
        }
        guard count > 64 else { return nil }
        return (64..<count).first { !high.contains($0) }
    }
}

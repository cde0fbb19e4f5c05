extension Array where Element == UInt8 {
    /// A copy with every occurrence of `pattern` replaced by `replacement`, scanning
    /// left to right without overlaps. Throws when the pattern occurs nowhere.
    func replacingEvery(_ pattern: [UInt8], with replacement: [UInt8]) throws(FixtureError) -> [UInt8] {
        guard !pattern.isEmpty else { throw .editNotFound("an empty pattern") }
        var result: [UInt8] = []
        result.reserveCapacity(count)
        var position = 0
        var replaced = 0
        while position < count {
            if self[position] == pattern[0], position + pattern.count <= count,
               self[position..<(position + pattern.count)].elementsEqual(pattern) {
                result.append(contentsOf: replacement)
                position += pattern.count
                replaced += 1
            } else {
                result.append(self[position])
                position += 1
            }
        }
        guard replaced > 0 else { throw .editNotFound(String(decoding: pattern, as: UTF8.self)) }
        return result
    }
}

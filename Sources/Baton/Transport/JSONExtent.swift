/// Where a JSON object or array that arrives in pieces ends, found by following
/// its brackets and strings alone: the ingest judges the rest. A part's body is
/// whole at its last bracket, before the delimiter a server may write only with
/// the next part.
struct JSONExtent {
    private enum Reading {
        case start
        case value(depth: Int)
        case string(depth: Int, escaped: Bool)
        /// Not an object or an array: only its delimiter ends it.
        case other
    }

    private var reading = Reading.start

    /// The position just past the value's end, if `bytes[from...]` hold it; the
    /// bytes before `from` are the ones read already.
    mutating func end(in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        for index in start..<bytes.endIndex {
            let byte = bytes[index]
            switch reading {
            case .start:
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["): reading = .value(depth: 1)
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): break
                default: reading = .other
                }
            case let .value(depth):
                switch byte {
                case UInt8(ascii: "\""): reading = .string(depth: depth, escaped: false)
                case UInt8(ascii: "{"), UInt8(ascii: "["): reading = .value(depth: depth + 1)
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard depth > 1 else { return index + 1 }
                    reading = .value(depth: depth - 1)
                default: break
                }
            case let .string(depth, escaped):
                if escaped {
                    reading = .string(depth: depth, escaped: false)
                } else if byte == UInt8(ascii: "\\") {
                    reading = .string(depth: depth, escaped: true)
                } else if byte == UInt8(ascii: "\"") {
                    reading = .value(depth: depth)
                }
            case .other:
                return nil
            }
        }
        return nil
    }
}

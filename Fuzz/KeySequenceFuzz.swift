/// Fuzz target `key-sequence`: the bytes a terminal sends, through
/// `KeySequenceDecoder`. Any bytes must decode without trapping, and where a read
/// cuts them must not change the keys: an unfinished sequence waits for the next
/// feed, so a terminal's bytes split across two reads mean what they mean whole.
func fuzzKeySequence(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // The first byte says where to cut the rest.
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let cut = Int(data[0]) % (bytes.count + 1)
    var whole = KeySequenceDecoder()
    let keys = whole.feed(bytes) + whole.finish()
    var split = KeySequenceDecoder()
    let splitKeys = split.feed(bytes[..<cut]) + split.feed(bytes[cut...]) + split.finish()
    precondition(splitKeys == keys, "the keys depend on where the bytes were cut")
    return 0
}

/// Fuzz target `websocket-frames`: a server's bytes after the upgrade, through
/// `WebSocketFrameDecoder`, and each text message through `GraphQLWSMessage`. The
/// first byte says where to cut the rest in two: fed whole or in two pieces, the bytes
/// must give the same messages and the same violation, and nothing may trap.
func fuzzWebSocketFrames(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let cut = bytes.isEmpty ? 0 : Int(data[0]) % (bytes.count + 1)
    let whole = decode([bytes[...]])
    let split = decode([bytes[..<cut], bytes[cut...]])
    precondition(whole.messages == split.messages && whole.violation == split.violation,
                 "a cut at \(cut) changed what the bytes decode to")
    for case let .text(text) in whole.messages {
        _ = try? GraphQLWSMessage(parsing: text)
    }
    return 0
}

/// The messages the chunks decode to, up to the violation that stopped them.
private func decode(_ chunks: [ArraySlice<UInt8>]) -> (messages: [WebSocketMessage], violation: WebSocketError?) {
    var decoder = WebSocketFrameDecoder()
    var messages: [WebSocketMessage] = []
    for chunk in chunks {
        do {
            try decoder.feed(chunk, into: &messages)
        } catch {
            return (messages, error)
        }
    }
    return (messages, nil)
}

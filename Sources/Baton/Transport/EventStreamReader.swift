import Foundation

/// A graphql-sse subscription's body (`text/event-stream`) read line by line, as the
/// HTML standard's event stream parsing reads it: lines end with CR, LF or CRLF, a
/// leading BOM is ignored, `:` starts a comment (a server's keep-alive), and a blank
/// line dispatches the event its `event:` and `data:` lines built, the data lines
/// joined with `\n`. Each `next` event's data is a payload; `complete` ends the body.
struct EventStreamReader: ResponseBodyReader {
    static let mediaType = "text/event-stream"

    /// The last `id:` the stream set; graphql-sse's distinct connections do not
    /// resume by it, but the stream's state keeps it as the standard says.
    private(set) var lastEventID = ""
    /// The reconnection time the last valid `retry:` set, in milliseconds.
    private(set) var retry: Int?
    private(set) var isComplete = false

    private var line: [UInt8] = []
    /// A CR ended the last line; an LF right after it belongs to that line end.
    private var afterCarriageReturn = false
    private var atStart = true
    private var eventType = ""
    private var data: [UInt8] = []
    /// Whether a `data:` line came since the last dispatch; `data` alone cannot tell
    /// an empty line of data from none.
    private var hasData = false

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    mutating func read(_ chunk: UnsafeRawBufferPointer, delivering deliver: (Data) -> Void) throws(TransportError) {
        for byte in chunk where !isComplete {
            if afterCarriageReturn {
                afterCarriageReturn = false
                if byte == Self.lineFeed { continue }
            }
            switch byte {
            case Self.carriageReturn:
                afterCarriageReturn = true
                try endLine(delivering: deliver)
            case Self.lineFeed:
                try endLine(delivering: deliver)
            default:
                line.append(byte)
            }
        }
    }

    private mutating func endLine(delivering deliver: (Data) -> Void) throws(TransportError) {
        defer { line.removeAll(keepingCapacity: true) }
        // A BOM holds no line end, so the first line holds all of it.
        if atStart {
            atStart = false
            if line.starts(with: Self.byteOrderMark) { line.removeFirst(Self.byteOrderMark.count) }
        }
        guard !line.isEmpty else {
            try dispatch(delivering: deliver)
            return
        }
        guard line.first != UInt8(ascii: ":") else { return }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        let field = String(decoding: line[..<(colon ?? line.endIndex)], as: UTF8.self)
        var value = colon.map { line[($0 + 1)...] } ?? []
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        switch field {
        case "event":
            eventType = String(decoding: value, as: UTF8.self)
        case "data":
            if hasData { data.append(Self.lineFeed) }
            data.append(contentsOf: value)
            hasData = true
        case "id" where !value.contains(0):
            lastEventID = String(decoding: value, as: UTF8.self)
        case "retry" where !value.isEmpty && value.allSatisfy({ (0x30...0x39).contains($0) }):
            retry = Int(String(decoding: value, as: UTF8.self))
        default:
            break
        }
    }

    /// Ends the event the lines since the last blank one built. The standard drops
    /// an event without data; graphql-sse's `complete` carries none, so an event
    /// that names its type is dispatched too.
    private mutating func dispatch(delivering deliver: (Data) -> Void) throws(TransportError) {
        defer {
            eventType = ""
            data = []
            hasData = false
        }
        switch eventType {
        case "next":
            guard !data.isEmpty else { throw .malformedStream("a `next` event carries no data") }
            deliver(Data(data))
        case "complete":
            isComplete = true
        default:
            // graphql-sse sends no other event; an unnamed one is a message it does not define.
            break
        }
    }
}

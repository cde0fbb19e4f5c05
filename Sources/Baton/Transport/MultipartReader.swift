import Foundation

/// An incremental delivery's body (`multipart/mixed`, RFC 2046) read part by part:
/// a preamble, then parts each opened by `--BOUNDARY` and a line end, their headers
/// up to a blank line, their JSON body up to the next `\r\n--BOUNDARY`, and the
/// closing `--BOUNDARY--`, after which the epilogue is not read. A JSON body is
/// delivered at its last bracket (`JSONExtent`), since a server may write the
/// delimiter that ends a part only when the next part is ready.
struct MultipartReader: ResponseBodyReader {
    static let mediaType = "multipart/mixed"
    /// What GraphQL servers use when the media type names none.
    static let defaultBoundary = "-"
    /// The part types a GraphQL response may carry; a part that names none is JSON.
    static let partTypes: Set = ["application/json", HTTPResponse.graphQLResponseMediaType]

    private enum Place {
        case preamble
        /// Just past a delimiter: `--` closes the body, padding and a line end open a part.
        case delimiter
        case headers
        case body
        /// Past a part's JSON, before its delimiter.
        case afterBody
        case closed
    }

    private let delimiter: [UInt8]
    private var place = Place.preamble
    /// The bytes not yet read. It starts with a line end, so that a delimiter at the
    /// very start of the body is found like any other.
    private var pending: [UInt8] = Array("\r\n".utf8)
    /// How far `pending` was searched for a delimiter without finding one, so that
    /// small chunks do not search the same bytes again.
    private var searched = 0
    /// Where the part's JSON ends, once its last bracket came; and how much of the
    /// pending bytes it followed.
    private var extent = JSONExtent()
    private var extentRead = 0

    init(boundary: String) {
        delimiter = Array("\r\n--\(boundary)".utf8)
    }

    var isComplete: Bool { place == .closed }

    mutating func read(_ chunk: UnsafeRawBufferPointer, delivering deliver: (Data) -> Void) throws(TransportError) {
        guard place != .closed else { return }
        pending.append(contentsOf: chunk)
        while place != .closed, try step(delivering: deliver) {}
    }

    /// Takes one step through the pending bytes; false when they hold none.
    private mutating func step(delivering deliver: (Data) -> Void) throws(TransportError) -> Bool {
        switch place {
        case .preamble:
            guard let start = findDelimiter() else { return false }
            consume(start + delimiter.count)
            place = .delimiter
        case .delimiter:
            guard pending.count >= 2 else { return false }
            if pending[0] == Self.dash && pending[1] == Self.dash {
                place = .closed
                pending = []
                return false
            }
            guard let lineEnd = pending.firstIndex(of: Self.lineFeed) else {
                try checkPadding(pending[...])
                return false
            }
            try checkPadding(pending[..<lineEnd])
            consume(lineEnd + 1)
            place = .headers
        case .headers:
            guard let lineEnd = pending.firstIndex(of: Self.lineFeed) else { return false }
            var line = pending[..<lineEnd]
            if line.last == Self.carriageReturn { line = line.dropLast() }
            if line.isEmpty {
                place = .body
            } else {
                try check(header: line)
            }
            consume(lineEnd + 1)
        case .body:
            // The JSON is followed no further than the delimiter: what lies past it is
            // the next part's. It may have followed the start of a delimiter that was
            // not whole yet; a boundary's characters (RFC 2046) hold no bracket, quote
            // or backslash, so they changed nothing.
            let delimiterStart = findDelimiter()
            let reach = delimiterStart ?? pending.count
            if let end = extent.end(in: pending[..<reach], from: min(extentRead, reach)) {
                deliver(Data(pending[..<end]))
                consume(end)
                place = .afterBody
                return true
            }
            extentRead = reach
            // A body that is not a whole object or array ends at the delimiter. An empty
            // one ends where the blank line does, so the delimiter follows at once.
            guard let end = delimiterStart else { return false }
            let body = Data(pending[..<end])
            consume(end + delimiter.count)
            place = .delimiter
            guard !body.isEmpty else { throw .malformedStream("a multipart part has no body") }
            deliver(body)
        case .afterBody:
            // Only line ends and spaces may lie between a part's JSON and its delimiter.
            let end = findDelimiter()
            let between = pending[..<(end ?? max(0, pending.count - delimiter.count))]
            guard between.allSatisfy(Self.isSpace) else {
                throw .malformedStream("text follows a multipart part's JSON")
            }
            guard let end else { return false }
            consume(end + delimiter.count)
            place = .delimiter
        case .closed:
            return false
        }
        return true
    }

    private static let dash = UInt8(ascii: "-")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// The first delimiter in the pending bytes, by where it starts.
    private mutating func findDelimiter() -> Int? {
        let last = pending.count - delimiter.count
        guard searched <= last else { return nil }
        for start in searched...last where pending[start..<(start + delimiter.count)].elementsEqual(delimiter) {
            return start
        }
        searched = last + 1
        return nil
    }

    private mutating func consume(_ count: Int) {
        pending.removeFirst(count)
        searched = 0
        extent = JSONExtent()
        extentRead = 0
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == carriageReturn || byte == lineFeed
    }

    /// What may follow a delimiter on its line: spaces and tabs, then a line end.
    private func checkPadding(_ bytes: ArraySlice<UInt8>) throws(TransportError) {
        let padding = bytes.last == Self.carriageReturn ? bytes.dropLast() : bytes
        guard padding.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
            throw .malformedStream("text follows a multipart boundary on its line")
        }
    }

    /// A part's header line is `name: value`; a `Content-Type` must be JSON's.
    private func check(header line: ArraySlice<UInt8>) throws(TransportError) {
        let text = String(decoding: line, as: UTF8.self)
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else {
            throw .malformedStream("a multipart part's header line `\(text.prefix(80))` is not `name: value`")
        }
        guard text[..<colon].lowercased() == "content-type" else { return }
        let type = MediaType(String(text[text.index(after: colon)...])).essence
        guard Self.partTypes.contains(type) else {
            throw .malformedStream("a multipart part is `\(type)`, not JSON")
        }
    }
}

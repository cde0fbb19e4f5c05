import BatonSupport
import Foundation

/// The messages of graphql-transport-ws that a server sends, read from a text
/// message, and the text of those the client sends. A `next` payload stays the bytes
/// the server wrote, so every scalar reaches the ingest as written.
enum GraphQLWSMessage: Sendable, Equatable {
    case connectionAck
    case ping
    case pong
    /// An execution result for the operation `id`.
    case next(id: String, payload: [UInt8])
    /// The operation `id` failed before executing: its GraphQL errors.
    case error(id: String, errors: [FieldError])
    /// The server is done with the operation `id`.
    case complete(id: String)

    // MARK: What the client sends

    /// `connection_init`, its payload the caller's parameters, such as a token.
    static func connectionInit(_ parameters: Variables) -> String {
        parameters.isEmpty
            ? #"{"type":"connection_init"}"#
            : #"{"type":"connection_init","payload":"# + Variable.object(parameters).json + "}"
    }

    /// `subscribe`, its payload the request as its encoding writes it.
    static func subscribe(id: String, request: Data) -> String {
        #"{"id":"# + JSONText.quoted(id) + #","type":"subscribe","payload":"# + String(decoding: request, as: UTF8.self) + "}"
    }

    /// `complete` from the client: the consumer no longer wants the operation.
    static func complete(id: String) -> String {
        #"{"id":"# + JSONText.quoted(id) + #","type":"complete"}"#
    }

    static let pingText = #"{"type":"ping"}"#
    static let pongText = #"{"type":"pong"}"#

    // MARK: What the server sends

    /// Reads a server's message; a message that is not JSON, lacks what its type
    /// needs, or has a type a server must not send is a protocol error.
    init(parsing text: String) throws(WebSocketError) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw .unexpectedMessage("an empty message") }
        let fields: Fields
        do {
            fields = try bytes.withUnsafeBufferPointer { buffer throws(IngestError) in
                var scanner = JSONScanner(base: buffer.baseAddress!, count: buffer.count)
                return try Fields(reading: &scanner)
            }
        } catch {
            throw .unexpectedMessage("not a JSON object: \(error)")
        }
        switch fields.type {
        case "connection_ack": self = .connectionAck
        case "ping": self = .ping
        case "pong": self = .pong
        case "next":
            guard let id = fields.id, let payload = fields.payload, bytes[payload.lowerBound] == UInt8(ascii: "{") else {
                throw .unexpectedMessage("`next` without an id or an execution result")
            }
            self = .next(id: id, payload: Array(bytes[payload]))
        case "error":
            guard let id = fields.id, let errors = fields.errors else {
                throw .unexpectedMessage("`error` without an id or a list of errors")
            }
            self = .error(id: id, errors: errors)
        case "complete":
            guard let id = fields.id else { throw .unexpectedMessage("`complete` without an id") }
            self = .complete(id: id)
        default:
            throw .unexpectedMessage("type \(fields.type.map { "`\($0)`" } ?? "missing")")
        }
    }

    /// The members a server's message may have: `payload` as a range of the bytes, or
    /// as errors when it is a list.
    private struct Fields {
        var type: String?
        var id: String?
        var payload: Range<Int>?
        var errors: [FieldError]?

        init(reading scanner: inout JSONScanner) throws(IngestError) {
            try scanner.expect(UInt8(ascii: "{"))
            var first = true
            while let key = try scanner.nextMember(first: &first) {
                switch scanner.decode(key) {
                case "type": type = try Self.string(&scanner)
                case "id": id = try Self.string(&scanner)
                case "payload":
                    if try scanner.peek() == UInt8(ascii: "[") {
                        errors = try Self.errors(&scanner)
                    } else {
                        let start = scanner.pos
                        try scanner.skipValue(depth: 1)
                        payload = start..<scanner.pos
                    }
                default: try scanner.skipValue(depth: 1)
                }
            }
            scanner.skipWhitespace()
            guard scanner.pos == scanner.count else { throw scanner.unexpected() }
        }

        private static func string(_ scanner: inout JSONScanner) throws(IngestError) -> String {
            guard try scanner.peek() == UInt8(ascii: "\"") else { throw scanner.unexpected() }
            return scanner.decode(try scanner.string())
        }

        /// A list of GraphQL errors: each one's message, path and extensions.
        private static func errors(_ scanner: inout JSONScanner) throws(IngestError) -> [FieldError] {
            scanner.pos += 1
            var errors: [FieldError] = []
            var first = true
            while try scanner.nextElement(first: &first) {
                var message = "", path: [String] = [], extensions: String?
                try scanner.expect(UInt8(ascii: "{"))
                var firstMember = true
                while let key = try scanner.nextMember(first: &firstMember) {
                    switch scanner.decode(key) {
                    case "message": message = try string(&scanner)
                    case "path": path = try segments(&scanner)
                    case "extensions":
                        let start = scanner.pos
                        try scanner.skipValue(depth: 3)
                        extensions = scanner.text(from: start, to: scanner.pos)
                    default: try scanner.skipValue(depth: 3)
                    }
                }
                errors.append(FieldError(message: message, path: path.joined(separator: "."), extensions: extensions))
            }
            return errors
        }

        /// A path's names and indices, as text.
        private static func segments(_ scanner: inout JSONScanner) throws(IngestError) -> [String] {
            try scanner.expect(UInt8(ascii: "["))
            var segments: [String] = []
            var first = true
            while try scanner.nextElement(first: &first) {
                if try scanner.peek() == UInt8(ascii: "\"") {
                    segments.append(try string(&scanner))
                } else {
                    let number = try scanner.number()
                    segments.append(scanner.text(from: number.start, to: number.end))
                }
            }
            return segments
        }
    }
}

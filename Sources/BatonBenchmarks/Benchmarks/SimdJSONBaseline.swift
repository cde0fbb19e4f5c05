import CSimdJSON
import Foundation

/// The fastest parse of the fixture's bytes, to tell how far the ingest, which also
/// normalizes, stands from it: simdjson's DOM parse (libsimdjson, through the
/// `CSimdJSON` shim), then a walk over every value of the document. Its parser is made
/// once and its buffers kept from one parse to the next, and the bytes are copied once,
/// outside the clock, into a buffer with the padding simdjson reads past the end, as
/// simdjson's own figures are taken.
@MainActor
enum SimdJSONBaseline {
    static let name = "json.simdjson"

    static func measure(in session: Session) throws {
        let parser = try Parser()
        let document = PaddedBytes(session.fixture.bytes)
        // The walk must visit every value, as a walk over JSONSerialization's tree does:
        // a figure for less work would be no anchor.
        let expected = try values(in: JSONSerialization.jsonObject(with: Data(session.fixture.bytes)))
        let visited = try parser.walk(document)
        guard visited == expected else {
            throw HarnessError.unexpected("simdjson walked \(visited) values of the fixture, JSONSerialization's tree holds \(expected)")
        }
        try session.measure(name) { blackHole(try parser.walk(document)) }
    }

    /// The values of a JSONSerialization tree, each object and array counted with what it holds.
    private static func values(in tree: Any) -> Int {
        switch tree {
        case let object as [String: Any]: 1 + object.values.reduce(0) { $0 + values(in: $1) }
        case let array as [Any]: 1 + array.reduce(0) { $0 + values(in: $1) }
        default: 1
        }
    }
}

/// A simdjson DOM parser; one parse's buffers serve the next.
private final class Parser {
    private let parser: OpaquePointer

    init() throws(HarnessError) {
        guard let parser = baton_simdjson_parser_create() else { throw .unexpected("simdjson could not allocate a parser") }
        self.parser = parser
    }

    deinit {
        baton_simdjson_parser_destroy(parser)
    }

    /// Parses the document and returns the number of values it holds.
    func walk(_ document: PaddedBytes) throws(HarnessError) -> Int {
        var values = 0
        let error = document.bytes.withUnsafeBufferPointer { buffer in
            baton_simdjson_walk(parser, buffer.baseAddress, document.length, &values)
        }
        guard error == 0 else {
            throw .unexpected("simdjson could not parse the fixture: \(String(cString: baton_simdjson_error_message(error)))")
        }
        return values
    }
}

/// A document's bytes followed by the zeros simdjson may read past its end.
private struct PaddedBytes {
    let bytes: [UInt8]
    let length: Int

    init(_ document: [UInt8]) {
        bytes = document + [UInt8](repeating: 0, count: baton_simdjson_padding())
        length = document.count
    }
}

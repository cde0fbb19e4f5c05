import Testing
@testable import Baton

/// Every value a slot can hold, with and without a field error, reads back as
/// written; a payload cut short reads as nothing.
@Suite struct RowCodecTests {
    private final class Names {
        var byName: [String: Int64] = [:]
        var byID: [Int64: String] = [:]

        func intern(_ name: String) -> Int64 {
            if let id = byName[name] { return id }
            let id = Int64(byName.count + 1)
            byName[name] = id
            byID[id] = name
            return id
        }
    }

    static let values: [ImageValue] = [
        .missing, .null, .bool(false), .bool(true), .int(0), .int(-1), .int(Int.max), .int(Int.min),
        .double(0.1), .double(-0.0), .double(.infinity), .string(""), .string("é \"x\"\n\u{1F600}"),
        .link(RowLink(type: "Character", key: RecordKey("Character:1"))),
        .links([RowLink(type: "Episode", key: RecordKey("Episode:1")), nil,
                RowLink(type: "Location", key: RecordKey("client:root:a:0:Location"))]),
        .links([]),
        .scalars([.null, .bool(true), .int(-7), .double(2.5), .string("s"), .list([.int(1), .list([])])]),
    ]

    @Test(arguments: values)
    func aValueReadsBackAsWritten(_ value: ImageValue) {
        let names = Names()
        for error in [nil, FieldError(message: "m", path: "a.0.b"),
                      FieldError(message: "m", path: "", extensions: #"{"code":"X"}"#)] {
            let payload = RowCodec.payload(value, error, intern: names.intern)
            let decoded = payload.withUnsafeBytes { RowCodec.value(of: $0) { names.byID[$0] } }
            #expect(decoded?.value == value)
            #expect(decoded?.error == error)
            if payload.count > 1 {
                let cut = Array(payload.dropLast()).withUnsafeBytes { RowCodec.value(of: $0) { names.byID[$0] } }
                #expect(cut == nil)
            }
        }
    }

    @Test func aBodyKeepsItsCellsByName() {
        let body = RowCodec.body([(3, [1]), (900, [4, 2]), (7, [])])
        let cells = RowCodec.cells(of: body)
        #expect(cells.map(\.name) == [3, 900, 7])
        #expect(cells.map { Array($0.payload) } == [[1], [4, 2], []])
        #expect(RowCodec.cells(of: Array(body.dropLast(2))).map(\.name) == [3, 900])
        // Cut inside the second cell, fewer bytes are left than the count of cells.
        #expect(RowCodec.cells(of: Array(body.prefix(5))).map(\.name) == [3])
    }
}

extension ImageValue: CustomTestStringConvertible {
    public var testDescription: String { String(describing: self) }
}

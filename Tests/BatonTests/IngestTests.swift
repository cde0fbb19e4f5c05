import Foundation
import Testing
@testable import Baton
import BatonInspector

@MainActor
@Suite struct IngestTests {
    private let page = Fixture.bytes("characters-page-1.json")
    private let variables: Variables = ["page": .int(1)]

    private func ingest(_ text: String, _ plan: Plan = Plans.characters, complete: Bool = true) throws -> ChangeSet {
        try Ingest.changeSet(for: Array(text.utf8), plan: plan, variables: variables, complete: complete)
    }

    @Test func aKeyAfterALinkSettlesTheRecordBeforeTheLinksPath() throws {
        // Morty's `origin` comes before his `id`, and has no id of its own: its path
        // runs through `Character:2`, found by reading ahead.
        let changeSet = try Ingest.changeSet(for: page, plan: Plans.characters, variables: variables)
        #expect(changeSet.recordKeys.contains(RecordKey("Character:2:origin")))
        #expect(!changeSet.recordKeys.contains { $0.rawValue.hasPrefix("client:root:characters(filter:{},page:1):results") })
    }

    @Test func theIngestRunsOffTheMainActor() async throws {
        let bytes = page
        let changeSet = try await Task.detached {
            try Ingest.changeSet(for: bytes, plan: Plans.characters, variables: ["page": .int(1)])
        }.value
        let store = Store()
        store.commit(changeSet)
        #expect(StoreExport.text(of: store) == Fixture.text("characters-page-1.store.json"))
    }

    @Test(.readsTheSuite) func dataIsReadAsItsBytes() throws {
        let data = Data(Fixture.bytes("quote-list.json"))
        let changeSet = try Ingest.changeSet(for: data, plan: Plans.quotes)
        #expect(changeSet.recordKeys.map(\.rawValue) == [
            "client:root", "Quote:BTC:USD", "Quote:EUR:USD", #"Quote:A\:B:C\\D"#,
        ])
        #expect(changeSet.entryCount == 10)
        let payload = try Ingest.changeSet(for: Payload(json: Fixture.text("quote-list.json")), plan: Plans.quotes)
        #expect(payload.recordKeys == changeSet.recordKeys)
    }

    @Test func anIDWrittenAsANumberKeysByItsText() throws {
        let changeSet = try ingest(#"{"data":{"tokenizer":{"id":12.50}}}"#, Plans.tokenizer, complete: false)
        #expect(changeSet.recordKeys.contains(RecordKey("Tokenizer:12.50")))
    }

    /// The empty string identifies nothing: two such objects keep records of their own.
    @Test func anEmptyKeyKeysTheObjectByItsPath() throws {
        let plan = Plan(name: "Q", selections: [
            Selection(type: "Query", fields: [.link("first", 1), .link("second", 1)]),
            Selection(type: "Tokenizer", keyFields: ["id"], fields: [.scalar("id", .id), .scalar("text", .string)]),
        ])
        let changeSet = try ingest(#"{"data":{"first":{"id":"","text":"a"},"second":{"id":"","text":"b"}}}"#, plan)
        #expect(changeSet.recordKeys.contains(RecordKey("client:root:first")))
        #expect(changeSet.recordKeys.contains(RecordKey("client:root:second")))
        #expect(!changeSet.recordKeys.contains(RecordKey("Tokenizer:")))
    }

    /// GraphQL nulls the field an error is raised at; a value there stands, and the
    /// error is the response's alone. A null there, or the null the walk meets
    /// before the path's end, carries it.
    @Test func anErrorAtAFieldWithAValueLandsNowhere() throws {
        let plan = Plan(name: "Q", selections: [
            Selection(type: "Query", fields: [.scalarList("tags", .string), .scalar("name", .string), .link("tokenizer", 1)]),
            Selection(type: "Tokenizer", keyFields: ["id"], fields: [.scalar("id", .id), .scalar("text", .string)]),
        ])
        let response = #"{"data":{"tags":[],"name":"Rick","tokenizer":null},"errors":["#
            + #"{"message":"tags","path":["tags"]},{"message":"name","path":["name"]},"#
            + #"{"message":"deeper","path":["tokenizer","text"]}]}"#
        let changeSet = try ingest(response, plan)
        #expect(changeSet.unplacedErrors.map(\.message) == ["tags", "name"])
        #expect(changeSet.errors.map(\.error.message) == ["deeper"])
    }

    @Test(.readsTheSuite) func errorsMayComeBeforeData() throws {
        let plan = Plan(name: "TestHeaderQuery", selections: [
            Selection(type: "Query", fields: [.link("character", 1, key: .constant(#"character(id:"1")"#))]),
            Selection(type: "Character", keyFields: ["id"], fields: [
                .scalar("id", .id), .scalar("name", .string), .scalar("species", .string),
            ]),
        ])
        let response = #"{"errors":[{"message":"name hidden","path":["character","name"]}],"#
            + #""data":{"character":{"id":"1","name":null,"species":"Human"}}}"#
        let store = Store()
        store.commit(try ingest(response, plan))
        #expect(StoreExport.text(of: store) == Fixture.text("character-name-hidden.store.json"))
    }

    @Test func anErrorKeepsItsExtensionsAndAnErrorWithoutPathIsUnplaced() throws {
        let plan = Plan(name: "Q", selections: [
            Selection(type: "Query", fields: [.scalar("secret", .string)]),
        ])
        let response = #"{"data":{"secret":null},"errors":[{"message":"no","path":["secret"],"#
            + #""extensions":{"code":"FORBIDDEN","n":[1, 2]}},{"message":"slow down"}]}"#
        let changeSet = try ingest(response, plan)
        #expect(changeSet.unplacedErrors == [FieldError(message: "slow down", path: "")])
        let store = Store()
        store.commit(changeSet)
        #expect(StoreExport.text(of: store).contains(
            #""client:root": {"__errors": {"secret": {"extensions": {"code":"FORBIDDEN","n":[1, 2]}, "message": "no", "path": "secret"}}, "__typename": "Query", "secret": null}"#))
    }

    @Test func dataNullWithErrorsIsARequestError() {
        #expect(throws: GraphQLErrors([FieldError(message: "bad variables", path: "")])) {
            try ingest(#"{"data":null,"errors":[{"message":"bad variables"}]}"#)
        }
        #expect(throws: GraphQLErrors([FieldError(message: "down", path: "characters", extensions: #"{"code":1}"#)])) {
            try ingest(#"{"errors":[{"message":"down","path":["characters"],"extensions":{"code":1}}]}"#)
        }
    }

    @Test func anUnlistedTypeUnderAUnionReadsTheFallbackVariant() throws {
        // It answers no condition, and no variant serves other types.
        let response = #"{"data":{"search":[{"__typename":"Planet","id":"9","name":"Squanch"}]}}"#
        let changeSet = try Ingest.changeSet(for: Array(response.utf8), plan: Plans.union,
                                             variables: ["name": .string("a")])
        // No variant serves other types, so the object has no key fields: its path keys it.
        #expect(changeSet.recordKeys.contains(RecordKey(#"client:root:search(name:"a"):0:Planet"#)))
        #expect(Registry.shared.existingType(named: "Planet") != nil)
    }

    @Test func anUnlistedTypeReadsTheConditionsItAnswersWhereverTheAnswersCome() throws {
        // The answers come after the fields and the key; `Node` answered null.
        let response = #"{"data":{"search":[{"id":"9","name":"Squanch","__typename":"Planet","#
            + #""__isNode":null,"__isNamed":"Planet"}]}}"#
        let changeSet = try Ingest.changeSet(for: Array(response.utf8), plan: Plans.union,
                                             variables: ["name": .string("a")])
        // Named alone: its name is read, its id is not, so its path keys it.
        let key = RecordKey(#"client:root:search(name:"a"):0:Planet"#)
        #expect(changeSet.recordKeys.contains(key))
        let store = Store()
        store.commit(changeSet)
        #expect(store.hasLearned(TypeID("Planet"), satisfies: "Named"))
        #expect(!store.hasLearned(TypeID("Planet"), satisfies: "Node"))
        #expect(store.record(for: key)?.storedFields.map(\.storageKey) == ["name"])
    }

    /// The plan batonc writes for a union: no key of the selection's own, and
    /// Node's key on the condition that reads it.
    static let unionKeyedByNode = Plan(name: "TestUnion", selections: [
        Selection(type: "Query", fields: [
            .links("search", 1, key: .arguments("search", [Argument("name", .variable("name"))])),
        ]),
        Selection(abstract: "SearchResult", variants: [
            Variant(types: ["Character"], fields: [.scalar("name", .string), .scalar("id", .id)]),
            Variant(types: [], fields: []),
        ], conditions: [
            Condition("Named", fields: [.scalar("name", .string)]),
            Condition("Node", keyFields: ["id"], fields: [.scalar("id", .id)]),
        ]),
    ])

    @Test func anUnlistedTypeAnsweringAConditionThatReadsItsKeyIsKeyedByIt() throws {
        // Robot answers Node, and is keyed by Node's id; Gadget answers Named alone,
        // so its id is not read and its path keys it.
        let response = #"{"data":{"search":[{"__typename":"Robot","__isNamed":"Robot","name":"Butter Robot","#
            + #""__isNode":"Robot","id":"r1"},{"__typename":"Gadget","__isNamed":"Gadget","name":"Portal Gun","id":"g1"}]}}"#
        let changeSet = try Ingest.changeSet(for: Array(response.utf8), plan: Self.unionKeyedByNode,
                                             variables: ["name": .string("a")])
        #expect(changeSet.recordKeys.contains(RecordKey("Robot:r1")))
        #expect(!changeSet.recordKeys.contains(RecordKey(#"client:root:search(name:"a"):0:Robot"#)))
        #expect(changeSet.recordKeys.contains(RecordKey(#"client:root:search(name:"a"):1:Gadget"#)))
        let store = Store()
        store.commit(changeSet)
        #expect(store.record(for: RecordKey("Robot:r1"))?.storedFields.map(\.storageKey).sorted() == ["id", "name"])
        #expect(store.hasLearned(TypeID("Robot"), satisfies: "Node"))
    }

    @Test func aTypenameWithAnEscapeStillPicksItsVariant() throws {
        let response = #"{"data":{"search":[{"id":"1","__typename":"Ch\u0061racter","label":"R","status":"A","name":"R"}]}}"#
        let changeSet = try Ingest.changeSet(for: Array(response.utf8), plan: Plans.union,
                                             variables: ["name": .string("a")])
        #expect(changeSet.recordKeys.contains(RecordKey("Character:1")))
    }

    @Test func anEntityNestedInItselfKeepsTheValueTheResponseHoldsLast() throws {
        // Character 1 is its own friend: the change set's entries are in the
        // response's order, so the name written last wins, outer or inner.
        let cases = [
            (#"{"data":{"character":{"id":"1","name":"Outer","friend":{"id":"1","name":"Inner","friend":null}}}}"#,
             "Inner", "Outer"),
            (#"{"data":{"character":{"id":"1","friend":{"id":"1","name":"Inner","friend":null},"name":"Outer"}}}"#,
             "Outer", "Inner"),
        ]
        for (text, kept, dropped) in cases {
            let store = Store()
            store.commit(try ingest(text, Plans.friends, complete: false))
            let dump = StoreExport.text(of: store)
            #expect(dump.contains(#""name": "\#(kept)""#))
            #expect(!dump.contains(dropped))
        }
    }

    @Test func selectionsTwentyFourLevelsDeepAreRead() throws {
        // The root and twenty-three friends below it.
        #expect(try ingest(friends(depth: 23), Plans.friends, complete: false).recordKeys.count == 24)
    }

    @Test func everyTruncationFails() throws {
        let store = Store()
        store.commit(try Ingest.changeSet(for: page, plan: Plans.characters, variables: variables))
        let before = StoreExport.text(of: store)
        let content = page.count - 1 // the last byte is a newline
        var failures = 0
        for length in 0..<content {
            do {
                _ = try Ingest.changeSet(for: Array(page[..<length]), plan: Plans.characters, variables: variables)
            } catch let error as IngestError {
                #expect(error.reason == .truncated, "prefix of \(length) bytes: \(error)")
                failures += 1
            }
        }
        #expect(failures == content)
        #expect(StoreExport.text(of: store) == before)
    }

    /// The scanner skips plain ASCII eight bytes at a time: whatever byte ends the
    /// run, at whatever offset in a word, is still seen.
    @Test func aStringsRunEndsAtEveryOffset() throws {
        let opening = Array(#"{"data":{"tokenizer":{"id":"t1","text":""#.utf8)
        func text(of written: [UInt8]) throws -> String? {
            let response = opening + written + Array(#""}}}"#.utf8)
            let changeSet = try Ingest.changeSet(for: response, plan: Plans.tokenizer, complete: false)
            let slot = Registry.shared.slot(TypeID("Tokenizer"), "text").index
            for entry in changeSet.entries where entry.slot == slot {
                switch entry.value {
                case let .text(start, end): return String(decoding: changeSet.bytes[Int(start)..<Int(end)], as: UTF8.self)
                case let .string(index): return changeSet.strings[Int(index)]
                default: return nil
                }
            }
            return nil
        }
        let tail = Array(String(repeating: "y", count: 12).utf8)
        for offset in 0...17 {
            let head = Array(String(repeating: "x", count: offset).utf8)
            let at = opening.count + offset
            #expect(try text(of: head) == String(decoding: head, as: UTF8.self))
            #expect(try text(of: head + Array(#"\n"#.utf8) + tail) == String(decoding: head + [0x0A] + tail, as: UTF8.self))
            #expect(try text(of: head + Array("é".utf8) + tail) == String(decoding: head + Array("é".utf8) + tail, as: UTF8.self))
            #expect(throws: IngestError(.controlCharacter, at: at)) { try text(of: head + [0x01] + tail) }
            #expect(throws: IngestError(.invalidUTF8, at: at)) { try text(of: head + [0xFF] + tail) }
        }
    }

    /// Each malformed response fails with `IngestError` and changes nothing.
    @Test(arguments: malformed)
    func malformedResponsesFail(_ sample: Malformed) throws {
        let store = Store()
        store.commit(try Ingest.changeSet(for: page, plan: Plans.characters, variables: variables))
        let before = StoreExport.text(of: store)
        do {
            let changeSet = try Ingest.changeSet(for: sample.bytes, plan: sample.plan, variables: variables)
            store.commit(changeSet)
            Issue.record("\(sample.name) was read")
        } catch let error as IngestError {
            #expect(error.reason == sample.reason, "\(sample.name): \(error)")
        }
        #expect(StoreExport.text(of: store) == before)
    }

    nonisolated static let malformed: [Malformed] = {
        let page = Fixture.text("characters-page-1.json")
        let valid = Array(page.utf8)
        func replacing(_ old: String, _ new: String) -> [UInt8] {
            precondition(page.contains(old))
            return Array(page.replacingOccurrences(of: old, with: new).utf8)
        }
        func tokens(_ fields: String) -> [UInt8] {
            Array(#"{"data":{"tokenizer":{"id":"t1",\#(fields)}}}"#.utf8)
        }
        let rick = #""name":"Rick Sanchez""#
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        return [
            Malformed("empty", [], .truncated),
            Malformed("only an opening brace", Array("{".utf8), .truncated),
            Malformed("a byte order mark", [0xEF, 0xBB, 0xBF] + valid, .byteOrderMark),
            Malformed("trailing garbage", valid + Array("x".utf8), .trailingContent),
            Malformed("a second object", valid + Array("{}".utf8), .trailingContent),
            Malformed("invalid UTF-8", replacing("Rick Sanchez", "Rick \u{1}Sanchez").map { $0 == 1 ? 0xC3 : $0 }
                .flatMap { $0 == 0xC3 ? [0xC3, 0x28] : [$0] }, .invalidUTF8),
            Malformed("an overlong encoding", replacing("Rick", "R\u{1}").flatMap { $0 == 1 ? [0xC0, 0xAF] : [$0] },
                      .invalidUTF8),
            Malformed("a surrogate in UTF-8", replacing("Rick", "R\u{1}").flatMap { $0 == 1 ? [0xED, 0xA0, 0x80] : [$0] },
                      .invalidUTF8),
            Malformed("a bad escape", replacing(rick, #""name":"Rick \x Sanchez""#), .invalidEscape),
            Malformed("a short unicode escape", replacing(rick, #""name":"Rick \u12""#), .invalidEscape),
            Malformed("a raw control character", replacing("Rick", "R\u{1}"), .controlCharacter),
            Malformed("a raw newline in a string", replacing("Rick", "R\n"), .controlCharacter),
            Malformed("an int beyond 64 bits", replacing(#""count":826"#, #""count":9223372036854775808"#),
                      .numberOutOfRange),
            Malformed("an int with a fraction", replacing(#""count":826"#, #""count":826.5"#), .numberOutOfRange),
            Malformed("an int with a huge exponent", replacing(#""count":826"#, #""count":1e300"#), .numberOutOfRange),
            Malformed("a float beyond a double", tokens(#""ratio":1e400"#), .numberOutOfRange, Plans.tokenizer),
            Malformed("a leading zero", replacing(#""count":826"#, #""count":0826"#), .unexpectedByte(UInt8(ascii: "8"))),
            Malformed("a fraction without digits", replacing(#""count":826"#, #""count":826."#), .invalidNumber),
            Malformed("a bare minus", replacing(#""count":826"#, #""count":-"#), .invalidNumber),
            Malformed("a string for an int", replacing(#""count":826"#, #""count":"826""#),
                      .wrongKind(field: "count", expected: "an integer")),
            Malformed("an object for a string", replacing(rick, #""name":{"first":"Rick"}"#),
                      .wrongKind(field: "name", expected: "a string")),
            Malformed("a list for a link", replacing(#""origin":{"id":"1","name":"Earth (C-137)"}"#, #""origin":[]"#),
                      .wrongKind(field: "origin", expected: "an object")),
            Malformed("an object for a plural link", replacing(#""episode":[]"#, #""episode":{}"#),
                      .wrongKind(field: "episode", expected: "a list")),
            Malformed("a number in a plural link", replacing(#""episode":[]"#, #""episode":[1]"#),
                      .wrongKind(field: "episode", expected: "an object or null")),
            Malformed("a string for a boolean", tokens(#""flag":"yes""#), .wrongKind(field: "flag", expected: "a boolean"),
                      Plans.tokenizer),
            Malformed("data as a list", Array(#"{"data":[]}"#.utf8), .wrongKind(field: "data", expected: "an object")),
            Malformed("errors as an object", Array(#"{"errors":{}}"#.utf8), .wrongKind(field: "errors", expected: "a list")),
            Malformed("neither data nor errors", Array("{}".utf8), .noDataOrErrors),
            Malformed("null data without errors", Array(#"{"data":null}"#.utf8), .noDataOrErrors),
            Malformed("a union member without __typename", Array(#"{"data":{"search":[{"id":"1"}]}}"#.utf8),
                      .missingTypename, Plans.union),
            Malformed("a field a complete response must carry", replacing(#""gender":"Female","#, ""),
                      .missingField("gender")),
            Malformed("an unknown member nested too deep", replacing(#""id":"3","#, #""id":"3","junk":\#(deep),"#),
                      .nestingTooDeep),
            Malformed("selections nested too deep", Array(friends(depth: 24).utf8), .nestingTooDeep, Plans.friends),
            Malformed("a trailing comma", replacing(#""prev":null}"#, #""prev":null,}"#), .unexpectedByte(UInt8(ascii: "}"))),
            Malformed("single quotes", replacing(#""prev":null"#, #"'prev':null"#), .unexpectedByte(UInt8(ascii: "'"))),
            Malformed("a misspelt literal", replacing(#""prev":null"#, #""prev":nul}"#), .unexpectedByte(UInt8(ascii: "}"))),
            Malformed("a missing colon", replacing(#""prev":null"#, #""prev" null"#), .unexpectedByte(UInt8(ascii: "n"))),
            Malformed("a scalar where a nested list is", Array(#"{"data":{"character":{"id":"1","grid":[1]}}}"#.utf8),
                      .wrongKind(field: "grid", expected: "a list"), Plans.friends),
        ]
    }()
}

/// A malformed response, the plan it is read against, and why it fails.
struct Malformed: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let reason: IngestError.Reason
    let plan: Plan

    init(_ name: String, _ bytes: [UInt8], _ reason: IngestError.Reason, _ plan: Plan = Plans.characters) {
        self.name = name
        self.bytes = bytes
        self.reason = reason
        self.plan = plan
    }

    var testDescription: String { name }
}

/// A character whose friend's friend's ... friend nests `depth` selections deep
/// below the root.
func friends(depth: Int) -> String {
    var text = ""
    for level in 1...depth {
        text += #"{"id":"\#(level)","name":"C\#(level)","friend":"#
    }
    text += "null" + String(repeating: "}", count: depth)
    return #"{"data":{"character":\#(text)}}"#
}

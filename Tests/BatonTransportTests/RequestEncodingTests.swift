import Baton
import Foundation
import Testing

struct RequestEncodingTests {
    private func encoded(_ request: Request) -> String {
        String(decoding: RequestEncoding.standard.body(for: request), as: UTF8.self)
    }

    @Test func writesTextMembersInTheirOrder() {
        let request = Request(
            kind: .query, operationName: "CharacterQuery",
            document: .text(#"query CharacterQuery($id:ID!){character(id:$id){name}}"#),
            variables: ["id": .string("1")])
        #expect(encoded(request) == #"{"operationName":"CharacterQuery","query":"query CharacterQuery($id:ID!){character(id:$id){name}}","variables":{"id":"1"}}"#)
    }

    @Test func writesAPersistedIDAndOnError() {
        let request = Request(
            kind: .mutation, operationName: "AddStar", document: .persisted(id: "5d41402abc4b2a76b9719d911017c592"),
            variables: ["input": .object(["starrableId": .string("R_1"), "clientMutationId": .null])],
            onError: .null)
        #expect(encoded(request) == #"{"operationName":"AddStar","documentId":"5d41402abc4b2a76b9719d911017c592","variables":{"input":{"clientMutationId":null,"starrableId":"R_1"}},"onError":"NULL"}"#)
    }

    @Test func sortsVariablesAndWritesEveryKind() {
        let request = Request(
            kind: .query, operationName: "Q", document: .text("{a}"),
            variables: [
                "page": .int(2), "ratio": .double(0.5), "flag": .bool(false), "ids": .list([.string("7"), .null]),
                "Zeta": .string("capital sorts first"),
            ])
        #expect(encoded(request) == #"{"operationName":"Q","query":"{a}","variables":{"Zeta":"capital sorts first","flag":false,"ids":["7",null],"page":2,"ratio":0.5}}"#)
    }

    @Test func writesEmptyVariablesAsAnObject() {
        let request = Request(kind: .query, operationName: "Q", document: .text("{a}"))
        #expect(encoded(request) == #"{"operationName":"Q","query":"{a}","variables":{}}"#)
    }

    @Test func escapesTheDocumentAsJSON() throws {
        let text = "query Q{search(text:\"a\\\\b\"){id}}\n\t# note"
        let request = Request(kind: .query, operationName: "Q", document: .text(text))
        #expect(encoded(request) == #"{"operationName":"Q","query":"query Q{search(text:\"a\\\\b\"){id}}\n\t# note","variables":{}}"#)
        let decoded = try JSONSerialization.jsonObject(with: RequestEncoding.standard.body(for: request)) as? [String: Any]
        #expect(decoded?["query"] as? String == text)
    }

    @Test func isTheSameBytesForEqualRequests() {
        // Equal variables built apart: inserted in opposite orders into tables of
        // different sizes, so that the two iterate their members in different orders.
        let names = (0..<32).map { "v\($0)" }
        var grown: Variables = [:]
        for (index, name) in names.enumerated() { grown[name] = .object(["y": .int(index), "x": .null]) }
        var reserved = Variables(minimumCapacity: 512)
        for (index, name) in names.enumerated().reversed() { reserved[name] = .object(["x": .null, "y": .int(index)]) }
        #expect(grown == reserved)
        #expect(Array(grown.keys) != Array(reserved.keys))
        let first = Request(kind: .query, operationName: "Q", document: .text("{a}"), variables: grown)
        let second = Request(kind: .query, operationName: "Q", document: .text("{a}"), variables: reserved)
        #expect(RequestEncoding.standard.body(for: first) == RequestEncoding.standard.body(for: second))
    }

    @Test func aReplacedEncodingIsUsedAsGiven() {
        let encoding = RequestEncoding { request in Data("op=\(request.operationName)".utf8) }
        let request = Request(kind: .query, operationName: "Q", document: .text("{a}"))
        #expect(encoding.body(for: request) == Data("op=Q".utf8))
    }
}

@testable import Baton
import Foundation
import Testing

@Suite struct GraphQLWSMessageTests {
    @Test func nextKeepsThePayloadsBytesAsWritten() throws {
        let message = try GraphQLWSMessage(parsing: #"{"type":"next","id":"7","payload":{"data":{"n":1.50e0}}}"#)
        #expect(message == .next(id: "7", payload: Array(#"{"data":{"n":1.50e0}}"#.utf8)))
    }

    @Test func errorCarriesTheGraphQLErrors() throws {
        let message = try GraphQLWSMessage(parsing: #"""
            {"id":"2","type":"error","payload":[{"message":"no \"x\"","path":["a",0,"b"],"extensions":{"code":"BAD"}}]}
            """#)
        #expect(message == .error(id: "2", errors: [FieldError(message: #"no "x""#, path: "a.0.b", extensions: #"{"code":"BAD"}"#)]))
    }

    @Test func theProtocolsOtherMessagesParse() throws {
        #expect(try GraphQLWSMessage(parsing: #"{"type":"connection_ack","payload":{"x":1}}"#) == .connectionAck)
        #expect(try GraphQLWSMessage(parsing: #"{"type":"ping"}"#) == .ping)
        #expect(try GraphQLWSMessage(parsing: #" {"type":"pong"} "#) == .pong)
        #expect(try GraphQLWSMessage(parsing: #"{"id":"1","type":"complete"}"#) == .complete(id: "1"))
    }

    @Test(arguments: [
        #"{"type":"subscribe","id":"1","payload":{}}"#,
        #"{"type":"next","payload":{}}"#,
        #"{"type":"next","id":"1","payload":[1]}"#,
        #"{"type":"error","id":"1","payload":{}}"#,
        #"{"id":"1"}"#,
        #"{"type":"ping"} trailing"#,
        "not json",
        "",
    ])
    func aMessageAServerMustNotSendIsUnexpected(text: String) {
        #expect {
            _ = try GraphQLWSMessage(parsing: text)
        } throws: { error in
            if case .unexpectedMessage = error as? WebSocketError { true } else { false }
        }
    }

    @Test func theClientsMessagesAreCompactJSON() {
        #expect(GraphQLWSMessage.connectionInit([:]) == #"{"type":"connection_init"}"#)
        #expect(GraphQLWSMessage.connectionInit(["authorization": .string("bearer T")])
            == #"{"type":"connection_init","payload":{"authorization":"bearer T"}}"#)
        let request = Request(kind: .subscription, operationName: "Ticks", document: .text("subscription Ticks{tick}"))
        #expect(GraphQLWSMessage.subscribe(id: "3", request: RequestEncoding.standard.body(for: request))
            == #"{"id":"3","type":"subscribe","payload":{"operationName":"Ticks","query":"subscription Ticks{tick}","variables":{}}}"#)
        #expect(GraphQLWSMessage.complete(id: "3") == #"{"id":"3","type":"complete"}"#)
    }
}

import Baton
import BatonTesting
import Foundation
import Testing

struct RecordedTransportTests {
    private let rick = #"{"data":{"character":{"id":"1","name":"Rick Sanchez"}}}"#
    private let morty = #"{"data":{"character":{"id":"2","name":"Morty Smith"}}}"#

    private func character(_ id: String) -> Request {
        Request(
            kind: .query, operationName: "Character", document: .text("query Character($id:ID!){character(id:$id){id name}}"),
            variables: ["id": .string(id)])
    }

    @Test func answersTheRecordingForTheVariablesBeforeOneForAny() async throws {
        let transport = RecordedTransport([
            Recording(operationName: "Character", json: rick),
            Recording(operationName: "Character", variables: ["id": .string("2")], json: morty),
        ])
        #expect(try await transport.payload(for: character("2")).text == morty)
        #expect(try await transport.payload(for: character("7")).text == rick)
        #expect(transport.requests.map(\.variables) == [["id": .string("2")], ["id": .string("7")]])
    }

    @Test func aRequestWithoutARecordingFailsNamingWhatIsRecorded() async throws {
        let transport = RecordedTransport([
            Recording(operationName: "Character", variables: ["id": .string("2")], json: morty)
        ])
        let error = await transportFailure(of: transport, character("1"))
        #expect(error == .unanswered(
            #"RecordedTransport has no recording of `Character` with variables {"id":"1"}; it has Character {"id":"2"}"#))
    }

    @Test func listsItsRequestsByKind() async throws {
        let transport = RecordedTransport(answering: { _ in Payload(json: #"{"data":{}}"#) })
        _ = try await transport.payload(for: character("1"))
        _ = try await transport.payload(for: rickQuery("AddStar", kind: .mutation))
        _ = try await transport.payload(for: character("2"))
        #expect(transport.requests(.query).map(\.operationName) == ["Character", "Character"])
        #expect(transport.requests(.mutation).map(\.operationName) == ["AddStar"])
        #expect(transport.requests(.subscription).isEmpty)
    }

    @Test func answersFromAFunctionOfTheRequest() async throws {
        let transport = RecordedTransport(answering: { request in
            guard case let .string(id) = request.variables["id"] else { throw TransportError.unanswered("no id") }
            return Payload(json: #"{"data":{"character":{"id":"\#(id)"}}}"#)
        })
        #expect(try await transport.payload(for: character("42")).text == #"{"data":{"character":{"id":"42"}}}"#)
    }

    @Test func loadsRecordingsFromAFolder() async throws {
        let folder = try temporaryFolder([
            "Character.json": rick,
            "Character.morty.json": morty,
            "Character.morty.variables.json": #"{"id":"2","options":{"deep":[true,1,1.5,null]}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let recordings = try Recording.load(from: folder)
        #expect(recordings.map(\.operationName) == ["Character", "Character"])
        #expect(recordings.map(\.variables) == [
            nil,
            ["id": .string("2"), "options": .object(["deep": .list([.bool(true), .int(1), .double(1.5), .null])])],
        ])
        let transport = try RecordedTransport(contentsOf: folder)
        #expect(try await transport.payload(for: character("1")).text == rick)
    }

    @Test func variablesWithoutAResponseAreAnError() throws {
        let folder = try temporaryFolder(["Character.json": rick, "Episode.variables.json": "{}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: RecordingError.variablesWithoutResponse(folder.appendingPathComponent("Episode.variables.json"))) {
            try Recording.load(from: folder)
        }
    }

    @Test func variablesThatAreNotAnObjectAreAnError() throws {
        let folder = try temporaryFolder(["Character.json": rick, "Character.variables.json": "[1]"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: RecordingError.badVariables(
            folder.appendingPathComponent("Character.variables.json"), "the variables must be a JSON object")) {
            try Recording.load(from: folder)
        }
    }

    private func temporaryFolder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recordings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }
}

import Baton
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// A field the server failed to resolve, in a recorded response: the row or header that
/// shows it says why in its place, and a later answer with the value puts it back.
@MainActor
@Suite struct FieldErrorTests {
    /// A field the server failed: its member as recorded (`"name":value`), and the error's
    /// response path (a JSON array) and message.
    private struct Failed {
        var member: String
        var path: String
        var message: String
    }

    /// The recorded response for `operationName`, each failed field's member made null
    /// and its error added beside the data.
    private func response(_ operationName: String, failing fields: [Failed]) throws -> String {
        let folder = try #require(Bundle.module.url(forResource: "Responses", withExtension: nil))
        var text = try String(contentsOf: folder.appendingPathComponent("\(operationName).json"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        for field in fields {
            let range = try #require(text.range(of: field.member), "the recording holds \(field.member)")
            let name = try #require(field.member.split(separator: ":").first)
            text.replaceSubrange(range, with: "\(name):null")
        }
        try #require(text.hasSuffix("}"))
        let errors = fields.map { #"{"message":"\#($0.message)","path":\#($0.path)}"# }
        return text.dropLast() + #","errors":["# + errors.joined(separator: ",") + "]}"
    }

    @Test func aDescriptionTheServerFailedToGiveSaysWhyInItsRow() async throws {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let harness = ScreenHarness(transport: transport)
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        let host = harness.show(screen)
        try await transport.nextRequest().respond(json: response("ViewerRepositoriesScreenQuery", failing: [
            Failed(member: #""description":"A declarative dotfiles token for GraphQL clients.""#,
                   path: #"["viewer","repositories","edges",1,"node","description"]"#, message: "description unavailable"),
        ]))
        try await harness.settle(until: { screen.status == .ready }, "the viewer's repositories")
        // A private repository: its marker after the name, then the failure.
        #expect(harness.lines[3].hasPrefix("   mona/dotfiles-token Private  ✗ description unavailable"))
        #expect(harness.lines[3].hasSuffix("Haskell         ★ 0"))
        #expect(host.canvas.style(atX: 34, y: 3).foreground == .red)
        // Only that row: its neighbours show their descriptions.
        #expect(harness.lines[2].hasPrefix("›  mona/maze-ingest  A tiny maze ingest"))
        #expect(harness.lines[4].hasPrefix("   mona/scheduler-client  A typed scheduler client"))

        // A later answer with the value clears the error, and the row alone renders again.
        let row = try #require(screen.rows.view.rowView(at: 1))
        let renders = host.renderCount(of: row)
        let id = screen.rows.rows[1].id
        try harness.environment.commitPayload(
            RepositoryScreenQuery(owner: "mona", name: "dotfiles-token"),
            Payload(json: #"{"data":{"repository":{"id":"\#(id)","description":"Back again."}}}"#))
        try await harness.settle(until: { host.renderCount(of: row) == renders + 1 }, "the row's render")
        #expect(harness.lines[3].hasPrefix("   mona/dotfiles-token Private  Back again."))
        #expect(!harness.contains("✗"))
        screen.close()
    }

    @Test func theRepositoryHeaderSaysWhyItsLanguageAndDescriptionAreMissing() async throws {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let harness = ScreenHarness(transport: transport)
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        let host = harness.show(screen)
        try await transport.nextRequest().respond(json: response("RepositoryScreenQuery", failing: [
            Failed(member: #""primaryLanguage":{"name":"Java","id":"LA_MDpMYW5ndWFnZToxMQ"}"#,
                   path: #"["repository","primaryLanguage"]"#, message: "language lookup timed out"),
            Failed(member: #""description":"A tiny maze ingest for Swift on Linux.""#,
                   path: #"["repository","description"]"#, message: "description hidden"),
        ]))
        try await harness.settle(until: { screen.status == .ready }, "the repository")
        #expect(harness.lines[0] == "mona/maze-ingest")
        #expect(harness.lines[1] == "✗ language lookup timed out · 7 forks · https://github.com/mona/maze-ingest")
        #expect(harness.lines[2] == "✗ description hidden")
        #expect(host.canvas.style(atX: 0, y: 2).foreground == .red)
        #expect(harness.lines[3] == "☆ Star  115 stars")
        screen.close()
    }

    /// A field with variables is stored under its key rendered from them; the lens finds
    /// its error by that key, and another rendering of the field holds none.
    @Test func anErrorOnAFieldWithVariablesIsFoundByItsRenderedKey() async throws {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let environment = Environment(store: Store(), transport: transport)
        async let fetched = environment.fetch(IssueScreenQuery(owner: "mona", name: "maze-ingest", number: 99))
        let message = "Could not resolve to an Issue with the number of 99."
        try await transport.nextRequest().respond(json: """
            {"data":{"repository":{"id":"R_MDpSZXBvc2l0b3J5OjExNjM","issue":null}},
             "errors":[{"message":"\(message)","path":["repository","issue"]}]}
            """)
        let repository = try #require(try await fetched.repository)
        #expect(repository.issue == nil)
        #expect(repository.fieldError(for: "issue(number:99)")?.message == message)
        #expect(repository.fieldError(for: "issue(number:99)")?.path == "repository.issue")
        #expect(repository.fieldError(for: "issue(number:1)") == nil)
        #expect(repository.fieldError(for: "id") == nil)
    }
}

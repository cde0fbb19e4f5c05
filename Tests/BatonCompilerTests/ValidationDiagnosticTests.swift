import BatonSupport
import Foundation
import Testing
@testable import BatonCompiler

/// Diagnostics as a developer reads them: the exact place, the suggestion, the note.
@Suite struct ValidationDiagnosticTests {
    static func githubSchema() throws -> Schema {
        let path = RepositoryRoot.path + "/graphql/github/schema.graphql"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return SchemaBuilder.build([SchemaSource(document: try Parser.parseDocument(Source(text: text, path: path)), path: path)]).schema
    }

    @Test func aMisspelledFieldPointsAtItsNameAndSuggestsTheField() throws {
        let text = """
        query IssueQuery($id: ID!) {
          node(id: $id) {
            ... on Issue {
              titel
            }
          }
        }
        """
        let source = Source(text: text, path: "Issue.graphql")
        let document = try Parser.parseDocument(source)
        let diagnostics = Validator.validate(document: document, path: source.path, schema: try Self.githubSchema())
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "Cannot query field \"titel\" on type \"Issue\".")
        // graphql-js (and graphql-core) suggest both: "state" is three edits away.
        #expect(diagnostic.suggestions == ["title", "state"])
        #expect(diagnostic.span.start.line == 4)
        #expect(diagnostic.span.start.column == 7)
        let rendered = DiagnosticRenderer(sources: [source]).render(diagnostic)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(4)) == [
            "Issue.graphql:4:7: error: Cannot query field \"titel\" on type \"Issue\".",
            "      titel",
            "      ^~~~~",
            "Did you mean \"title\" or \"state\"?",
        ])
        #expect(lines[4].hasSuffix("graphql/github/schema.graphql:\(diagnostic.notes[0].span.start.line):6: note: type \"Issue\" defined here"))
    }

    @Test func diagnosticsOfARunAreAllReportedSortedByPlace() {
        let found = ValidationFixture.diagnostics("""
        query Q {
          user(id: 1) { nme }
          settings { them }
          viewer { usr { id } }
        }
        """)
        #expect(found.map(\.span.start.line) == [2, 3, 4])
        #expect(found.map(\.suggestions) == [["name"], ["theme"], ["user"]])
    }

    @Test func aSpreadOfTheWrongTypeNotesWhereTheFragmentIs() throws {
        let found = ValidationFixture.diagnostics("query Q { settings { ...U } }\nfragment U on User { id }")
        #expect(found.count == 1)
        let note = try #require(found.first?.notes.first)
        #expect(note.message == "fragment \"U\" defined here")
        #expect(note.span.start.line == 2)
        #expect(note.span.start.column == 10)
    }
}

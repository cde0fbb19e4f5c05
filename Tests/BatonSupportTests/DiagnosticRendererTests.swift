import Testing
@testable import BatonSupport

@Suite("Diagnostic renderer")
struct DiagnosticRendererTests {
    private func span(_ source: Source, _ start: Int, _ end: Int) -> SourceSpan {
        SourceSpan(start: source.location(at: start), end: source.location(at: end))
    }

    @Test func misspelledFieldWithSuggestionAndNote() {
        let document = Source(
            text: "query IssueScreen {\n  repository(owner: \"o\", name: \"n\") {\n    issue(number: 1) {\n      titel\n    }\n  }\n}\n",
            path: "graphql/IssueScreen.graphql")
        let schema = Source(text: "scalar String\ntype Issue {\n  title: String\n}\n", path: "schema.graphql")
        let fieldStart = document.lineStarts[3] + 6
        let typeStart = 19
        let diagnostic = Diagnostic.error(
            "Cannot query field \"titel\" on type \"Issue\".", path: document.path,
            span: span(document, fieldStart, fieldStart + 5),
            suggestions: suggestionList("titel", ["title", "state", "number", "body"]),
            notes: [DiagnosticNote(message: "\"Issue\" is defined here", path: schema.path, span: span(schema, typeStart, typeStart + 5))])
        let rendered = DiagnosticRenderer(sources: [document, schema]).render(diagnostic)
        #expect(rendered == """
            graphql/IssueScreen.graphql:4:7: error: Cannot query field "titel" on type "Issue".
                  titel
                  ^~~~~
            Did you mean "title" or "state"?
            schema.graphql:2:6: note: "Issue" is defined here
            type Issue {
                 ^~~~~

            """)
    }

    @Test func tabsAreKeptSoTheCaretAligns() {
        let source = Source(text: "{\n\t\tab(x: $y)\n}", path: "t.graphql")
        let diagnostic = Diagnostic.warning("Unused.", path: "t.graphql", span: span(source, 10, 12), suggestions: ["a", "b", "c"])
        let expected = [
            "t.graphql:2:9: warning: Unused.",
            "\t\tab(x: $y)",
            "\t\t      ^~",
            "Did you mean \"a\", \"b\", or \"c\"?",
        ]
        #expect(DiagnosticRenderer(sources: [source]).render(diagnostic) == expected.map { $0 + "\n" }.joined())
    }

    @Test func aLongLineIsShownAsAWindowAroundTheColumn() {
        // A minified document on one line of 67,000 characters, the error near its middle.
        let before = String(repeating: "a ", count: 16_750)
        let source = Source(text: "{ " + before + "titel " + String(repeating: "b ", count: 16_750) + "}", path: "min.graphql")
        let start = 2 + before.utf8.count
        let diagnostic = Diagnostic.error("Cannot query field \"titel\".", path: "min.graphql", span: span(source, start, start + 5))
        let lines = DiagnosticRenderer(sources: [source]).render(diagnostic).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "min.graphql:1:\(start + 1): error: Cannot query field \"titel\".")
        #expect(lines[1] == "…" + String(repeating: "a ", count: 20) + "titel " + String(repeating: "b ", count: 37) + "…")
        #expect(lines[2] == String(repeating: " ", count: 41) + "^~~~~")
        #expect(lines[1].count == DiagnosticRenderer.lineLimit + 2)
        // Near the start the window begins with the line; near the end it ends with it.
        let early = Diagnostic.error("Early.", path: "min.graphql", span: span(source, 2, 3))
        let earlyLines = DiagnosticRenderer(sources: [source]).render(early).split(separator: "\n")
        #expect(earlyLines[1].hasPrefix("{ a a") && earlyLines[1].hasSuffix("…"))
        #expect(earlyLines[2] == "  ^")
        let end = source.text.utf8.count - 1
        let late = Diagnostic.error("Late.", path: "min.graphql", span: span(source, end, end + 1))
        let lateLines = DiagnosticRenderer(sources: [source]).render(late).split(separator: "\n")
        #expect(lateLines[1].hasPrefix("…") && lateLines[1].hasSuffix("b b }"))
        #expect(lateLines[2] == String(repeating: " ", count: DiagnosticRenderer.lineLimit) + "^")
    }

    /// The window a diagnostic and `fetch --variables` show of a long line: scalars
    /// counted as columns are, `…` only at an end that was cut.
    @Test func anExcerptShowsALongLineAroundAPlace() {
        let line = String(repeating: "a", count: 50) + "é日" + String(repeating: "b", count: 50)
        let middle = Excerpt(line: line, around: 50, width: 10, lead: 3)
        #expect(middle.shown == 47..<57)
        #expect(middle.text == "…aaaé日bbbbb…")
        #expect(Excerpt(line: "short", around: 2, width: 10, lead: 3).text == "short")
        #expect(Excerpt(line: line, around: 0, width: 10, lead: 3).text == String(repeating: "a", count: 10) + "…")
        #expect(Excerpt(line: line, around: 101, width: 10, lead: 3).text == "…" + String(repeating: "b", count: 10))
    }

    @Test func multibyteTextBeforeTheCaretAndSpansOverLines() {
        let source = Source(text: "{ a(s: \"日本\") b(\n  c: 1) }", path: "m.graphql")
        let start = "{ a(s: \"日本\") ".utf8.count
        let diagnostic = Diagnostic.error("Spans lines.", path: "m.graphql", span: span(source, start, start + 10))
        let expected = [
            "m.graphql:1:14: error: Spans lines.",
            "{ a(s: \"日本\") b(",
            String(repeating: " ", count: 13) + "^~",
        ]
        #expect(DiagnosticRenderer(sources: [source]).render(diagnostic) == expected.map { $0 + "\n" }.joined())
    }

    @Test func aDiagnosticIntoAnUnknownSourceHasNoLine() {
        let source = Source(text: "{ a(b: \"x) }", path: "s.graphql")
        let elsewhere = Diagnostic.error("Gone.", path: "missing.graphql", span: span(source, 0, 1))
        #expect(DiagnosticRenderer(sources: [source]).render([elsewhere, elsewhere]) == "missing.graphql:1:1: error: Gone.\nmissing.graphql:1:1: error: Gone.\n")
    }

    @Test func embeddedSourcesShowTheirLineAtItsColumn() {
        let source = Source(text: "{ titel }", path: "Screen.swift", firstLine: 7, firstColumn: 5)
        let diagnostic = Diagnostic.error("Unknown.", path: "Screen.swift", span: span(source, 2, 7))
        #expect(DiagnosticRenderer(sources: [source]).render(diagnostic) == "Screen.swift:7:7: error: Unknown.\n    { titel }\n      ^~~~~\n")
    }

    @Test func diagnosticsSortByPlace() {
        let source = Source(text: "abc\ndef", path: "b")
        let later = Diagnostic.error("later", path: "b", span: span(source, 5, 6))
        let earlier = Diagnostic.error("earlier", path: "b", span: span(source, 1, 2))
        let otherFile = Diagnostic.warning("other", path: "a", span: span(source, 6, 7))
        #expect([later, earlier, otherFile].sortedByPlace().map(\.message) == ["other", "earlier", "later"])
        #expect([later, otherFile].containsErrors)
        #expect(![otherFile].containsErrors)
    }
}

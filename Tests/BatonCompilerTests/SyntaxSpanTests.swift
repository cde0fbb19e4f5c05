import BatonSupport
import Testing
@testable import BatonCompiler

@Suite("Source spans")
struct SyntaxSpanTests {
    private func place(_ location: BatonSupport.SourceLocation) -> [Int] { [location.line, location.column] }

    @Test func nodesSpanTheirTokens() throws {
        let text = "query Q {\n  alias: field(arg: 1) @dir { sub }\n}\n"
        let document = try parse(text)
        let operation = try #require(document.operations.first)
        #expect(place(operation.span.start) == [1, 1])
        #expect(place(operation.span.end) == [3, 2])
        #expect(place(operation.name!.span.start) == [1, 7])
        #expect(place(operation.name!.span.end) == [1, 8])
        guard case .field(let field) = operation.selectionSet.selections[0] else {
            Issue.record("expected a field")
            return
        }
        #expect(place(field.span.start) == [2, 3])
        #expect(place(field.span.end) == [2, 36])
        #expect(place(field.alias!.span.start) == [2, 3])
        #expect(place(field.name.span.start) == [2, 10])
        #expect(place(field.arguments[0].span.start) == [2, 16])
        #expect(place(field.arguments[0].span.end) == [2, 22])
        #expect(place(field.arguments[0].value.span.start) == [2, 21])
        #expect(place(field.directives[0].span.start) == [2, 24])
        #expect(place(field.directives[0].span.end) == [2, 28])
        #expect(place(field.selectionSet!.span.start) == [2, 29])
        #expect(field.span.start.offset == 12)
        #expect(document.span.start.offset == 0)
        #expect(document.span.end.offset == text.utf8.count - 1)
    }

    @Test func columnsCountScalarsAfterMultibyteCharacters() throws {
        let text = "{ a(s: \"ünï 😀\") b(s: \"\"\"日本\"\"\") c }"
        let document = try parse(text)
        let selections = document.operations[0].selectionSet.selections
        guard case .field(let b) = selections[1], case .field(let c) = selections[2] else {
            Issue.record("expected fields")
            return
        }
        #expect(place(b.span.start) == [1, 17])
        #expect(place(c.span.start) == [1, 32])
        #expect(c.span.start.offset == text.utf8.count - 3)
        let error = parseError("{ a(s: \"ünï 😀\") ) }")
        #expect(error?.message == "Syntax Error: Expected Name, found \")\".")
        #expect(error.map { place($0.location) } == [1, 17])
    }

    /// A long line with multibyte text, as a compact text can be: every field's
    /// column is its count of scalars, across the lookup's 64-byte blocks.
    @Test func columnsOnALongMultibyteLine() throws {
        let fields = (0..<300).map { "f\($0)(s: \"é😀\($0)\")" }
        let text = "{ " + fields.joined(separator: " ") + " }"
        let document = try parse(text)
        let selections = document.operations[0].selectionSet.selections
        #expect(selections.count == 300)
        for (index, selection) in selections.enumerated() {
            let prefix = "{ " + fields[..<index].map { $0 + " " }.joined()
            #expect(place(selection.span.start) == [1, prefix.unicodeScalars.count + 1])
            #expect(selection.span.start.offset == prefix.utf8.count)
            #expect(selection.span.end.column == prefix.unicodeScalars.count + fields[index].unicodeScalars.count + 1)
        }
        #expect(place(document.span.end) == [1, text.unicodeScalars.count + 1])
    }

    @Test func lineEndingsCRLFAndCR() throws {
        let error = parseError("query Q {\r\n  a\r\n  b(\r\n}")
        #expect(error?.message == "Syntax Error: Expected Name, found \"}\".")
        #expect(error.map { place($0.location) } == [4, 1])
        let crError = parseError("{\r  a\r  ~\r}")
        #expect(crError.map { place($0.location) } == [3, 3])
        let document = try parse("{\r\n\r\n  a\r\n}")
        #expect(place(document.operations[0].selectionSet.selections[0].span.start) == [3, 3])
    }

    @Test func embeddedDocumentsReportPositionsInTheirFile() throws {
        let source = Source(text: "query Q {\n  a(x: ~)\n}", path: "Screen.swift", firstLine: 12, firstColumn: 20)
        do {
            _ = try parseDocument(source)
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.path == "Screen.swift")
            #expect(place(error.location) == [13, 8])
        }
        let valid = Source(text: "{ a }", path: "Screen.swift", firstLine: 3, firstColumn: 9)
        let document = try parseDocument(valid)
        #expect(place(document.operations[0].selectionSet.selections[0].span.start) == [3, 11])
        #expect(valid.lineText(3) == "        { a }")
        #expect(valid.lineText(2) == nil)
    }

    @Test func lineTable() {
        let source = Source(text: "a\nb\r\nc\rd\n")
        #expect(source.lineCount == 5)
        #expect((1...5).map { source.lineText($0) } == ["a", "b", "c", "d", ""])
        #expect(place(source.location(at: 5)) == [3, 1])
        #expect(place(source.location(at: 7)) == [4, 1])
        #expect(source.lineText(6) == nil)
    }
}

import BatonTUI
import Markdown
import Testing

/// What the layout promises whatever the body: no line wider than asked, nothing a
/// terminal would take for a control, and hostile nesting and lengths survived.
@MainActor
@Suite struct MarkdownLayoutTests {
    let layout = MarkdownLayout(styles: MarkdownStyles(theme: .standard))

    private func expectFits(_ lines: [StyledLine], _ width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines {
            let codeLine = line.spans.contains { $0.text == "▎ " }
            if !codeLine { #expect(line.displayWidth <= width, "\(line.text)", sourceLocation: sourceLocation) }
        }
    }

    @Test func aNewlineInAParagraphBreaksTheLineOnlyWhereGitHubWouldShowItSo() {
        let text = "first line\nsecond *line*\n\nnext paragraph"
        #expect(layout.lines(of: text, width: 40).map(\.text) == ["first line second line", "", "next paragraph"])
        let comments = MarkdownLayout(styles: MarkdownStyles(theme: .standard), newlinesBreakLines: true)
        #expect(comments.lines(of: text, width: 40).map(\.text) == ["first line", "second line", "", "next paragraph"])
    }

    /// The fuzzer's first finding: a wide character in inline code laid out at width 1
    /// made a line two columns wide.
    @Test func aWideCharacterInALineOfOneColumnIsAnEllipsis() {
        for text in ["`inl㖎 code`", "**日本**", "plain 語 text"] {
            let lines = layout.lines(of: text, width: 1)
            expectFits(lines, 1)
            #expect(lines.contains { $0.text == "…" })
        }
    }

    /// The fuzzer's second finding, in its own check: a code block inside a list item
    /// keeps its lines whole after the item's indent, as every code block does.
    @Test func aCodeBlockInAListKeepsItsLinesWholeAfterTheIndent() throws {
        let lines = layout.lines(of: "- item\n\n      \(String(repeating: "x", count: 60))\n", width: 36)
        let code = try #require(lines.first { $0.text.contains("xxxx") })
        #expect(code.spans.first?.text != "▎ ")  // the item's indent comes first
        #expect(code.spans.contains { $0.text == "▎ " })
        #expect(code.text.contains(String(repeating: "x", count: 60)))
        expectFits(lines, 36)
    }

    @Test func aTenThousandCharacterLineWrapsToTheWidth() {
        let word = String(repeating: "a", count: 10_000)
        let lines = layout.lines(of: "\(word) and \(String(repeating: "word ", count: 2_000))", width: 40)
        expectFits(lines, 40)
        #expect(lines.map(\.text).joined().filter { $0 == "a" }.count == 10_001)
    }

    @Test func fiveHundredNestedQuotesStopAtTheBoundAndKeepTheirText() {
        let text = String(repeating: "> ", count: 500) + "deep words"
        let blocks = MarkdownParser.parse(text)
        var depth = 0
        var current = blocks
        while case .quote(let inner)? = current.first {
            depth += 1
            current = inner
        }
        #expect(depth <= MarkdownParser.maximumDepth)
        let lines = layout.lines(of: text, width: 80)
        #expect(lines.contains { $0.text.contains("deep words") })
    }

    @Test func deeplyNestedEmphasisAndListsDoNotRecurseWithoutABound() {
        let emphasis = String(repeating: "*a ", count: 5_000) + String(repeating: "*", count: 5_000)
        #expect(!layout.lines(of: emphasis, width: 50).isEmpty)
        let list = (0..<300).map { String(repeating: "  ", count: $0) + "- item \($0)" }.joined(separator: "\n")
        let lines = layout.lines(of: list, width: 50)
        expectFits(lines, 50)
        // Past the bound the deepest items are one paragraph of their words, none lost.
        let words = lines.flatMap { $0.text.split(separator: " ") }
        #expect(words.filter { $0 == "item" }.count == 300)
        #expect(words.last == "299")
    }

    @Test func controlCharactersNeverReachTheCanvas() throws {
        let lines = layout.lines(of: "bell\u{07} escape \u{1B}[31mred\u{1B}[0m\n\n```\n\u{1B}]52;c;AAAA\u{07}\n```", width: 40)
        var canvas = Canvas(width: 40, height: lines.count)
        CanvasRegion.draw(lines, in: &canvas)
        for line in canvas.lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(line)")
        }
        #expect(canvas.lines.joined().contains("[31mred"))
    }

    @Test func aTableWiderThanTheScreenFitsItsColumnsAndWrapsTheWidest() {
        let table = """
            | a | description | n |
            |---|---|--:|
            | x | \(String(repeating: "long text ", count: 12)) | 12345 |
            """
        let lines = layout.lines(of: table, width: 40)
        expectFits(lines, 40)
        #expect(lines.count > 4)
        #expect(lines[1].text.contains("─┼─"))
        // Right-aligned numbers end at the line's end.
        #expect(lines[2].text.hasSuffix("12345"))
    }

    @Test func aTableOnAScreenTooNarrowForItsColumnsListsEachCell() {
        let lines = layout.lines(of: "| name | stars |\n|---|---|\n| baton | 7 |", width: 6)
        expectFits(lines, 6)
        #expect(lines.map(\.text) == ["name:", "baton", "stars:", "7"])
    }

    @Test func mentionsAndReferencesStandOutButAddressesAndWordsDoNot() {
        let spans = layout.lines(of: "@octocat see #12, rails/rails#7 and a@b.com or C#9x", width: 80)[0].spans
        let marked = spans.filter(\.style.bold).map(\.text)
        #expect(marked == ["@octocat", "#12", "rails/rails#7"])
    }

    /// The scan reads bytes, but a reference is still made of characters: one starts a
    /// word only after a character that is no letter (`é` written as `e` and an accent is
    /// one), and a name or a number ends at a letter an accent joins.
    @Test func aReferenceStartsAndEndsAtCharactersNotBytes() {
        let body = ["@start and end @last", "(@paren), @comma.", "mail a@b.com", "cafe\u{301}@x", "@a\u{301}b",
                    "#12\u{301} and #3", "日本#5 👍#6", "@org/team/x", "rails/rails#7x rails/rails#8"]
        let comments = MarkdownLayout(styles: MarkdownStyles(theme: .standard), newlinesBreakLines: true)
        let marked = comments.lines(of: body.joined(separator: "\n"), width: 80).flatMap(\.spans).filter(\.style.bold).map(\.text)
        #expect(marked == ["@start", "@last", "@paren", "@comma", "#3", "#6", "@org/team", "rails/rails#8"])
    }

    @Test func aLinkShowsItsTextThenItsAddressDimAndAnAutolinkOnce() {
        let line = layout.lines(of: "[docs](https://example.com/d) and https://example.org", width: 80)[0]
        #expect(line.text == "docs (https://example.com/d) and https://example.org")
        #expect(line.spans.first { $0.text == "docs" }?.style.underline == true)
        #expect(line.spans.first { $0.text == " (https://example.com/d)" }?.style.dim == true)
    }

    @Test func wideCharactersKeepTheirWidthWhenWrapped() {
        let lines = layout.lines(of: String(repeating: "日本", count: 10), width: 7)
        expectFits(lines, 7)
        #expect(lines.first?.displayWidth == 6)
    }

    @Test func aZeroOrTinyWidthGivesNothingOrWhatFits() {
        #expect(layout.lines(of: "# Title\n\n> quote", width: 0).isEmpty)
        expectFits(layout.lines(of: "> > > - [ ] quote in a list in quotes", width: 3), 3)
    }
}

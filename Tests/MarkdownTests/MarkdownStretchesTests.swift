import Foundation
import Testing
@testable import Markdown

/// A text parsed a stretch at a time lays out as the whole text parsed at once does, and
/// a long text's first stretch is parsed without the rest.
@MainActor
@Suite struct MarkdownStretchesTests {
    private let layout = MarkdownLayout(styles: MarkdownStyles(theme: .standard))

    /// Whether `text` parsed a stretch at a time, the stretches as short as they may be,
    /// lays out at `width` as the whole text parsed at once does.
    private func laysOutAsWhole(_ text: String, width: Int = 30) -> Bool {
        let byStretch = layout.blockLines(of: MarkdownStretches(text: text, minimumLines: 1), width: width).joined()
        return Array(byStretch) == layout.lines(of: MarkdownParser.parse(text), width: width)
    }

    @Test(arguments: ["constructs", "hostile"])
    func theCorpusLaysOutByStretchAsWhole(name: String) throws {
        let text = try String(contentsOf: MarkdownGoldenTests.directory.appendingPathComponent("Corpus/\(name).md"), encoding: .utf8)
        #expect(laysOutAsWhole(text, width: 60))
        #expect(laysOutAsWhole(text, width: 24))
    }

    /// Lines that open, go on with or close blocks running over blank lines, three at a
    /// time in every order: a stretch never ends inside one.
    @Test func everyThreeOfTheLinesThatKeepABlockOpenLayOutByStretchAsWhole() {
        let pieces = [
            "text\n", "\n", "- item\n", "1. item\n\n", "  indented\n", "    code\n", "```\n", "~~~~\n", "  ```\n",
            "``` `x`\n", "<!--\n\n", "-->\n", "<pre>\n\n", "</pre>\n", "<div>\n", "> quote\n\n", "| a |\n|---|\n",
            "<?php\n\n", "?>\n", "<!DOCTYPE\n\n", "a\rb\r\n\r\n", "\t```\n",
        ]
        var differing: [String] = []
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + "\n" + second + third + "\nend\n"
                    if !laysOutAsWhole(text) { differing.append(text) }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test func aFenceOrHTMLBlockOverBlankLinesStaysInOneStretch() {
        let text = "intro\n\n```\ncode\n\nmore code\n```\n\n<!--\n\nhidden\n-->\n\nlast\n"
        #expect(MarkdownStretches(text: text, minimumLines: 1).map(\.text) == [
            "intro\n\n", "```\ncode\n\nmore code\n```\n\n", "<!--\n\nhidden\n-->\n\n", "last\n",
        ])
    }

    /// A fence in a list item that a line at the margin may have closed: nothing later
    /// is taken for an end.
    @Test func aFenceIndentedUnderAListItemEndsTheStretchesWhenItsEndIsInDoubt() {
        let text = "intro\n\nSteps:\n- item\n\n  ```\n  code\n\nafter\n  ```\nin a fence\n\nstill in it\n"
        #expect(Array(MarkdownStretches(text: text, minimumLines: 1)).count == 2)
        #expect(laysOutAsWhole(text))
    }

    /// A long code block fenced at the margin, a pasted log, is cut between its lines,
    /// each stretch after the first opening it again with its fence.
    @Test func aLongCodeBlockIsCutBetweenItsLinesAndLaidOutAsOne() {
        let text = "Log:\n\n~~~~ text\n" + (1...200).map { "line \($0)\n" }.joined() + "~~~~\n\nAfter.\n"
        let stretches = Array(MarkdownStretches(text: text))
        #expect(stretches.count == 4)
        #expect(stretches[1].continuesCode && stretches[1].text.hasPrefix("~~~~ text\nline 62\n"))
        #expect(stretches[3].continuesCode && stretches[3].text.hasSuffix("line 200\n~~~~\n\nAfter.\n"))
        #expect(laysOutAsWhole(text))
        let lines = Array(layout.blockLines(of: text, width: 40).joined())
        #expect(lines.count == 204)
        #expect(lines[3].text == "▎ line 2")
    }

    @Test func aLongTextsFirstStretchHoldsAScreenful() throws {
        let text = (1...2_000).map { "Paragraph \($0)." }.joined(separator: "\n\n")
        var stretches = MarkdownStretches(text: text).makeIterator()
        let next = stretches.next()
        let first = try #require(next?.text)
        // 64 lines, each ended by a line break, the last a blank one.
        #expect(first.split(separator: "\n", omittingEmptySubsequences: false).count == 65)
        #expect(first.hasSuffix("Paragraph 32.\n\n"))
        #expect(MarkdownStretches(text: text).map(\.text).joined() == text)
    }

    /// A definition anywhere names the links before it: such a text is one stretch.
    @Test func aTextThatMayDefineALinkReferenceIsOneStretch() {
        let paragraphs = (1...100).map { "Paragraph \($0)." }.joined(separator: "\n\n")
        let defining = "See [the guide].\n\n\(paragraphs)\n\n[the guide]: https://example.com/guide\n"
        #expect(Array(MarkdownStretches(text: defining)).count == 1)
        #expect(MarkdownParser.parse(defining).first
            == .paragraph([.text("See "), .link(url: "https://example.com/guide", [.text("the guide")]), .text(".")]))
        // Inside a quote and a list; a label over two lines; a label holding an escaped bracket.
        for definition in ["> - [a]: /url", "[multi\nline]: /url", "[a\n\\[b]: /url"] {
            #expect(Array(MarkdownStretches(text: "\(paragraphs)\n\n\(definition)\n")).count == 1, "\(definition)")
        }
        // `]:` after other text on its line starts no definition.
        let code = "\(paragraphs)\n\n```python\nfor x in a[:3]:\n    print(x)\n```\n\n\(paragraphs)\n"
        #expect(Array(MarkdownStretches(text: code)).count > 1)
    }
}

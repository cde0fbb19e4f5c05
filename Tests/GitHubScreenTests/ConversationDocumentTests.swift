import BatonTUI
import Markdown
import Testing
@testable import GitHub

/// A conversation's and a diff's documents are laid out as far as the pager reads them:
/// a first screenful of a long body or diff lays out that screenful's parts.
@MainActor
@Suite struct ConversationDocumentTests {
    private static let styles = MarkdownStyles(theme: .standard)

    @Test func aLongBodysFirstScreenfulIsLaidOutAloneThenTheWholeAsBefore() {
        let body = (1...5_000).map { "Paragraph \($0)." }.joined(separator: "\n\n")
        let conversation = Conversation(body: body, heading: "Comments (0)", comments: [], styles: Self.styles)
        let document = conversation.document(width: 60)
        document.layOut(through: 39)
        // Twenty-one paragraphs, a blank line before each but the first: the block at line 39 whole.
        #expect(document.lines.count == 41)
        #expect(!document.isComplete)
        #expect(document.lines.first?.text == "Paragraph 1.")
        document.layOut(through: .max)
        #expect(document.lines.count == 9_999 + 2)
        #expect(document.lines.suffix(2).map(\.text) == ["", "Comments (0)"])
        // The body as laid out from one parse of the whole.
        let whole = MarkdownLayout(styles: Self.styles, newlinesBreakLines: true).lines(of: MarkdownParser.parse(body), width: 60)
        #expect(Array(document.lines.dropLast(2)) == whole)
        #expect(document.sectionStarts == [0])
    }

    @Test func aLongDiffsFirstScreenfulIsLaidOutAlone() {
        let diff = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,10000 +1,10000 @@\n"
            + (1...10_000).map { "+line \($0)\n" }.joined()
        let document = DiffDocument(diff).document(width: 80)
        document.layOut(through: 39)
        #expect(document.lines.count == 40)
        #expect(document.sectionStarts == [0])
        document.layOut(through: .max)
        #expect(document.lines.count == 10_004)
    }
}

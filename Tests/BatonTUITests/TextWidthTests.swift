import Testing
@testable import BatonTUI

@Suite struct TextWidthTests {
    @Test func asciiIsOneColumnAndControlsAreZero() {
        #expect(Character("a").displayWidth == 1)
        #expect(Character(" ").displayWidth == 1)
        #expect(Character("\t").displayWidth == 0)
        #expect(Character("\u{7F}").displayWidth == 0)
        #expect(Character("\u{85}").displayWidth == 0)
    }

    @Test func eastAsianWideAndFullwidthAreTwo() {
        for character in ["日", "本", "語", "한", "カ", "ｱ", "Ａ", "　", "𠀋"] as [Character] where character != "ｱ" {
            #expect(character.displayWidth == 2, "\(character)")
        }
        #expect(Character("ｱ").displayWidth == 1)  // halfwidth katakana is narrow
        #expect("日本語".displayWidth == 6)
    }

    @Test func emojiPresentationIsTwo() {
        #expect(Character("👍").displayWidth == 2)
        #expect(Character("👍🏽").displayWidth == 2)
        #expect(Character("👨‍👩‍👧").displayWidth == 2)
        #expect(Character("🇫🇷").displayWidth == 2)
        #expect(Character("❤️").displayWidth == 2)  // text-default heart made emoji by U+FE0F
        #expect(Character("❤").displayWidth == 1)
        #expect(Character("1️⃣").displayWidth == 2)
    }

    @Test func marksJoinersAndSelectorsAreZero() {
        #expect(Unicode.Scalar(0x0301)!.displayWidth == 0)
        #expect(Unicode.Scalar(0x200D)!.displayWidth == 0)
        #expect(Unicode.Scalar(0xFE0F)!.displayWidth == 0)
        #expect(Unicode.Scalar(0x200B)!.displayWidth == 0)
        #expect(Unicode.Scalar(0x1160)!.displayWidth == 0)
        #expect(Character("e\u{0301}").displayWidth == 1)
        #expect("cafe\u{0301}".displayWidth == 4)
    }

    @Test func truncationAddsAnEllipsisOnlyWhenNeeded() {
        #expect("hello".truncated(to: 5) == "hello")
        #expect("hello".truncated(to: 4) == "hel…")
        #expect("hello".truncated(to: 1) == "…")
        #expect("hello".truncated(to: 0) == "")
        #expect("日本語".truncated(to: 5) == "日本…")
        #expect("日本語".truncated(to: 4) == "日…")
        #expect("👍👍".truncated(to: 3) == "👍…")
    }

    @Test func truncationFromTheStartKeepsTheEnd() {
        #expect("GitHub › Repositories › mona/maze-ingest".truncatedFromStart(to: 40) == "GitHub › Repositories › mona/maze-ingest")
        #expect("GitHub › Repositories › mona/maze-ingest".truncatedFromStart(to: 20) == "…› mona/maze-ingest")
        #expect("a › 日本語".truncatedFromStart(to: 5) == "…本語")
        #expect("hello".truncatedFromStart(to: 1) == "…")
        #expect("hello".truncatedFromStart(to: 0) == "")
    }

    @Test func prefixFittingAWidthNeverSplitsAWideCharacter() {
        let (text, width) = "a日b".prefix(fittingWidth: 2)
        #expect(text == "a")
        #expect(width == 1)
    }
}

@Suite struct TextCellsTests {
    @Test func splittingIntoCellsAddsContinuationsAndDropsZeroWidth() {
        let cells = "a日\u{07}👍".cells(style: Style(bold: true))
        #expect(cells.map(\.width) == [1, 2, 0, 2, 0])
        #expect(cells.map(\.grapheme) == ["a", "日", " ", "👍", " "])
        #expect(cells.allSatisfy { $0.style == Style(bold: true) })
        #expect(Array("e\u{0301}x".displayGraphemes.map(\.width)) == [1, 1])
    }
}

@Suite struct TextWrappingTests {
    @Test func wrapsBetweenWordsAndKeepsLinesThatFit() {
        #expect("the quick brown fox".wrapped(to: 10) == ["the quick", "brown fox"])
        #expect("a  b".wrapped(to: 10) == ["a  b"])
        #expect("one\n\ntwo".wrapped(to: 10) == ["one", "", "two"])
    }

    /// Styled text breaks at a space or a newline that is a character of its own: a space
    /// a combining mark joins and `\r\n` stay inside their word.
    @Test func styledTextBreaksOnlyAtASpaceOrNewlineCharacter() {
        #expect([StyledSpan("a \u{301}b c")].wrapped(to: 3).map(\.text) == ["a \u{301}b", "c"])
        #expect([StyledSpan("a\r\nb c")].wrapped(to: 10).map(\.text) == ["a\r\nb c"])
        #expect("a\r\nb".displayWidth == 2)
    }

    @Test func breaksWordsWiderThanALineByDisplayWidth() {
        #expect("abcdefgh".wrapped(to: 3) == ["abc", "def", "gh"])
        #expect("日本語テキスト".wrapped(to: 5) == ["日本", "語テ", "キス", "ト"])
        // A character wider than a whole line is said by an ellipsis: no line is wider than asked.
        #expect("日本".wrapped(to: 1) == ["…", "…"])
        #expect("a日b".wrapped(to: 1) == ["a", "…", "b"])
        #expect([StyledSpan("a日b", style: Style(bold: true))].wrapped(to: 1).map(\.text) == ["a", "…", "b"])
        #expect([StyledSpan("日本", style: .plain)].wrapped(to: 2).map(\.text) == ["日", "本"])
        #expect("anything".wrapped(to: 0) == [])
    }
}

import Testing
@testable import BatonTUI

/// The multi-line composer: lines started by Enter, moved through by the arrows,
/// wrapped at the width with the rows following the cursor, sent by Ctrl-S or Ctrl-D.
@MainActor
@Suite struct TextAreaTests {
    private func type(_ text: String, into area: TextArea) {
        for character in text {
            #expect(area.handle(character == "\n" ? .enter : .character(character)))
        }
    }

    @Test func linesAreStartedByEnterAndWalkedByTheArrows() {
        let area = TextArea()
        type("first line\nab\nthird", into: area)
        #expect(area.text == "first line\nab\nthird")
        #expect(area.handle(.up))
        #expect(area.cursor == 13)  // the end of "ab": its line is shorter than the column
        #expect(area.handle(.up))
        #expect(area.cursor == 2)
        #expect(area.handle(.down))
        #expect(area.cursor == 13)
        #expect(area.handle(.home))
        #expect(area.cursor == 11)
        #expect(area.handle(.control("u")) && area.handle(.end))
        type("!", into: area)
        #expect(area.text == "first line\nab!\nthird")
        #expect(area.handle(.backspace) && area.handle(.backspace) && area.handle(.backspace) && area.handle(.backspace))
        #expect(area.text == "first line\nthird")
        // A control character has no place in the text.
        #expect(area.handle(.character("\u{07}")))
        #expect(area.text == "first line\nthird")
    }

    @Test func ctrlSOrCtrlDSendsEscapeCancelsCtrlEAsksForTheEditor() {
        let area = TextArea()
        var sent: [String] = []
        var cancelled = 0
        var edits = 0
        area.onSubmit = { sent.append($0) }
        area.onCancel = { cancelled += 1 }
        area.onEdit = { edits += 1 }
        type("ok\ndone", into: area)
        #expect(area.handle(.control("s")) && area.handle(.control("d")) && area.handle(.escape) && area.handle(.control("e")))
        #expect(sent == ["ok\ndone", "ok\ndone"])
        #expect(cancelled == 1 && edits == 1)
        #expect(!area.handle(.function(5)))
    }

    @Test func longTextWrapsAndTheRowsFollowTheCursor() {
        let area = TextArea(title: "New comment")
        type("one two three four five six\nseven", into: area)
        let lines = renderedLines(area, width: 10, height: 3)
        // The title, then the last two rows, where the cursor is; a line wraps where it fills the row.
        #expect(lines[0] == "New comme…")
        #expect(lines[1].hasPrefix("ive six"))
        #expect(lines[2].hasPrefix("seven"))
    }
}

@testable import BatonTUI
import Foundation
import Testing

/// The help's lines at any width: each description wrapped under its own column, or
/// the line cut with "…" where that column is too narrow, and the box scrolling them.
@MainActor
struct KeyHelpTests {
    private let lines = KeyHelp.lines([
        KeyHelp.Entry(keys: [.character("j"), .down], description: "the next row"),
        KeyHelp.Entry(keys: [.pageDown], description: "a screenful down, loading more at the end"),
        KeyHelp.Entry(names: "Esc/Backspace", description: "back to the screen before"),
        KeyHelp.Entry(keys: [.character("?")], description: "these keys (any key closes them; j/k scroll if long)"),
    ])

    private func render(_ overlay: Overlay, width: Int, height: Int) -> [String] {
        renderedLines(Layers(base: Label(""), overlay: overlay), width: width, height: height)
    }

    @Test func aDescriptionWiderThanItsColumnWrapsUnderIt() {
        #expect(KeyHelp.laidOut(lines[1], in: 36) == [
            "PgDn           a screenful down,",
            "               loading more at the",
            "               end",
        ])
        #expect(KeyHelp.laidOut(lines[0], in: 36) == [lines[0]])
        #expect(KeyHelp.laidOut("", in: 36) == [""])
    }

    @Test func aColumnTooNarrowToWrapInCutsTheLine() {
        #expect(KeyHelp.laidOut(lines[1], in: 24) == ["PgDn           a screen…"])
        #expect(KeyHelp.laidOut(lines[1], in: 1) == ["…"])
        #expect(KeyHelp.laidOut(lines[1], in: 0).isEmpty)
    }

    @Test func atFortyByTenEveryLineStaysInItsColumnAndTheRestScrolls() {
        // The nine lines laid out in 36 columns, the box showing eight at a time.
        let laidOut = [
            "j/↓            the next row",
            "PgDn           a screenful down,",
            "               loading more at the",
            "               end",
            "Esc/Backspace  back to the screen",
            "               before",
            "?              these keys (any key",
            "               closes them; j/k",
            "               scroll if long)",
        ]
        func box(_ rows: ArraySlice<String>, bottom: String) -> [String] {
            ["╭ Keys ────────────────────────────────╮"] + rows.map { "│ " + $0.padding(toLength: 36, withPad: " ", startingAt: 0) + " │" } + [bottom]
        }
        let overlay = Overlay(title: "Keys", lines: lines, layout: .keyHelp)
        #expect(render(overlay, width: 40, height: 10) == box(laidOut[0..<8], bottom: "╰─ ↓ j/k ──────────────────────────────╯"))
        #expect(overlay.scroll(.end))
        #expect(render(overlay, width: 40, height: 10) == box(laidOut[1..<9], bottom: "╰─ ↑ ──────────────────────────────────╯"))
    }

    /// `?G` read at once: the end is asked for before the box was ever drawn, which
    /// alone knows how many lines it has; the first frame shows the end.
    @Test func aScrollBeforeTheFirstFrameIsTheFirstFramesScroll() {
        let overlay = Overlay(title: "Keys", lines: lines, layout: .keyHelp)
        #expect(overlay.scroll(.character("G")))
        #expect(!overlay.scroll(.character("x")))
        #expect(render(overlay, width: 40, height: 10).last == "╰─ ↑ ──────────────────────────────────╯")
        #expect(overlay.top == 1)
    }

    @Test func onTinyTerminalsTheLinesAreCutAndNothingBreaks() {
        let overlay = Overlay(title: "Keys", lines: lines, layout: .keyHelp)
        #expect(render(overlay, width: 24, height: 6) == [
            "╭ Keys ────────────────╮",
            "│ j/↓            the…  │",
            "│ PgDn           a sc… │",
            "│ Esc/Backspace  back… │",
            "│ ?              thes… │",
            "╰──────────────────────╯",
        ])
        #expect(render(overlay, width: 10, height: 3) == [
            "╭ Keys ──╮",
            "│ j/↓…   │",
            "╰─ ↓ j/…─╯",
        ])
        #expect(render(overlay, width: 1, height: 1) == ["│"])
        #expect(render(overlay, width: 0, height: 0).isEmpty)
    }
}

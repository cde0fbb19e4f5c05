import Testing
@testable import BatonTUI

/// The pager: scrolled by its keys within its lines, jumping between sections, asking
/// for more once near the end, keeping its place across a resize and a relaunch.
@MainActor
@Suite struct PagerTests {
    /// Lines "line 0"… each its own word, sections starting every ten lines.
    private func pager(lines count: Int, threshold: Int = 0) -> Pager {
        Pager(nearEndThreshold: threshold) { width in
            let lines = (0..<count).map { StyledLine("line \($0)".truncated(to: width)) }
            return Pager.Document(lines: lines, sectionStarts: Array(stride(from: 0, to: count, by: 10)))
        }
    }

    @Test func keysScrollWithinTheLines() {
        let pager = pager(lines: 50)
        let scheduler = ManualScheduler()
        let host = renderedHost(pager, width: 20, height: 10, scheduler: scheduler)
        func first() -> String { host.canvas.lines[0].trimmingCharacters(in: .whitespaces) }
        let steps: [(Key, String)] = [
            (.character("j"), "line 1"), (.down, "line 2"), (.character("k"), "line 1"), (.control("d"), "line 6"),
            (.character(" "), "line 16"), (.pageUp, "line 6"), (.control("u"), "line 1"), (.character("G"), "line 40"),
            (.character("j"), "line 40"), (.character("g"), "line 0"), (.character("k"), "line 0"),
        ]
        for (key, expected) in steps {
            #expect(pager.handle(key))
            scheduler.runTurn()
            #expect(first() == expected, "after \(key.displayName)")
        }
        #expect(!pager.handle(.character("x")))
        #expect(pager.position == "lines 1–10 of 50")
    }

    @Test func sectionsAreJumpedBetween() {
        let pager = pager(lines: 35)
        let scheduler = ManualScheduler()
        let host = renderedHost(pager, width: 20, height: 10, scheduler: scheduler)
        defer { withExtendedLifetime((host, scheduler)) {} }
        pager.nextSection()
        #expect(pager.top == 10)
        pager.nextSection()
        #expect(pager.top == 20)
        pager.nextSection()  // the last section's start lies past the last screenful
        #expect(pager.top == 25)
        pager.previousSection()
        #expect(pager.top == 20)
    }

    /// The last section's start cannot reach the top: the section moved to is kept, its
    /// first line drawn selected, and the next move counts from it; a scroll lets it go.
    @Test func theSectionMovedToIsKeptWhereTheViewStops() {
        let pager = pager(lines: 35)
        let scheduler = ManualScheduler()
        let host = renderedHost(pager, width: 20, height: 10, scheduler: scheduler)
        defer { withExtendedLifetime((host, scheduler)) {} }
        #expect(pager.currentSection == 0)
        #expect(pager.focusedSection == nil)
        pager.nextSection()
        pager.nextSection()
        pager.nextSection()
        #expect(pager.top == 25)
        #expect(pager.currentSection == 3)
        scheduler.runTurn()
        // Line 30 is row 5 on screen: selected, and no other row is.
        #expect(host.canvas.lines[5].hasPrefix("line 30"))
        let selected = Style().selected(true)
        #expect(host.canvas.style(atX: 0, y: 5).background == selected.background)
        #expect(host.canvas.style(atX: 0, y: 5).reverse == selected.reverse)
        #expect(host.canvas.style(atX: 0, y: 4) == Style.plain)
        // Past the last section: the end, nothing focused.
        pager.nextSection()
        #expect(pager.focusedSection == nil)
        pager.previousSection()
        #expect(pager.focusedSection == 2)
        pager.previousSection()
        pager.previousSection()
        #expect(pager.top == 0)
        #expect(pager.focusedSection == nil)
        pager.nextSection()
        #expect(pager.focusedSection == 1)
        #expect(pager.handle(.character("j")))
        #expect(pager.focusedSection == nil)
        #expect(pager.currentSection == 1)
    }

    @Test func nearingTheEndAsksForMoreOncePerLength() {
        var asked = 0
        var count = 30
        let pager = Pager(nearEndThreshold: 5) { _ in Pager.Document(lines: (0..<count).map { StyledLine("\($0)") }) }
        pager.onNearEnd = { asked += 1 }
        let scheduler = ManualScheduler()
        let host = renderedHost(pager, width: 10, height: 10, scheduler: scheduler)
        defer { withExtendedLifetime(host) {} }
        #expect(asked == 0)
        for _ in 0..<14 { _ = pager.handle(.character("j")) }
        #expect(asked == 0)
        _ = pager.handle(.character("j"))  // lines 15–24 shown: within 5 of 30
        #expect(asked == 1)
        _ = pager.handle(.character("j"))
        #expect(asked == 1)
        count = 60
        pager.show { _ in Pager.Document(lines: (0..<count).map { StyledLine("\($0)") }) }
        scheduler.runTurn()
        _ = pager.handle(.character("G"))
        #expect(asked == 2)
    }

    @Test func aResizeKeepsThePlaceReadAndATinyPagerDrawsWhatFits() {
        let pager = Pager { width in
            Pager.Document(lines: [StyledSpan(String(repeating: "word ", count: 200))].wrapped(to: width))
        }
        let scheduler = ManualScheduler()
        let host = renderedHost(pager, width: 40, height: 5, scheduler: scheduler)
        for _ in 0..<10 { _ = pager.handle(.character("j")) }
        #expect(pager.top == 10)  // of 25 lines at 40 columns
        host.resize(to: Size(width: 20, height: 5))
        host.render()
        #expect(pager.top == 20)  // of 50 lines at 20 columns: the same share of the text
        host.resize(to: Size(width: 1, height: 1))
        host.render()
        #expect(host.canvas.lines.count == 1)
    }

    @Test func aRestoredPlaceWaitsForItsLinesAndAKeyEndsTheWait() {
        var count = 5
        let pager = Pager { _ in Pager.Document(lines: (0..<count).map { StyledLine("line \($0)") }) }
        pager.restore(top: 12)
        let scheduler = ManualScheduler()
        let host = renderedHost(pager, width: 20, height: 4, scheduler: scheduler)
        #expect(pager.top == 0)
        #expect(pager.recordedTop == 12)
        count = 40
        pager.show { _ in Pager.Document(lines: (0..<count).map { StyledLine("line \($0)") }) }
        scheduler.runTurn()
        #expect(pager.top == 12)
        #expect(host.canvas.lines[0].hasPrefix("line 12"))

        pager.restore(top: 100)
        _ = pager.handle(.character("j"))
        #expect(pager.recordedTop == 13)
    }

    /// A diff opened at one file: its section moved to once the document has it, drawn
    /// selected as `]` draws it; a key first ends the wait.
    @Test func aSectionToOpenAtWaitsForItsDocument() {
        var count = 0
        let pager = Pager { _ in
            Pager.Document(lines: (0..<count).map { StyledLine("line \($0)") }, sectionStarts: Array(stride(from: 0, to: count, by: 10)))
        }
        pager.open(atSection: 2)
        let scheduler = ManualScheduler()
        let host = renderedHost(pager, width: 20, height: 4, scheduler: scheduler)
        #expect(pager.top == 0)
        count = 40
        pager.show { _ in
            Pager.Document(lines: (0..<count).map { StyledLine("line \($0)") }, sectionStarts: Array(stride(from: 0, to: count, by: 10)))
        }
        scheduler.runTurn()
        #expect(pager.top == 20)
        #expect(pager.focusedSection == 2)
        #expect(host.canvas.lines[0].hasPrefix("line 20"))
        #expect(host.canvas.style(atX: 0, y: 0).reverse == Style().selected(true).reverse)
        pager.nextSection()
        #expect(pager.top == 30)

        pager.open(atSection: 1)
        _ = pager.handle(.character("k"))
        scheduler.runTurn()
        #expect(pager.top == 29)
    }
}

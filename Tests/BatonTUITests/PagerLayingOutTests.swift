import Testing
@testable import BatonTUI

/// The pager lays its document out a part at a time, as far as it is read: counted here
/// by the parts laid out, over a document of 10,000 one-line parts.
@MainActor
@Suite struct PagerLayingOutTests {
    /// Lines "line 0"…, one a part, a section every thousand lines, in a pager 20 columns
    /// by 10 rows, its first frame drawn; the parts laid out counted.
    @MainActor
    private final class Counted {
        var laidOut = 0
        let pager: Pager
        let scheduler = ManualScheduler()
        private(set) var host: RenderHost!

        init(threshold: Int = 0, restoring top: Int? = nil) {
            pager = Pager(nearEndThreshold: threshold)
            pager.show { [unowned self] _ in
                Pager.Document(parts: (0..<10_000).lazy.map { index in
                    self.laidOut += 1
                    return Pager.Document.Part([StyledLine("line \(index)")], startsSection: index % 1_000 == 0)
                })
            }
            if let top { pager.restore(top: top) }
            host = renderedHost(pager, width: 20, height: 10, scheduler: scheduler)
        }

        /// The first row's text after `key`'s frame.
        func press(_ key: Key) -> String {
            #expect(pager.handle(key))
            scheduler.runTurn()
            return host.canvas.lines[0]
        }
    }

    @Test func theFirstFrameLaysOutTheScreenfulAndTheLineAfterIt() {
        let counted = Counted()
        #expect(counted.host.canvas.lines[0].hasPrefix("line 0"))
        #expect(counted.host.canvas.lines[9].hasPrefix("line 9"))
        #expect(counted.laidOut == 11)
        // Until the end is laid out, the position gives no total.
        #expect(counted.pager.position == "lines 1–10, more below")
        #expect(counted.laidOut == 11)
    }

    @Test func scrollingLaysOutWhatComesIntoView() {
        let counted = Counted()
        #expect(counted.press(.character(" ")).hasPrefix("line 10"))
        #expect(counted.laidOut == 21)
        _ = counted.press(.character("j"))
        #expect(counted.laidOut == 22)
    }

    @Test func theEndIsTheTrueEnd() {
        let counted = Counted()
        #expect(counted.press(.character("G")).hasPrefix("line 9990"))
        #expect(counted.laidOut == 10_000)
        #expect(counted.pager.top == 9_990)
        #expect(counted.host.canvas.lines[9].hasPrefix("line 9999"))
        #expect(counted.pager.position == "lines 9991–10000 of 10000")
        _ = counted.press(.character("g"))
        #expect(counted.pager.position == "lines 1–10 of 10000")
    }

    @Test func aSectionIsLaidOutAsFarAsItsScreenful() {
        let counted = Counted()
        counted.pager.nextSection()
        counted.scheduler.runTurn()
        #expect(counted.pager.top == 1_000)
        #expect(counted.pager.focusedSection == 1)
        #expect(counted.host.canvas.lines[0].hasPrefix("line 1000"))
        #expect(counted.laidOut == 1_011)
        counted.pager.previousSection()
        #expect(counted.pager.top == 0)
        // Past the last section: the end.
        for _ in 0..<9 { counted.pager.nextSection() }
        #expect(counted.pager.top == 9_000)
        counted.pager.nextSection()
        #expect(counted.pager.top == 9_990)
        #expect(counted.laidOut == 10_000)
    }

    @Test func theEndIsNearedOnlyAtTheTrueEnd() {
        var asked = 0
        let counted = Counted(threshold: 5)
        counted.pager.onNearEnd = { asked += 1 }
        counted.scheduler.runTurn()
        #expect(counted.laidOut == 11)
        _ = counted.press(.character("j"))
        // The screenful and the threshold's lines after it.
        #expect(counted.laidOut == 17)
        #expect(asked == 0)
        _ = counted.press(.character("G"))
        #expect(asked == 1)
    }

    @Test func aRestoredPlaceIsLaidOutAsFarAsIt() {
        let counted = Counted(restoring: 5_000)
        #expect(counted.pager.top == 5_000)
        #expect(counted.host.canvas.lines[0].hasPrefix("line 5000"))
        #expect(counted.laidOut == 5_011)
    }

    /// A resize keeps the first line shown in the same part, as far into it, laying out
    /// the new width only as far as that part.
    @Test func aResizeKeepsTheFirstLineShownInItsPart() {
        func part(_ index: Int, width: Int) -> [StyledLine] {
            [StyledSpan(String(repeating: "p\(index) ", count: 40))].wrapped(to: width)
        }
        var laidOut = 0
        let pager = Pager { width in
            Pager.Document(parts: (0..<1_000).lazy.map { index in
                laidOut += 1
                return Pager.Document.Part(part(index, width: width))
            })
        }
        let scheduler = ManualScheduler()
        let host = renderedHost(pager, width: 40, height: 5, scheduler: scheduler)
        // Four lines a part at 40 columns: the second line of part 50.
        for _ in 0..<201 { _ = pager.handle(.character("j")) }
        scheduler.runTurn()
        #expect(host.canvas.lines[0].hasPrefix("p50 "))
        laidOut = 0
        host.resize(to: Size(width: 20, height: 5))
        host.render()
        // Eight lines a part of "p50" at 20 columns: the third, a quarter in.
        let partStart = (0..<50).map { part($0, width: 20).count }.reduce(0, +)
        #expect(pager.top == partStart + 2)
        #expect(host.canvas.lines[0].hasPrefix("p50 "))
        #expect(laidOut == 51)
    }
}

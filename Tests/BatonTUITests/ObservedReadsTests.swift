import Observation
import Testing
@testable import BatonTUI

/// The host ends what each layout and render read with its observation: at the view's
/// next render, and when the view leaves the tree.
@MainActor
@Suite struct ObservedReadsTests {
    @Test func aRendersReadsEndAtTheNextRenderAndWhenTheViewLeaves() {
        let scheduler = ManualScheduler()
        let ledger = ReadsLedger()
        let row = TestRow(title: "first")
        let probe = ProbeView(row: row, ledger: ledger)
        let root = Switcher(first: probe, second: FixedText("other"))
        let host = RenderHost(root: root, size: Size(width: 8, height: 1), minimumSize: .zero, scheduler: scheduler.schedule)
        host.observedReads = ledger.make
        host.render()
        #expect(probe.renders.count == 1)
        #expect(!probe.renders[0].isEnded)

        row.title = "second"
        scheduler.runTurn()
        #expect(probe.renders.count == 2)
        #expect(probe.renders[0].isEnded)
        #expect(!probe.renders[1].isEnded)

        root.showsFirst = false
        scheduler.runTurn()
        #expect(!host.contains(probe))
        #expect(probe.renders.count == 2)
        #expect(probe.renders[1].isEnded)
    }

    @Test func withoutAMakerTheHostRunsTheBodiesAlone() {
        let ledger = ReadsLedger()
        let probe = ProbeView(row: TestRow(title: "only"), ledger: ledger)
        _ = renderedHost(probe, width: 8, height: 1)
        #expect(probe.renders.isEmpty)
        #expect(ledger.made.isEmpty)
    }
}

/// Every set of reads the host made, and the one running.
@MainActor
private final class ReadsLedger {
    private(set) var made: [Reads] = []
    fileprivate var running: Reads?

    func make() -> any ObservedReads {
        let reads = Reads(ledger: self)
        made.append(reads)
        return reads
    }

    final class Reads: ObservedReads {
        private unowned let ledger: ReadsLedger
        private(set) var isEnded = false

        init(ledger: ReadsLedger) {
            self.ledger = ledger
        }

        func run<Result>(_ body: () -> Result) -> Result {
            let outer = ledger.running
            ledger.running = self
            defer { ledger.running = outer }
            return body()
        }

        func end() {
            isEnded = true
        }
    }
}

/// Draws its row's title, noting the reads each render ran inside.
@MainActor
private final class ProbeView: View {
    let row: TestRow
    private let ledger: ReadsLedger
    private(set) var renders: [ReadsLedger.Reads] = []

    init(row: TestRow, ledger: ReadsLedger) {
        self.row = row
        self.ledger = ledger
    }

    func render(in region: inout CanvasRegion) {
        if let running = ledger.running { renders.append(running) }
        region.draw(row.title, at: .zero)
    }
}

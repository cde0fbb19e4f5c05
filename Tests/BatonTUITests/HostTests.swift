import Dispatch
import Observation
import Testing
@testable import BatonTUI

@MainActor
@Suite struct HostTests {
    private func makeRows(_ count: Int) -> ([TestRow], [TitleView]) {
        let rows = (0..<count).map { TestRow(title: "row \($0)") }
        return (rows, rows.map { TitleView(row: $0) })
    }

    @Test func theFirstFrameRendersEveryViewOnce() {
        let scheduler = ManualScheduler()
        let (_, views) = makeRows(5)
        let root = LinesView(views)
        let host = RenderHost(root: root, size: Size(width: 10, height: 5), minimumSize: .zero, scheduler: scheduler.schedule)
        host.render()
        #expect(host.canvas.lines == ["row 0     ", "row 1     ", "row 2     ", "row 3     ", "row 4     "])
        #expect(views.allSatisfy { host.renderCount(of: $0) == 1 })
        #expect(host.renderCount(of: root) == 1)
        #expect(host.totalRenderCount == 6)
        #expect(scheduler.pending.isEmpty)
    }

    @Test func changingOneRowsFieldRendersThatRowOnly() {
        let scheduler = ManualScheduler()
        let (rows, views) = makeRows(200)
        let root = LinesView(views)
        let host = RenderHost(root: root, size: Size(width: 12, height: 200), minimumSize: .zero, scheduler: scheduler.schedule)
        host.render()
        let before = host.totalRenderCount

        rows[42].title = "renamed"
        #expect(scheduler.pending.count == 1)
        scheduler.runTurn()

        #expect(host.renderCount(of: views[42]) == 2)
        #expect(host.totalRenderCount == before + 1)
        #expect(host.renderCount(of: root) == 1)
        #expect(host.canvas.text(ofRow: 42) == "renamed     ")
        #expect(host.canvas.text(ofRow: 43) == "row 43      ")
    }

    @Test func changingAFieldNobodyReadRendersNothing() {
        let scheduler = ManualScheduler()
        let (rows, views) = makeRows(200)
        let host = RenderHost(root: LinesView(views), size: Size(width: 12, height: 200), minimumSize: .zero, scheduler: scheduler.schedule)
        host.render()
        let before = host.totalRenderCount
        let passes = host.passCount

        rows[7].unread += 1
        #expect(scheduler.pending.isEmpty)
        scheduler.runTurn()
        #expect(host.totalRenderCount == before)
        #expect(host.passCount == passes)
    }

    @Test func tenChangesInOneTurnRenderOnce() {
        let scheduler = ManualScheduler()
        let (rows, views) = makeRows(3)
        let host = RenderHost(root: LinesView(views), size: Size(width: 12, height: 3), minimumSize: .zero, scheduler: scheduler.schedule)
        host.render()
        for step in 1...10 { rows[1].title = "step \(step)" }
        #expect(scheduler.pending.count == 1)
        scheduler.runTurn()
        #expect(host.renderCount(of: views[1]) == 2)
        #expect(host.canvas.text(ofRow: 1) == "step 10     ")
        #expect(host.passCount == 2)
    }

    /// Quitting stops the host before the environments clear their stores: a pass
    /// already scheduled, or one a change asks for later, reads nothing and draws nothing.
    @Test func aStoppedHostRunsNoPassAgain() {
        let scheduler = ManualScheduler()
        let (rows, views) = makeRows(3)
        let host = RenderHost(root: LinesView(views), size: Size(width: 12, height: 3), minimumSize: .zero, scheduler: scheduler.schedule)
        var flushes = 0
        host.didRender = { _ in flushes += 1 }
        host.render()
        rows[0].title = "scheduled"
        #expect(scheduler.pending.count == 1)
        host.stop()
        scheduler.runTurn()
        rows[1].title = "after"
        scheduler.runTurn()
        host.render()
        host.resize(to: Size(width: 8, height: 3))
        #expect(host.passCount == 1)
        #expect(flushes == 1)
        #expect(host.renderCount(of: views[0]) == 1)
    }

    @Test func theRealMainQueueRunsThePassOnItsNextTurn() async {
        let (rows, views) = makeRows(3)
        let host = RenderHost(root: LinesView(views), size: Size(width: 12, height: 3), minimumSize: .zero)
        var flushed: [String] = []
        host.didRender = { flushed.append($0.text(ofRow: 0)) }
        host.render()
        rows[0].title = "first"
        rows[0].title = "second"
        #expect(host.isPassScheduled)
        await Self.nextTurnOfTheMainQueue()
        #expect(!host.isPassScheduled)
        #expect(host.renderCount(of: views[0]) == 2)
        #expect(flushed == ["row 0       ", "second      "])
    }

    @Test func aParentRenderingAgainLeavesItsChildrenAlone() {
        let scheduler = ManualScheduler()
        let parent = ObservedFrame(child: FixedText("child"))
        let host = RenderHost(root: parent, size: Size(width: 9, height: 3), minimumSize: .zero, scheduler: scheduler.schedule)
        host.render()
        #expect(host.canvas.lines == ["A--------", "-child  -", "---------"])
        parent.mark = "B"
        scheduler.runTurn()
        #expect(host.renderCount(of: parent) == 2)
        #expect(host.renderCount(of: parent.child) == 1)
        #expect(host.canvas.lines == ["B--------", "-child  -", "---------"])
    }

    @Test func aViewUnderAnOverlapRedrawsWhatCoversIt() {
        let scheduler = ManualScheduler()
        let row = TestRow(title: "underneath")
        let base = TitleView(row: row)
        let cover = FixedText("##")
        let root = StackedLayers(base: base, cover: cover, coverRect: Rect(x: 1, y: 0, width: 2, height: 1))
        let host = RenderHost(root: root, size: Size(width: 10, height: 1), minimumSize: .zero, scheduler: scheduler.schedule)
        host.render()
        #expect(host.canvas.text(ofRow: 0) == "u##erneath")
        row.title = "changed!!!"
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 0) == "c##nged!!!")
        #expect(host.renderCount(of: base) == 2)
        #expect(host.renderCount(of: cover) == 2)
    }

    @Test func resizeLaysOutEverythingAgain() {
        let scheduler = ManualScheduler()
        let (_, views) = makeRows(2)
        let host = RenderHost(root: LinesView(views), size: Size(width: 30, height: 5), minimumSize: .zero, scheduler: scheduler.schedule)
        host.render()
        #expect(host.frame(of: views[1]) == Rect(x: 0, y: 1, width: 30, height: 1))
        host.resize(to: Size(width: 20, height: 6))
        #expect(host.canvas.size == Size(width: 20, height: 6))
        #expect(host.frame(of: views[1]) == Rect(x: 0, y: 1, width: 20, height: 1))
        #expect(host.renderCount(of: views[0]) == 2)
        #expect(host.canvas.text(ofRow: 1) == "row 1" + String(repeating: " ", count: 15))
    }

    @Test func belowTheMinimumSizeTheHostShowsANotice() {
        let scheduler = ManualScheduler()
        let (rows, views) = makeRows(2)
        let host = RenderHost(root: LinesView(views), size: Size(width: 19, height: 4), scheduler: scheduler.schedule)
        host.render()
        #expect(host.canvas.lines.joined().contains("Terminal too small"))
        #expect(host.totalRenderCount == 0)
        rows[0].title = "unseen"
        host.resize(to: Size(width: 20, height: 5))
        #expect(host.canvas.text(ofRow: 0).hasPrefix("unseen"))
        host.resize(to: Size(width: 1, height: 1))
        #expect(host.canvas.lines == ["…"])
        host.resize(to: Size(width: 0, height: 0))
        #expect(host.canvas.lines.isEmpty)
        host.resize(to: Size(width: -3, height: -1))
        #expect(host.canvas.size == .zero)
    }

    @Test func aViewLeavingTheTreeStopsCounting() {
        let scheduler = ManualScheduler()
        let row = TestRow(title: "gone")
        let leaving = TitleView(row: row)
        let root = Switcher(first: leaving, second: FixedText("other"))
        let host = RenderHost(root: root, size: Size(width: 6, height: 1), minimumSize: .zero, scheduler: scheduler.schedule)
        host.render()
        root.showsFirst = false
        scheduler.runTurn()
        #expect(!host.contains(leaving))
        #expect(host.canvas.text(ofRow: 0) == "other ")
        row.title = "still gone"
        scheduler.runTurn()
        #expect(host.renderCount(of: leaving) == 0)
        #expect(host.canvas.text(ofRow: 0) == "other ")
    }

    private static func nextTurnOfTheMainQueue() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}

/// Draws a mark in its corner and dashes around a child inset by one cell.
@MainActor
@Observable
private final class ObservedFrame: View {
    var mark = "A"
    @ObservationIgnored let child: FixedText

    init(child: FixedText) {
        self.child = child
    }

    func layout(in bounds: Rect) -> [Placement] {
        [Placement(child, in: bounds.inset(by: EdgeInsets(all: 1)))]
    }

    func render(in region: inout CanvasRegion) {
        region.fill(with: "-")
        region.draw(mark, at: .zero)
    }
}

/// A base view with another drawn over part of it.
@MainActor
private final class StackedLayers: View {
    let base: any View
    let cover: any View
    let coverRect: Rect

    init(base: any View, cover: any View, coverRect: Rect) {
        self.base = base
        self.cover = cover
        self.coverRect = coverRect
    }

    func layout(in bounds: Rect) -> [Placement] {
        [Placement(base, in: bounds), Placement(cover, in: coverRect)]
    }

    func render(in region: inout CanvasRegion) {}
}

/// Shows one of two views (the host's tests and the observed reads' share it).
@MainActor
@Observable
final class Switcher: View {
    var showsFirst = true
    @ObservationIgnored let first: any View
    @ObservationIgnored let second: any View

    init(first: any View, second: any View) {
        self.first = first
        self.second = second
    }

    func layout(in bounds: Rect) -> [Placement] {
        [Placement(showsFirst ? first : second, in: bounds)]
    }

    func render(in region: inout CanvasRegion) {}
}

@MainActor
@Suite struct HostCountTests {
    @Test func renderCountsListEveryViewInDrawingOrder() {
        let scheduler = ManualScheduler()
        let first = TestRow(title: "a")
        let views = [TitleView(row: first), TitleView(row: TestRow(title: "b"))]
        let root = LinesView(views)
        let host = RenderHost(root: root, size: Size(width: 4, height: 2), minimumSize: .zero, scheduler: scheduler.schedule)
        host.render()
        first.title = "c"
        scheduler.runTurn()
        let counts = host.renderCounts()
        #expect(counts.map { ObjectIdentifier($0.view) } == [ObjectIdentifier(root)] + views.map { ObjectIdentifier($0) })
        #expect(counts.map(\.count) == [1, 2, 1])
    }
}

/// Reads `first` or `second` depending on `readsFirst`, which it does not observe.
@MainActor
@Observable
private final class Choice: View {
    @ObservationIgnored var readsFirst = true
    var first = "first"
    var second = "second"

    func render(in region: inout CanvasRegion) {
        region.draw(readsFirst ? first : second, at: .zero)
    }
}

@MainActor
@Suite struct HostObservationTests {
    @Test func aFieldTheLatestRenderNoLongerReadsRendersNothing() {
        let scheduler = ManualScheduler()
        let view = Choice()
        let host = renderedHost(view, width: 8, height: 1, scheduler: scheduler)
        view.readsFirst = false
        host.setNeedsRender(view)
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 0) == "second  ")
        view.first = "changed"
        #expect(scheduler.pending.isEmpty)
        view.second = "changed"
        scheduler.runTurn()
        #expect(host.renderCount(of: view) == 3)
        #expect(host.canvas.text(ofRow: 0) == "changed ")
    }

    @Test func aViewRenderedAgainForItsPlaceStillObservesItsData() {
        let scheduler = ManualScheduler()
        let rows = (0..<3).map { TestRow(title: "row \($0)") }
        let list = ListView(rowCount: 3) { index, state in TitleView(row: rows[index]) }
        let host = renderedHost(list, width: 8, height: 2, scheduler: scheduler)
        _ = list.handle(.end)
        scheduler.runTurn()
        let moved = list.rowView(at: 1)!
        #expect(host.renderCount(of: moved) == 2)
        rows[1].title = "renamed"
        scheduler.runTurn()
        #expect(host.renderCount(of: moved) == 3)
        #expect(host.canvas.lines == ["renamed ", "row 2   "])
    }
}

@MainActor
@Suite struct HostTreeTests {
    @Test func aViewMovedToAnotherParentLeavesItsOldPlace() {
        let scheduler = ManualScheduler()
        let moving = FixedText("m")
        let left = Padding(EdgeInsets(), moving)
        let right = Padding(EdgeInsets(), Label(""))
        let root = Stack.horizontal([.init(right), .init(left)])
        let host = renderedHost(root, width: 4, height: 1, scheduler: scheduler)
        #expect(host.canvas.text(ofRow: 0) == "  m ")
        right.content = moving
        left.content = Label("")
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 0) == "m   ")
        #expect(host.frame(of: moving) == Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(host.renderCount(of: moving) == 2)
        #expect(host.viewCount == 5)
    }

    @Test func aViewPlacedTwiceOrInsideItselfKeepsOnePlace() {
        let scheduler = ManualScheduler()
        let shared = FixedText("s")
        let twice = LinesView([shared, shared])
        let host = renderedHost(twice, width: 2, height: 2, scheduler: scheduler)
        #expect(host.canvas.lines == ["s ", "  "])
        #expect(host.viewCount == 2)

        let outer = Padding(EdgeInsets(), Label("x"))
        let inner = Padding(EdgeInsets(), outer)
        outer.content = inner
        let cyclic = renderedHost(outer, width: 2, height: 1, scheduler: scheduler)
        #expect(cyclic.viewCount == 2)
    }
}

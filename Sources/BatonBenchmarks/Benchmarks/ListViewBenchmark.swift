import Observation
import BatonTUI
import BenchmarkCounts

/// The UI kit on a 1,000-row list in a 120x40 canvas: the first frame (layout,
/// the rows on screen made and drawn), one scroll step (a key press moving the
/// selection past the bottom row), and one row's data changed. The first frame is
/// compared with drawing the same forty lines straight into a canvas, the other
/// two with the first frame.
enum ListViewBenchmark: Benchmark {
    static let name = "listview"
    static let summary = "a 1,000-row list: the first frame, one scroll step, one changed row; a changed row in 10,000 rows vs 100"

    private static let size = CanvasBaseline.size

    static func run(in session: Session) throws {
        try CanvasBaseline.measure(in: session)

        var fresh = ListScreen()
        fresh.host.render()
        guard fresh.host.canvas.text(ofRow: 0).hasPrefix(CanvasBaseline.title(0)) else {
            throw HarnessError.unexpected("the list's first frame does not show its first row")
        }
        try session.measure("listview.full_render", .single, before: { fresh = ListScreen() }) { fresh.host.render() }

        let scrolling = ListScreen()
        scrolling.host.render()
        let bottom = size.height - 1
        func rewind() {
            scrolling.list.select(0)
            scrolling.queue.drain()
            scrolling.list.select(bottom)
            scrolling.queue.drain()
        }
        rewind()
        _ = scrolling.list.handle(.down)
        scrolling.queue.drain()
        guard scrolling.list.visibleRows == 1..<(size.height + 1) else {
            throw HarnessError.unexpected("a step past the bottom row shows rows \(scrolling.list.visibleRows)")
        }
        try session.measure("listview.scroll_step", .single, before: rewind) {
            _ = scrolling.list.handle(.down)
            scrolling.queue.drain()
        }

        let changing = ListScreen()
        changing.host.render()
        let row = changing.models[5]
        let titles = [row.title + " (renamed)", row.title]
        var next = 0
        func change() {
            row.title = titles[next]
            next = 1 - next
            changing.queue.drain()
        }
        let before = changing.host.totalRenderCount
        change()
        guard changing.host.totalRenderCount - before == 1 else {
            throw HarnessError.unexpected("one changed row rendered \(changing.host.totalRenderCount - before) views")
        }
        try session.measure("listview.changed_row") { change() }

        try session.row(CanvasBaseline.drawLines)
        try session.row("listview.full_render", against: CanvasBaseline.drawLines)
        try session.row("listview.scroll_step", against: "listview.full_render")
        try session.row("listview.changed_row", against: "listview.full_render")
        try RowListGrowth.run(in: session)
    }
}

/// A row's data: one line of text the row reads, observed.
@MainActor
@Observable
private final class RowModel {
    var title: String

    init(title: String) {
        self.title = title
    }
}

/// A 1,000-row list in a render host whose passes run when the benchmark drains them.
@MainActor
private struct ListScreen {
    let models: [RowModel]
    let list: ListView
    let host: RenderHost
    let queue: PassQueue

    init() {
        let models = (0..<1_000).map { RowModel(title: CanvasBaseline.title($0)) }
        let list = ListView(rowCount: models.count) { index, state in
            ListTextRow(state) { models[index].title }
        }
        let queue = PassQueue()
        self.models = models
        self.list = list
        self.queue = queue
        host = RenderHost(root: list, size: CanvasBaseline.size, scheduler: queue.scheduler)
    }
}

import BatonTUI
import BenchmarkCounts

/// Whether a list's frame after one changed row costs the same in a long list as in a
/// short one: a `RowList` of 10,000 rows against one of 100, both in a 120x40 canvas,
/// each given its rows again with one row's value changed (as a screen's `follow()`
/// gives them after a commit) and the frame drawn. The rows are values, as the screens'
/// rows are; the list compares them with the rows it shows to find what changed. The
/// two lists of rows, before and after the change, are made outside the clock: making
/// them is the screen's cost, which this row does not measure.
@MainActor
enum RowListGrowth {
    static let short = "growth.rowlist_changed_row_100"
    static let long = "growth.rowlist_changed_row_10000"

    static func run(in session: Session) throws {
        var rendered: [Int] = []
        for (name, count) in [(short, 100), (long, 10_000)] {
            let list = ChangingList(count: count)
            rendered.append(try list.check())
            try session.measure(name) { list.change() }
        }
        // What a frame draws is the screenful, whatever the list's length.
        guard rendered[0] == rendered[1] else {
            throw HarnessError.unexpected("a changed row rendered \(rendered[0]) views in 100 rows, \(rendered[1]) in 10,000")
        }
        try session.row(short)
        try session.row(long, against: short, goal: .atMost(1.1))
    }
}

/// A list of `count` rows of text, the sixth of which changes back and forth.
@MainActor
private final class ChangingList {
    let rows: RowList<String>
    let host: RenderHost
    let queue = PassQueue()
    private let titles: [String]
    private let renamedTitles: [String]
    private var renamed = false

    init(count: Int) {
        titles = (0..<count).map(CanvasBaseline.title)
        var renamedTitles = titles
        renamedTitles[5] += " (renamed)"
        self.renamedTitles = renamedTitles
        rows = RowList(emptyText: "") { title, state in ListTextRow(state) { title } }
        rows.show(titles)
        host = RenderHost(root: rows.view, size: CanvasBaseline.size, scheduler: queue.scheduler)
        host.render()
    }

    /// The sixth row's value changed, the rows given again, the frame drawn.
    func change() {
        renamed.toggle()
        rows.show(renamed ? renamedTitles : titles)
        queue.drain()
    }

    /// The views one change renders, once it drew the changed row.
    func check() throws -> Int {
        let before = host.totalRenderCount
        change()
        guard host.canvas.text(ofRow: 5).contains("(renamed)") else {
            throw HarnessError.unexpected("the changed row reads \(host.canvas.text(ofRow: 5))")
        }
        return host.totalRenderCount - before
    }
}

import BatonTUI
import BenchmarkCounts

/// Frames of the app's own views at 120x40, against drawing forty lines straight
/// into a canvas: the pager an issue's conversation is read in, over a body of
/// 10,000 lines of GitHub's markdown (`PagerFrame.body`: its first frame, which lays
/// out the first blocks, and a frame one line further down), the fixture's character
/// list after one character's name changed in the store (the commit outside the
/// clock, its pass inside), and a move of the selection beside a preview whose next
/// character the store holds. Then the pager's first frame over 10,000 lines against
/// 100 (`PagerGrowth`).
enum FrameBenchmark: Benchmark {
    static let name = "frame"
    static let summary = "a pager over a 10,000-line body, the character list after one changed row, a move beside a preview, vs drawing lines"

    static let bodyLines = 10_000

    static func run(in session: Session) throws {
        try CanvasBaseline.measure(in: session)
        let body = PagerFrame.body(lines: bodyLines)
        try PagerFrame.measureFirst("frame.pager_first", body: body, in: session)

        let scrolling = PagerFrame(body: body)
        scrolling.host.render()
        var down = true
        try session.measure("frame.pager_scroll_line") {
            _ = scrolling.pager.handle(down ? .down : .up)
            scrolling.queue.drain()
            down.toggle()
        }
        guard scrolling.pager.top <= 1 else {
            throw HarnessError.unexpected("a line down and up again left the pager at line \(scrolling.pager.top)")
        }

        let characters = try CharacterList(session.fixture, size: CanvasBaseline.size)
        let renames = [try session.fixture.renamingRick().changeSet(), try session.fixture.changeSet()]
        var next = 0
        let rendered = characters.host.totalRenderCount
        characters.store.commit(renames[next])
        characters.queue.drain()
        guard characters.host.totalRenderCount - rendered == 1 else {
            throw HarnessError.unexpected("one changed character rendered \(characters.host.totalRenderCount - rendered) views")
        }
        try session.measure("frame.character_list_changed_row", .single, before: {
            next = 1 - next
            characters.store.commit(renames[next])
        }) {
            characters.queue.drain()
        }

        let previewing = try PreviewFrame(session.fixture, size: CanvasBaseline.size)
        let before = previewing.previewed
        previewing.move(down: true)
        guard let after = previewing.previewed, after != before else {
            throw HarnessError.unexpected("a move beside the preview left it on \(before ?? "nothing")")
        }
        var previewDown = false
        try session.measure("frame.preview_from_store") {
            previewing.move(down: previewDown)
            previewDown.toggle()
        }
        guard previewing.previewed != nil, previewing.transport.requests.isEmpty else {
            throw HarnessError.unexpected("a move beside the preview drew \(previewing.previewed ?? "no preview") and sent \(previewing.transport.requests.count) requests")
        }

        try session.row(CanvasBaseline.drawLines)
        try session.row("frame.pager_first", against: CanvasBaseline.drawLines)
        try session.row("frame.pager_scroll_line", against: CanvasBaseline.drawLines)
        try session.row("frame.character_list_changed_row", against: CanvasBaseline.drawLines)
        try session.row("frame.preview_from_store", against: CanvasBaseline.drawLines)
        try PagerGrowth.run(in: session)
    }
}

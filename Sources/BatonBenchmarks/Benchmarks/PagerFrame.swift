import BatonTUI
import BenchmarkCounts
import Markdown

/// An issue's body in a pager, laid out as the conversation lays it out (GitHub's
/// markdown, a newline a line break, a block at a time as far as it is read), in a
/// render host whose passes run when the benchmark drains them.
@MainActor
struct PagerFrame {
    let pager = Pager()
    let queue = PassQueue()
    let host: RenderHost

    init(body: String) {
        let layout = MarkdownLayout(styles: MarkdownStyles(theme: .standard), newlinesBreakLines: true)
        pager.show { width in Pager.Document(parts: layout.blockLines(of: body, width: width).lazy.map { Pager.Document.Part($0) }) }
        host = RenderHost(root: pager, size: CanvasBaseline.size, scheduler: queue.scheduler)
    }

    /// Times the first frame of a fresh pager over `body` as `name`, once a first frame drew
    /// the body's first step; returns the lines that frame laid out.
    @discardableResult
    static func measureFirst(_ name: String, body: String, in session: Session) throws -> Int {
        var fresh = PagerFrame(body: body)
        fresh.host.render()
        guard fresh.host.canvas.text(ofRow: 0).hasPrefix("Step 1") else {
            throw HarnessError.unexpected("the pager's first row reads \(fresh.host.canvas.text(ofRow: 0))")
        }
        let laidOut = fresh.pager.document(width: CanvasBaseline.size.width).lines.count
        try session.measure(name, .single, before: { fresh = PagerFrame(body: body) }) {
            fresh.host.render()
        }
        return laidOut
    }

    /// An issue's body of `lines` lines of markdown, as long ones are written: steps, each
    /// a heading, a paragraph, a code block, a task list and a quote, twenty lines a step
    /// with the blank line after it.
    static func body(lines: Int) -> String {
        (1...max(1, lines / 20)).map { step in
            """
            ## Step \(step)

            Run `make test` on the **staging** branch, then check that every row is green.
            If a row is red, the log names the test and the line that failed.

            ```swift
            func step\(step)() throws {
                let result = try run("make test")
                guard result.passed else {
                    throw StepError.failed(\(step), result.log)
                }
            }
            ```

            - [x] the build passes on Linux
            - [ ] the build passes on macOS
            - the log is attached as `step-\(step).log`

            > The staging server resets at midnight, so run it before then.

            """
        }.joined(separator: "\n")
    }
}

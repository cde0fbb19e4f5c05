import Testing
@testable import BatonTUI

@Suite struct CanvasTests {
    @Test func drawsTextAndKeepsStylePerCell() {
        var canvas = Canvas(width: 8, height: 2)
        let bold = Style(foreground: .red, bold: true)
        let end = canvas.draw("hi", at: Point(x: 1, y: 0), style: bold, clip: canvas.bounds)
        #expect(end == 3)
        #expect(canvas.lines == [" hi     ", "        "])
        #expect(canvas.style(atX: 1, y: 0) == bold)
        #expect(canvas.style(atX: 3, y: 0) == .plain)
    }

    @Test func wideCharactersTakeALeadAndAContinuationCell() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("日👍", at: .zero, style: .plain, clip: canvas.bounds)
        #expect(canvas.text(ofRow: 0) == "日👍  ")
        #expect(canvas[0, 0].isWide)
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas[2, 0].grapheme == "👍")
        #expect(canvas[3, 0].isContinuation)
    }

    @Test func wideCharacterCutByTheClipBecomesASpace() {
        var canvas = Canvas(width: 6, height: 1, fill: Cell("."))
        canvas.draw("a日本", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(canvas.text(ofRow: 0) == "a日 ..")
        canvas.draw("日本", at: Point(x: 3, y: 0), style: .plain, clip: Rect(x: 4, y: 0, width: 2, height: 1))
        #expect(canvas.text(ofRow: 0) == "a日   ")
    }

    @Test func overwritingHalfAWideCharacterLeavesASpace() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("日本", at: .zero, style: .plain, clip: canvas.bounds)
        canvas.draw("x", at: Point(x: 1, y: 0), style: .plain, clip: canvas.bounds)
        #expect(canvas.text(ofRow: 0) == " x本")
        canvas.draw("y", at: Point(x: 2, y: 0), style: .plain, clip: canvas.bounds)
        #expect(canvas.text(ofRow: 0) == " xy ")
        #expect(!canvas[3, 0].isContinuation)
    }

    @Test func truncatesWithAnEllipsis() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.draw("Rick Sanchez", at: .zero, style: .plain, clip: canvas.bounds, truncatingTo: 6)
        #expect(canvas.text(ofRow: 0) == "Rick…     ")
        canvas.draw("日本語日本語", at: .zero, style: .plain, clip: canvas.bounds, truncatingTo: 10)
        #expect(canvas.text(ofRow: 0) == "日本語日… ")
    }

    @Test func drawingOutsideTheCanvasIsClippedNotACrash() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw("hello", at: Point(x: -2, y: 0), style: .plain, clip: Rect(x: -10, y: -10, width: 100, height: 100))
        #expect(canvas.text(ofRow: 0) == "llo")
        canvas.draw("zzz", at: Point(x: 0, y: 5), style: .plain, clip: canvas.bounds)
        canvas.fill(Rect(x: -1, y: -1, width: 2, height: 2), with: "#")
        #expect(canvas.text(ofRow: 0) == "#lo")
        var empty = Canvas(width: 0, height: 0)
        empty.draw("x", at: .zero, style: .plain, clip: empty.bounds)
        empty.fill(Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(empty.lines.isEmpty)
    }

    @Test func fillKeepsWideCharactersWhole() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("日本語", at: .zero, style: .plain, clip: canvas.bounds)
        canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: "-")
        #expect(canvas.text(ofRow: 0) == " -- 語")
    }

    @Test func changedRunsCoverOnlyWhatDiffers() {
        var previous = Canvas(width: 10, height: 3)
        previous.draw("abcdef", at: .zero, style: .plain, clip: previous.bounds)
        var next = previous
        next.draw("X", at: Point(x: 2, y: 0), style: .plain, clip: next.bounds)
        next.draw("YZ", at: Point(x: 5, y: 2), style: .plain, clip: next.bounds)
        #expect(next.changedRuns(since: previous) == [
            RowRun(row: 0, columns: 2..<3), RowRun(row: 2, columns: 5..<7),
        ])
        #expect(previous.changedRuns(since: previous).isEmpty)
    }

    @Test func changedRunsIncludeBothHalvesOfAWideCharacter() {
        let previous = Canvas(width: 6, height: 1)
        var next = previous
        next.draw("日", at: Point(x: 2, y: 0), style: .plain, clip: next.bounds)
        #expect(next.changedRuns(since: previous) == [RowRun(row: 0, columns: 2..<4)])
        var styled = next
        styled.draw("日", at: Point(x: 2, y: 0), style: Style(bold: true), clip: styled.bounds)
        #expect(styled.changedRuns(since: next) == [RowRun(row: 0, columns: 2..<4)])
    }

    @Test func aResizedCanvasChangesEveryRow() {
        let small = Canvas(width: 2, height: 1)
        let large = Canvas(width: 3, height: 2)
        #expect(large.changedRuns(since: small) == [RowRun(row: 0, columns: 0..<3), RowRun(row: 1, columns: 0..<3)])
    }

    @Test func regionDrawsInLocalCoordinatesAndSkipsHoles() {
        let canvas = Canvas(width: 10, height: 2, fill: Cell("."))
        var region = CanvasRegion(
            canvas: canvas, bounds: Rect(x: 2, y: 0, width: 6, height: 2),
            holes: [Rect(x: 4, y: 0, width: 2, height: 1)]
        )
        #expect(region.draw("abcdefgh", at: .zero) == 6)
        region.fill(Rect(x: 0, y: 1, width: 10, height: 1), with: "-")
        #expect(region.canvas.lines == ["..ab..ef..", "..------.."])
        #expect(region.draw("日本", at: Point(x: 1, y: 1)) == 5)
        #expect(region.draw("x", at: Point(x: 0, y: 7)) == 0)
        #expect(region.canvas.text(ofRow: 1) == "..-日本-..")
    }
}

import Observation
@testable import BatonTUI

/// A row of test data: the row view reads `title` only.
@MainActor
@Observable
final class TestRow {
    var title: String
    var unread: Int = 0

    init(title: String) {
        self.title = title
    }
}

/// Draws its row's title on its first line.
@MainActor
final class TitleView: View {
    let row: TestRow

    init(row: TestRow) {
        self.row = row
    }

    func render(in region: inout CanvasRegion) {
        region.draw(row.title, at: .zero)
    }
}

/// Places its children one per line, top to bottom.
@MainActor
final class LinesView: View {
    let children: [any View]

    init(_ children: [any View]) {
        self.children = children
    }

    func layout(in bounds: Rect) -> [Placement] {
        children.enumerated().map { index, child in
            Placement(child, in: Rect(x: bounds.minX, y: bounds.minY + index, width: bounds.width, height: 1))
        }
    }

    func render(in region: inout CanvasRegion) {}
}

/// Draws a constant string, so tests see what the host cleared and what it kept.
@MainActor
final class FixedText: View {
    var text: String

    init(_ text: String) {
        self.text = text
    }

    func render(in region: inout CanvasRegion) {
        for row in 0..<region.height {
            region.draw(text, at: Point(x: 0, y: row))
        }
    }
}

/// A host with no minimum size and a manual scheduler, its first frame rendered.
@MainActor
func renderedHost(_ root: any View, width: Int, height: Int, scheduler: ManualScheduler = ManualScheduler()) -> RenderHost {
    let host = RenderHost(root: root, size: Size(width: width, height: height), minimumSize: .zero, scheduler: scheduler.schedule)
    host.render()
    return host
}

/// The text of a view rendered alone in a canvas of the given size.
@MainActor
func renderedLines(_ view: any View, width: Int, height: Int) -> [String] {
    renderedHost(view, width: width, height: height).canvas.lines
}

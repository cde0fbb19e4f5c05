import Testing
@testable import BatonTUI

@MainActor
@Suite struct LayoutTests {
    @Test func fixedItemsFirstThenFlexibleByWeight() {
        #expect(StackSize.lengths(of: [.fixed(2), .fill, .fixed(1)], in: 10) == [2, 7, 1])
        #expect(StackSize.lengths(of: [.flexible(weight: 1), .flexible(weight: 2)], in: 9) == [3, 6])
        #expect(StackSize.lengths(of: [.flexible(weight: 1), .flexible(weight: 1)], in: 5) == [3, 2])
        #expect(StackSize.lengths(of: [.flexible(weight: 1, minimum: 4), .flexible(weight: 3)], in: 8) == [5, 3])
    }

    @Test func lengthsNeverExceedTheTotal() {
        #expect(StackSize.lengths(of: [.fixed(5), .fixed(5), .fill], in: 7) == [5, 2, 0])
        #expect(StackSize.lengths(of: [.flexible(minimum: 3), .flexible(minimum: 3)], in: 4) == [3, 1])
        #expect(StackSize.lengths(of: [.fixed(3), .fill], in: 0) == [0, 0])
        #expect(StackSize.lengths(of: [.fixed(3), .fill], in: -4) == [0, 0])
        #expect(StackSize.lengths(of: [], in: 10) == [])
    }

    @Test func verticalStackWithSpacingAndPadding() {
        let top = Label("top")
        let middle = Label("middle")
        let bottom = Label("bottom")
        let stack = Stack.vertical(spacing: 1, padding: EdgeInsets(vertical: 0, horizontal: 1), [
            .init(top, .fixed(1)), .init(middle), .init(bottom, .fixed(1)),
        ])
        let host = renderedHost(stack, width: 10, height: 6)
        #expect(host.frame(of: top) == Rect(x: 1, y: 0, width: 8, height: 1))
        #expect(host.frame(of: middle) == Rect(x: 1, y: 2, width: 8, height: 2))
        #expect(host.frame(of: bottom) == Rect(x: 1, y: 5, width: 8, height: 1))
        #expect(host.canvas.lines == [" top      ", "          ", " middle   ", "          ", "          ", " bottom   "])
    }

    @Test func horizontalStackSplitsColumns() {
        let left = Label("left side")
        let right = Label("right")
        let stack = Stack.horizontal(spacing: 1, [.init(left, .flexible(weight: 1)), .init(right, .fixed(5))])
        let lines = renderedLines(stack, width: 12, height: 1)
        #expect(lines == ["left…  right"])
    }

    @Test func paneDrawsABorderWithItsTitle() {
        let pane = Pane(title: "Characters", Label("Rick"))
        let lines = renderedLines(pane, width: 16, height: 4)
        #expect(lines == [
            "╭ Characters ──╮",
            "│Rick          │",
            "│              │",
            "╰──────────────╯",
        ])
    }

    @Test func paneTitleIsCutAndASCIIBordersAreAvailable() {
        let pane = Pane(title: "A very long title", ascii: true, Label("x"))
        let lines = renderedLines(pane, width: 10, height: 3)
        #expect(lines == ["+ A ver… +", "|x       |", "+--------+"])
        let host = renderedHost(pane, width: 10, height: 3)
        #expect(host.canvas.style(atX: 0, y: 0) == Style(dim: true))
        #expect(host.canvas.style(atX: 2, y: 0) == Style(bold: true))
    }

    @Test func panesSurviveTinyRectangles() {
        for (width, height) in [(0, 0), (1, 1), (2, 1), (1, 3), (3, 2), (4, 4)] {
            let lines = renderedLines(Pane(title: "Title", Label("content")), width: width, height: height)
            #expect(lines.count == height)
            #expect(lines.allSatisfy { $0.displayWidth == width })
        }
        #expect(renderedLines(Pane(Label("x")), width: 2, height: 2) == ["╭╮", "╰╯"])
    }

    @Test func paddingInsetsItsContent() {
        let label = Label("hi")
        let host = renderedHost(Padding(EdgeInsets(top: 1, leading: 2), label), width: 6, height: 2)
        #expect(host.canvas.lines == ["      ", "  hi  "])
    }

    @Test func aLayoutChangeMovesChildrenAndRendersOnlyWhatMoved() {
        let scheduler = ManualScheduler()
        let header = Label("header")
        let body = Label("body")
        let footer = Label("footer")
        let stack = Stack.vertical([.init(header, .fixed(1)), .init(body), .init(footer, .fixed(1))])
        let host = renderedHost(stack, width: 8, height: 5, scheduler: scheduler)
        stack.items[0].size = .fixed(2)
        scheduler.runTurn()
        #expect(host.frame(of: body) == Rect(x: 0, y: 2, width: 8, height: 2))
        #expect(host.renderCount(of: header) == 2)
        #expect(host.renderCount(of: body) == 2)
        #expect(host.renderCount(of: footer) == 1)
        #expect(host.canvas.lines == ["header  ", "        ", "body    ", "        ", "footer  "])
    }

    /// A gap takes its cells and places no view: a screen's blank line between its
    /// header and its list, where other items sit flush.
    @Test func aGapIsEmptyCellsBetweenItems() {
        let header = Label("header")
        let list = Label("list")
        let stack = Stack.vertical([.init(header, .fixed(1)), .gap(), .init(list)])
        let placements = stack.layout(in: Rect(x: 0, y: 0, width: 8, height: 5))
        #expect(placements.count == 2)
        #expect(placements.last?.rect == Rect(x: 0, y: 2, width: 8, height: 3))
        // Shorter than its fixed items, the stack gives the last ones what is left.
        let cramped = stack.layout(in: Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(cramped.map(\.rect.height) == [1, 0])
    }
}

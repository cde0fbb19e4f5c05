import Observation
import Testing
@testable import BatonTUI

@MainActor
@Observable
private final class Loading {
    var isLoading = false
}

/// A timer that holds its ticks until the test fires them.
@MainActor
private final class ManualTimer {
    private(set) var pending: [@MainActor @Sendable () -> Void] = []

    var timer: Spinner.Timer {
        { [unowned self] _, tick in pending.append(tick) }
    }

    func fire() {
        let ticks = pending
        pending = []
        for tick in ticks { tick() }
    }
}

@MainActor
@Suite struct WidgetTests {
    // MARK: Label

    @Test func labelMeasuresWideCharactersAndEmoji() {
        let host = renderedHost(Label("日本語 👍 ok", style: Style(foreground: .green)), width: 12, height: 1)
        #expect(host.canvas.text(ofRow: 0) == "日本語 👍 ok")
        #expect(host.canvas[0, 0].grapheme == "日")
        #expect(host.canvas[1, 0].isContinuation)
        #expect(host.canvas[7, 0].grapheme == "👍")
        #expect(host.canvas.style(atX: 7, y: 0) == Style(foreground: .green))
        #expect(host.canvas.style(atX: 8, y: 0) == Style(foreground: .green))
    }

    @Test func labelTruncatesEachLineAndAligns() {
        #expect(renderedLines(Label("日本語日本語\nshort"), width: 7, height: 3) == ["日本語…", "short  ", "       "])
        #expect(renderedLines(Label("👍👍👍"), width: 4, height: 1) == ["👍… "])
        #expect(renderedLines(Label("ab", alignment: .center), width: 6, height: 1) == ["  ab  "])
        #expect(renderedLines(Label("ab", alignment: .trailing), width: 6, height: 1) == ["    ab"])
        #expect(renderedLines(Label("abcdefgh", alignment: .trailing), width: 4, height: 1) == ["abc…"])
    }

    @Test func labelRendersAgainWhenWhatItShowsChanges() {
        let scheduler = ManualScheduler()
        let row = TestRow(title: "before")
        let label = Label { row.title }
        let host = renderedHost(label, width: 8, height: 1, scheduler: scheduler)
        row.title = "after"
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 0) == "after   ")
        label.text = "fixed"
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 0) == "fixed   ")
        #expect(host.renderCount(of: label) == 3)
    }

    // MARK: Status bar

    @Test func statusBarKeepsTheRightSegmentsAndCutsTheLeft() {
        let bar = StatusBar(left: { [.init("Rick and Morty"), .init("Characters", style: Style(bold: true))] }, right: { [.init("42 rows")] })
        let host = renderedHost(bar, width: 30, height: 1)
        #expect(host.canvas.text(ofRow: 0) == "Rick and Morty  Char…  42 rows")
        #expect(host.canvas.style(atX: 0, y: 0) == Style(reverse: true))
        #expect(host.canvas.style(atX: 16, y: 0) == Style(bold: true))
        #expect(renderedLines(bar, width: 5, height: 1) == ["42 r…"])
        #expect(renderedLines(bar, width: 0, height: 0) == [])
    }

    // MARK: Spinner

    @Test func spinnerAnimatesOnlyWhileLoading() {
        let scheduler = ManualScheduler()
        let timer = ManualTimer()
        let model = Loading()
        let spinner = Spinner(label: "Loading", frames: ["a", "b", "c"], timer: timer.timer) { model.isLoading }
        let host = renderedHost(spinner, width: 10, height: 1, scheduler: scheduler)
        #expect(host.canvas.text(ofRow: 0) == "          ")
        #expect(timer.pending.isEmpty)
        #expect(scheduler.pending.isEmpty)

        model.isLoading = true
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 0) == "a Loading ")
        #expect(timer.pending.count == 1)
        timer.fire()
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 0) == "b Loading ")
        #expect(timer.pending.count == 1)

        model.isLoading = false
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 0) == "          ")
        timer.fire()
        #expect(scheduler.pending.isEmpty)
        #expect(timer.pending.isEmpty)
        #expect(!spinner.isAnimating)
        #expect(host.renderCount(of: spinner) == 4)
    }

    // MARK: Tabs

    @Test func tabsShowTheSelectedContentAndSwitchWithTab() {
        let scheduler = ManualScheduler()
        let first = Label("first")
        let second = Label("second")
        let tabs = Tabs([.init("Rick", first), .init("GitHub", second)])
        let host = renderedHost(tabs, width: 20, height: 3, scheduler: scheduler)
        #expect(host.canvas.lines == [" 1 Rick   2 GitHub  ", "first               ", "                    "])
        #expect(host.canvas.style(atX: 1, y: 0) == Style(bold: true, reverse: true))
        #expect(host.canvas.style(atX: 10, y: 0) == Style(dim: true))
        #expect(tabs.handle(.tab))
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 1) == "second              ")
        #expect(!host.contains(first))
        #expect(host.canvas.style(atX: 10, y: 0) == Style(bold: true, reverse: true))
        #expect(tabs.handle(.backTab))
        #expect(tabs.selectedIndex == 0)
        #expect(!tabs.handle(.character("x")))
        #expect(renderedLines(tabs, width: 6, height: 1) == [" 1 Ri…"])
    }

    // MARK: Overlay

    @Test func overlayIsCenteredOverItsBase() {
        let scheduler = ManualScheduler()
        let base = Label(String(repeating: "x", count: 16 * 5).chunked(16))
        let layers = Layers(base: base)
        let host = renderedHost(layers, width: 16, height: 5, scheduler: scheduler)
        layers.overlay = Overlay(title: "Help", lines: ["q quit"])
        scheduler.runTurn()
        #expect(host.canvas.lines == [
            "xxxxxxxxxxxxxxxx",
            "xxx╭ Help ──╮xxx",
            "xxx│ q quit │xxx",
            "xxx╰────────╯xxx",
            "xxxxxxxxxxxxxxxx",
        ])
        #expect(host.renderCount(of: base) == 1)
        layers.overlay = nil
        scheduler.runTurn()
        #expect(host.canvas.lines.allSatisfy { $0 == String(repeating: "x", count: 16) })
        #expect(host.renderCount(of: base) == 2)
    }

    @Test func errorOverlayWrapsAndFitsSmallScreens() {
        let overlay = Overlay.error("The server answered 500: internal error", ascii: true)
        let host = renderedHost(Layers(base: Label(""), overlay: overlay), width: 20, height: 6)
        #expect(host.canvas.lines == [
            "+ Error -----------+",
            "| The server       |",
            "| answered 500:    |",
            "| internal error   |",
            "+------------------+",
            "                    ",
        ])
        #expect(host.canvas.style(atX: 0, y: 0) == Style(foreground: .red, bold: true))
        for (width, height) in [(0, 0), (1, 1), (3, 2), (5, 3), (40, 10)] {
            let lines = renderedLines(Layers(base: Label("base"), overlay: Overlay.error("boom")), width: width, height: height)
            #expect(lines.count == height)
        }
    }

    // MARK: Text input

    @Test func textInputEditsByGraphemeAndRendersTheCursor() {
        let input = TextInput(prompt: "/ ")
        for character in "rick" { #expect(input.handle(.character(character))) }
        #expect(input.text == "rick")
        _ = input.handle(.left)
        _ = input.handle(.left)
        _ = input.handle(.character("日"))
        #expect(input.text == "ri日ck")
        #expect(input.cursor == 3)
        _ = input.handle(.backspace)
        _ = input.handle(.delete)
        #expect(input.text == "rik")
        _ = input.handle(.home)
        _ = input.handle(.character("👍"))
        #expect(input.text == "👍rik")
        _ = input.handle(.control("e"))
        _ = input.handle(.character("e"))
        _ = input.handle(.character("\u{0301}"))
        #expect(input.text == "👍rike\u{0301}")
        #expect(input.cursor == 5)
        let host = renderedHost(input, width: 12, height: 1)
        #expect(host.canvas.text(ofRow: 0) == "/ 👍riké    ")
        #expect(host.canvas.style(atX: 8, y: 0) == Style(reverse: true))
        #expect(host.canvas.style(atX: 7, y: 0) == .plain)
    }

    @Test func textInputWordAndLineDeletion() {
        let input = TextInput(text: "rick and  morty")
        _ = input.handle(.control("w"))
        #expect(input.text == "rick and  ")
        _ = input.handle(.control("w"))
        #expect(input.text == "rick ")
        _ = input.handle(.control("a"))
        _ = input.handle(.right)
        _ = input.handle(.control("k"))
        #expect(input.text == "r")
        _ = input.handle(.control("u"))
        #expect(input.text == "")
        #expect(input.cursor == 0)
        _ = input.handle(.backspace)
        _ = input.handle(.delete)
        _ = input.handle(.left)
        #expect(input.text == "")
        _ = input.handle(.character("\u{0301}"))
        _ = input.handle(.character("\u{07}"))
        #expect(input.text == "")
    }

    @Test func textInputSubmitsAndCancels() {
        var submitted: [String] = []
        var cancelled = 0
        let input = TextInput(text: "summer")
        input.onSubmit = { submitted.append($0) }
        input.onCancel = { cancelled += 1 }
        #expect(input.handle(.enter))
        #expect(input.handle(.escape))
        #expect(submitted == ["summer"])
        #expect(cancelled == 1)
        #expect(!input.handle(.up))
        #expect(!input.handle(.pageDown))
    }

    @Test func textInputScrollsToKeepTheCursorVisible() {
        let scheduler = ManualScheduler()
        let input = TextInput(prompt: "> ", text: "日本語のテキスト")
        let host = renderedHost(input, width: 10, height: 1, scheduler: scheduler)
        #expect(host.canvas.text(ofRow: 0) == "> キスト  ")
        #expect(host.canvas.style(atX: 8, y: 0) == Style(reverse: true))
        _ = input.handle(.home)
        scheduler.runTurn()
        #expect(host.canvas.text(ofRow: 0) == "> 日本語の")
        #expect(host.canvas.style(atX: 2, y: 0) == Style(reverse: true))
        #expect(host.canvas.style(atX: 3, y: 0) == Style(reverse: true))
    }

    @Test func textInputShowsItsHintWhenEmpty() {
        let input = TextInput(prompt: "/", hint: "search")
        #expect(renderedLines(input, width: 10, height: 1) == ["/ search  "])
        #expect(renderedLines(input, width: 1, height: 1) == ["/"])
        #expect(renderedLines(input, width: 0, height: 0) == [])
    }

    // MARK: Key map

    @Test func keyMapRunsBindingsAndRefusesDuplicates() throws {
        let keys = KeyMap()
        var quit = 0
        try keys.bind(.character("q"), .control("c"), description: "Quit") { quit += 1 }
        try keys.bind(.character("?"), description: "Help") {}
        #expect(keys.handle(.control("c")))
        #expect(quit == 1)
        #expect(!keys.handle(.character("x")))
        #expect(throws: KeyMapError(key: .character("q"), existing: "Quit", attempted: "Query")) {
            try keys.bind(.character("q"), description: "Query") {}
        }
        #expect(keys.bindings.count == 2)
    }

    @Test func keyMapShowsItselfAsAHelpOverlay() throws {
        let keys = KeyMap()
        try keys.bind(.character("j"), .down, description: "Next row") {}
        try keys.bind(.pageDown, description: "Next page") {}
        #expect(keys.helpLines == ["j/↓   Next row", "PgDn  Next page"])
        let lines = renderedLines(Layers(base: Label(""), overlay: keys.helpOverlay()), width: 23, height: 4)
        #expect(lines == [
            "  ╭ Keys ───────────╮  ",
            "  │ j/↓   Next row  │  ",
            "  │ PgDn  Next page │  ",
            "  ╰─────────────────╯  ",
        ])
    }

    // MARK: Small terminals

    @Test func everyWidgetSurvivesTinyRectangles() throws {
        let keys = KeyMap()
        try keys.bind(.character("q"), description: "Quit") {}
        let sizes = [(0, 0), (1, 1), (2, 1), (1, 2), (3, 3), (40, 10)]
        for (width, height) in sizes {
            let widgets: [any View] = [
                Label("日本語 👍 long text"),
                ListView(rowCount: 50) { index, state in ListTextRow(state) { "👍 row \(index) with a long title" } },
                StatusBar(left: { [.init("日本語")] }, right: { [.init("👍👍")] }),
                Spinner(timer: { _, _ in }) { true },
                Tabs([.init("日本語", Label("a")), .init("B", Label("b"))]),
                TextInput(prompt: "検索: ", text: "日本語👍"),
                Pane(title: "日本語", Label("content")),
                Layers(base: Label("base"), overlay: keys.helpOverlay()),
                Stack.vertical([.init(Label("a"), .fixed(3)), .init(Label("b"))]),
            ]
            for widget in widgets {
                let lines = renderedLines(widget, width: width, height: height)
                #expect(lines.count == height)
                #expect(lines.allSatisfy { $0.displayWidth == width }, "\(type(of: widget)) at \(width)x\(height)")
            }
        }
    }
}

private extension String {
    /// The string in lines of `width` characters.
    func chunked(_ width: Int) -> String {
        var lines: [Substring] = []
        var rest = self[...]
        while !rest.isEmpty {
            lines.append(rest.prefix(width))
            rest = rest.dropFirst(width)
        }
        return lines.joined(separator: "\n")
    }
}

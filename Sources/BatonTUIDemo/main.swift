import BatonTUI
import Dispatch
import Foundation

// A 1,000-row list of observable items. A timer changes one row every second: only that
// row renders again, and the status line shows its render count beside its neighbour's.

MainActor.assumeIsolated {
    let items = (1...1_000).map(Item.init(number:))
    let tickingIndex = 2
    let figures = StatusFigures()

    let list = ListView(rowCount: items.count) { index, state in
        let item = items[index]
        return ListTextRow(state) {
            (state.isSelected ? "▸ " : "  ") + "Row \(String(format: "%04d", item.number))  count \(item.count)"
        }
    }
    let status = StatusBar(
        style: Style(foreground: .brightWhite, background: .blue, bold: true),
        left: {
            [
                .init("sel \(list.selection + 1)/\(items.count)"),
                .init("renders: row \(tickingIndex + 1) \(figures.tickingRowRenders)"
                    + " · row \(tickingIndex + 2) \(figures.neighbourRenders) · all \(figures.otherRenders)"),
            ]
        },
        right: { [.init("\(figures.screenSize.width)x\(figures.screenSize.height)")] }
    )
    let layers = Layers(base: Stack.vertical([
        .init(Pane(title: "BatonTUI demo: 1,000 rows", list)),
        .init(status, .fixed(1)),
    ]))

    let app: TerminalApp
    do {
        app = try TerminalApp(root: layers, minimumSize: Size(width: 40, height: 10))
    } catch {
        FileHandle.standardError.write(Data("BatonTUIDemo: \(error)\n".utf8))
        exit(1)
    }

    let keys = KeyMap()
    do {
        // The list's keys, bound here too so the help overlay lists them.
        try keys.bind(.character("j"), .down, description: "next row") { _ = list.handle(.down) }
        try keys.bind(.character("k"), .up, description: "previous row") { _ = list.handle(.up) }
        try keys.bind(.pageDown, description: "next page") { _ = list.handle(.pageDown) }
        try keys.bind(.pageUp, description: "previous page") { _ = list.handle(.pageUp) }
        try keys.bind(.control("d"), description: "half a page down") { _ = list.handle(.control("d")) }
        try keys.bind(.control("u"), description: "half a page up") { _ = list.handle(.control("u")) }
        try keys.bind(.character("g"), .home, description: "first row") { _ = list.handle(.home) }
        try keys.bind(.character("G"), .end, description: "last row") { _ = list.handle(.end) }
        try keys.bind(.character("?"), description: "show or hide this help") {
            layers.overlay = layers.overlay == nil ? keys.helpOverlay() : nil
        }
        try keys.bind(.escape, description: "hide the help") { layers.overlay = nil }
        try keys.bind(.character("!"), description: "fail with an error") { app.fail(DemoError.requested) }
        try keys.bind(.character("q"), description: "quit") { app.quit() }
    } catch {
        app.fail(error)
    }
    app.onKey = { key in _ = keys.handle(key) }

    app.didFlush = {
        let host = app.host
        let renders = { (index: Int) in list.rowView(at: index).map(host.renderCount(of:)) ?? 0 }
        figures.update(
            tickingRowRenders: renders(tickingIndex),
            neighbourRenders: renders(tickingIndex + 1),
            otherRenders: host.totalRenderCount - host.renderCount(of: status),
            screenSize: app.terminal.size
        )
    }

    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + 1, repeating: 1)
    timer.setEventHandler { MainActor.assumeIsolated { items[tickingIndex].count += 1 } }
    timer.resume()

    app.run()
}

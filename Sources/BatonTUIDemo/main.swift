import BatonTUI
import Dispatch
import Foundation

// A 1,000-row list of an observable model. A timer changes one row every second: only
// that row redraws, and the status line shows its render count beside its neighbour's.

MainActor.assumeIsolated {
    let model = DemoModel(rowCount: 1_000)
    let figures = StatusFigures()
    let list = RowList(model: model)
    let status = StatusLine(model: model, figures: figures)
    let screen = Stack.vertical([
        .init(Pane(title: "BatonTUI demo: 1,000 rows", list)),
        .init(status, .fixed(1)),
    ])
    let layers = Layers(base: screen)
    let help = HelpOverlay()

    let app: TerminalApp
    do {
        app = try TerminalApp(root: layers, minimumSize: Size(width: 40, height: 10))
    } catch {
        FileHandle.standardError.write(Data("BatonTUIDemo: \(error)\n".utf8))
        exit(1)
    }

    app.didFlush = {
        let host = app.host
        figures.update(
            tickingRowRenders: host.renderCount(of: list.rowView(at: model.tickingIndex)),
            neighbourRenders: host.renderCount(of: list.rowView(at: model.tickingIndex + 1)),
            otherRenders: host.totalRenderCount - host.renderCount(of: status),
            screenSize: app.terminal.size
        )
    }

    app.onKey = { key in
        let page = list.visibleRows
        switch key {
        case .character("q"): app.quit()
        case .character("?"): model.showsHelp.toggle()
        case .escape: model.showsHelp = false
        case .character("j"), .down: model.select(model.selection + 1, visibleRows: page)
        case .character("k"), .up: model.select(model.selection - 1, visibleRows: page)
        case .pageDown, .control("d"):
            model.top = min(model.top + page, max(0, model.items.count - page))
            model.select(model.selection + page, visibleRows: page)
        case .pageUp, .control("u"):
            model.top = max(0, model.top - page)
            model.select(model.selection - page, visibleRows: page)
        case .character("g"), .home: model.select(0, visibleRows: page)
        case .character("G"), .end: model.select(model.items.count - 1, visibleRows: page)
        default: break
        }
        layers.overlay = model.showsHelp ? help : nil
    }

    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + 1, repeating: 1)
    timer.setEventHandler { MainActor.assumeIsolated { model.tick() } }
    timer.resume()

    app.run()
}

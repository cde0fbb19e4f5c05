import Dispatch
import Foundation
import Glibc

/// A full-screen program: the terminal, its keys and signals, and a `RenderHost` whose
/// frames are flushed to the screen. Everything runs on the main queue: keys when stdin is
/// readable, resizes when SIGWINCH arrives, renders when what a view read changes; nothing
/// runs while nothing happens.
///
/// Every way out gives the terminal back first: `quit()`, Ctrl-C (SIGINT), SIGTERM,
/// SIGHUP or the terminal hanging up, `fail(_:)` with an error (printed after the
/// restore), and, best effort, a crash signal.
@MainActor
public final class TerminalApp {
    public let terminal: Terminal
    public let host: RenderHost
    /// Receives every key but the resize, which the app handles itself.
    public var onKey: (@MainActor (Key) throws -> Void)?
    /// Called after each frame reached the screen (render counts are final then).
    public var didFlush: (@MainActor () -> Void)?
    /// Called once, with the signal, when SIGINT, SIGTERM or SIGHUP (or the terminal
    /// hanging up) asks the program to end, so that it can save its work before it calls
    /// `end(after:)`. Without it, or at a second such signal, the program ends at once.
    public var onTerminate: (@MainActor (Int32) -> Void)?

    private var isTerminating = false

    private var keyboard: KeyboardSource?
    private var signals: SignalWatcher?
    private static let watchedSignals = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]

    /// Takes over the terminal and lays out `root` at its size. The signals are watched
    /// before ncurses starts, so it installs no handlers of its own for them; one arriving
    /// before `run()` is handled once it runs.
    public init(root: any View, minimumSize: Size = Size(width: 20, height: 5), mouse: Bool = true) throws {
        let signals = SignalWatcher(signals: Self.watchedSignals)
        let terminal: Terminal
        do {
            terminal = try Terminal(mouse: mouse)
        } catch {
            signals.cancel()
            throw error
        }
        self.terminal = terminal
        self.signals = signals
        host = RenderHost(root: root, size: terminal.size, minimumSize: minimumSize)
        host.didRender = { [unowned self] canvas in
            self.terminal.flush(canvas)
            self.didFlush?()
        }
        signals.onSignal = { [unowned self] number in self.handle(signal: number) }
        keyboard = KeyboardSource(
            terminal: terminal,
            onKeys: { [unowned self] keys in self.handle(keys) },
            onHangUp: { [unowned self] in self.handle(signal: SIGHUP) }
        )
    }

    /// Draws the first frame and serves events until the program ends; never returns.
    public func run() -> Never {
        host.render()
        keyboard?.start()
        dispatchMain()
    }

    /// Gives the terminal back at once while the program finishes its work (writing what
    /// it keeps), so that quitting never waits on that work: keys and frames stop, the
    /// signals take their default actions again, and the shell's screen returns. The
    /// process then ends through `quit()` or `end(after:)`.
    public func leave() {
        host.stop()
        restore()
    }

    /// Restores the terminal and exits successfully.
    public func quit() -> Never {
        exit(status: 0)
    }

    /// Restores the terminal and ends as the signal `onTerminate` was given would have.
    public func end(after signal: Int32) -> Never {
        exit(signal: signal)
    }

    /// Restores the terminal, then prints the error to standard error and exits with 1.
    public func fail(_ error: any Error) -> Never {
        restore()
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        Foundation.exit(1)
    }

    /// Lends the terminal to another program for `body` (an editor run to its end),
    /// which is given the terminal's descriptor to hand that program the foreground
    /// (`ExternalEditor.edit(_:terminal:)`): the main queue waits, so nothing draws or
    /// reads keys meanwhile; after it the screen is drawn again whole, at the size it
    /// has then.
    public func lendingTerminal<T, E: Error>(_ body: (Int32) throws(E) -> T) throws(E) -> T {
        terminal.lend()
        defer {
            terminal.takeBack()
            relayoutIfResized()
        }
        return try body(terminal.inputDescriptor)
    }

    // MARK: Events

    private func handle(_ keys: [Key]) {
        for key in keys {
            if key == .resize {
                relayoutIfResized()
                continue
            }
            do {
                try onKey?(key)
            } catch {
                fail(error)
            }
        }
    }

    private func handle(signal number: Int32) {
        if number == SIGWINCH {
            relayoutIfResized()
            // resizeterm queues a KEY_RESIZE of its own; reading it now keeps it from
            // waiting for the next key press (it changes nothing: the size is current).
            if let keys = keyboard?.readPendingKeys(), !keys.isEmpty { handle(keys) }
        } else if let onTerminate, !isTerminating {
            isTerminating = true
            onTerminate(number)
        } else {
            exit(signal: number)
        }
    }

    /// Lays everything out again when the terminal's size changed; a resize reported twice
    /// (SIGWINCH and KEY_RESIZE) lays out once.
    private func relayoutIfResized() {
        guard terminal.updateSize() else { return }
        host.resize(to: terminal.size)
    }

    // MARK: Leaving

    /// The terminal first: a signal arriving once the watcher put default actions back
    /// ends the program, and by then the screen is restored.
    private func restore() {
        terminal.restore()
        keyboard?.cancel()
        signals?.cancel()
    }

    private func exit(status: Int32) -> Never {
        restore()
        Foundation.exit(status)
    }

    /// Ends as the signal would have ended the program, after the restore (which put the
    /// default action back): that action, or status 128 + signal where it stays blocked.
    private func exit(signal number: Int32) -> Never {
        restore()
        raise(number)
        Foundation.exit(128 + number)
    }
}

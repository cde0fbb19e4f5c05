import Dispatch
import Glibc

/// Wakes on the main queue when the terminal has input (a dispatch read source: nothing
/// polls) and hands over every key pending. A wake-up with nothing to read on a terminal
/// that reports a hang-up ends the program.
@MainActor
final class KeyboardSource {
    private let source: DispatchSourceRead
    private let reader: KeyboardReader
    private var isStarted = false

    init(
        terminal: Terminal,
        onKeys: @escaping @MainActor ([Key]) -> Void,
        onHangUp: @escaping @MainActor () -> Void
    ) {
        let reader = KeyboardReader(window: terminal.window)
        let descriptor = terminal.inputDescriptor
        let source = DispatchSource.makeReadSource(fileDescriptor: terminal.inputDescriptor, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated {
                let keys = reader.readPendingKeys()
                if !keys.isEmpty {
                    onKeys(keys)
                } else if Self.isHungUp(descriptor) {
                    onHangUp()
                }
            }
        }
        self.source = source
        self.reader = reader
    }

    /// Whether the terminal is gone: poll(2) without waiting reports a hang-up or an error.
    /// Asked only when a wake-up brought no key, so no input is taken from ncurses.
    private static func isHungUp(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) >= 0 else { return false }
        return entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    func start() {
        guard !isStarted else { return }
        isStarted = true
        source.resume()
    }

    /// Reads what is pending without waiting for the source, for input ncurses queued
    /// itself (the KEY_RESIZE that `resizeterm` pushes back).
    func readPendingKeys() -> [Key] { reader.readPendingKeys() }

    /// Stops reading. A source never started is resumed after its cancel: dispatch traps
    /// when a suspended source is released.
    func cancel() {
        source.cancel()
        start()
    }
}

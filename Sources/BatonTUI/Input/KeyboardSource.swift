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
    /// Set by `cancel()`: the terminal is given back then, and its window is gone, so
    /// nothing is read from it again; a resize signal already on its way to the main
    /// queue asks after that (reading then crashed a quit the terminal was resized in).
    private var isCancelled = false

    init(
        terminal: Terminal,
        onKeys: @escaping @MainActor ([Key]) -> Void,
        onHangUp: @escaping @MainActor () -> Void
    ) {
        let descriptor = terminal.inputDescriptor
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        reader = KeyboardReader(window: terminal.window)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                let keys = self.readPendingKeys()
                if !keys.isEmpty {
                    onKeys(keys)
                } else if !self.isCancelled, Self.isHungUp(descriptor) {
                    onHangUp()
                }
            }
        }
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
    func readPendingKeys() -> [Key] {
        isCancelled ? [] : reader.readPendingKeys()
    }

    /// Stops reading. A source never started is resumed after its cancel: dispatch traps
    /// when a suspended source is released.
    func cancel() {
        isCancelled = true
        source.cancel()
        start()
    }
}

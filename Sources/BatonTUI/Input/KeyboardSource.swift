import Dispatch

/// Wakes on the main queue when the terminal has input (a dispatch read source: nothing
/// polls) and hands over every key pending. A wake-up with no bytes to read is the
/// terminal hanging up.
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
        let source = DispatchSource.makeReadSource(fileDescriptor: terminal.inputDescriptor, queue: .main)
        // The handler holds the source; cancelling the source releases the handler.
        source.setEventHandler {
            MainActor.assumeIsolated {
                let available = source.data
                let keys = reader.readPendingKeys()
                if keys.isEmpty, available == 0 {
                    onHangUp()
                } else if !keys.isEmpty {
                    onKeys(keys)
                }
            }
        }
        self.source = source
        self.reader = reader
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

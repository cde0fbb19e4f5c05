import Glibc

/// Best-effort terminal restore for a crash. A crash signal cannot run `endwin` (nothing
/// but async-signal-safe calls is allowed in a handler), so the bytes that undo the screen
/// (leave the alternate screen, show the cursor, reset attributes) and the terminal modes
/// from before ncurses are kept ready, and the handler only `write`s them, sets the modes
/// back with `tcsetattr`, puts back the handler that was there before and raises the signal
/// again (so the default action, or the runtime's backtrace, still happens).
enum CrashRestore {
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP]

    /// Everything the handler reads, in memory that is never moved or freed.
    struct State {
        var isArmed: Bool
        var descriptor: Int32
        var modes: termios
        var resetLength: Int
        var reset: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        var previous: (sigaction, sigaction, sigaction, sigaction, sigaction, sigaction)
    }

    nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State(
            isArmed: false, descriptor: -1, modes: termios(), resetLength: 0,
            reset: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
            previous: (sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction())
        ))
        return pointer
    }()

    /// Arms the handlers: `reset` goes to `descriptor`, whose modes are put back to `modes`.
    /// Bytes beyond the reserved 128 are cut (reset sequences are a few dozen bytes).
    static func arm(descriptor: Int32, modes: termios, reset: [UInt8]) {
        let state = state
        state.pointee.descriptor = descriptor
        state.pointee.modes = modes
        withUnsafeMutableBytes(of: &state.pointee.reset) { buffer in
            let count = min(reset.count, buffer.count)
            buffer.copyBytes(from: reset.prefix(count))
            state.pointee.resetLength = count
        }
        withUnsafeMutableBytes(of: &state.pointee.previous) { buffer in
            let previous = buffer.bindMemory(to: sigaction.self)
            for (index, signal) in signals.enumerated() {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = crashHandler
                sigemptyset(&action.sa_mask)
                action.sa_flags = 0
                sigaction(signal, &action, &previous[index])
            }
        }
        state.pointee.isArmed = true
    }

    /// Puts the previous handlers back: the terminal was restored the ordinary way.
    static func disarm() {
        let state = state
        guard state.pointee.isArmed else { return }
        state.pointee.isArmed = false
        withUnsafeMutableBytes(of: &state.pointee.previous) { buffer in
            let previous = buffer.bindMemory(to: sigaction.self)
            for (index, signal) in signals.enumerated() {
                sigaction(signal, &previous[index], nil)
            }
        }
    }
}

/// Runs on the crashing thread with the signal blocked: only async-signal-safe calls.
private func crashHandler(_ signal: Int32) {
    let state = CrashRestore.state
    if state.pointee.isArmed {
        state.pointee.isArmed = false
        let descriptor = state.pointee.descriptor
        withUnsafeBytes(of: &state.pointee.reset) { buffer in
            _ = write(descriptor, buffer.baseAddress, state.pointee.resetLength)
        }
        _ = tcsetattr(descriptor, TCSANOW, &state.pointee.modes)
    }
    withUnsafeMutableBytes(of: &state.pointee.previous) { buffer in
        let previous = buffer.bindMemory(to: sigaction.self)
        // The array was built when the handlers were armed; reading it allocates nothing.
        if let index = CrashRestore.signals.firstIndex(of: signal) {
            sigaction(signal, &previous[index], nil)
        }
    }
    raise(signal)
}

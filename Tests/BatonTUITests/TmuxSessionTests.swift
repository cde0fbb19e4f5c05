import Foundation
import TerminalTesting
import Testing

/// The tmux driver's own reading of its pane: what the end-to-end tests rely on to know
/// the keys they sent have reached the program.
@Suite struct TmuxSessionTests {
    /// Polls `read` until it gives `expected`, for at most 10 s; the last value either way.
    private func poll(_ expected: Int, _ read: () throws -> Int?) async throws -> Int? {
        var value = try read()
        for _ in 0..<100 where value != expected {
            try await Task.sleep(for: .milliseconds(100))
            value = try read()
        }
        return value
    }

    @Test func keysAProgramHasNotReadAreCountedUntilItReadsThem() async throws {
        // A raw terminal, as the app keeps it: a canonical one counts only whole lines.
        let idle = try TmuxSession(command: "stty raw -echo; echo ready; exec sleep 30")
        defer { idle.kill() }
        try idle.waitForScreen(seconds: 10) { $0.contains("ready") }
        try await idle.send("a", "b", "c")
        let waiting = try await poll(3) { try idle.unreadInput() }
        #expect(waiting == 3)

        // `cat` reads them and writes them back: once they show, none waits.
        let reading = try TmuxSession(command: "stty raw -echo; echo ready; exec cat")
        defer { reading.kill() }
        try reading.waitForScreen(seconds: 10) { $0.contains("ready") }
        try await reading.send("x", "y", "z")
        #expect(try reading.waitForScreen(seconds: 10) { $0.contains("xyz") }.matched)
        #expect(try reading.unreadInput() == 0)
    }
}

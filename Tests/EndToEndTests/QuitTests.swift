import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// Quitting waits on nothing: over thirty launches, quit at once (the first fetches in
/// flight) or once the list is shown, some of them while another process holds Rick
/// and Morty's image, the log of every quit shows the terminal given back before
/// anything else, and then only the images' last writes: one attempt at most each,
/// never a second wait for a locked file, never an open.
@Suite struct QuitTests {
    /// One quit's lines of the log: from the terminal given back to the images closed.
    private func quits(in log: String) -> [[Substring]] {
        var quits: [[Substring]] = []
        var current: [Substring]?
        for line in log.split(separator: "\n") {
            if line.hasSuffix("app quit: the terminal given back") {
                current = []
            } else if line.hasSuffix("app quit: the images closed") {
                quits.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return quits
    }

    /// Until the server has received the characters' page it was told to hold back.
    private func awaitHeldPage(on server: SampleServer) async throws {
        for _ in 0..<200 {
            if try await server.requestedOperations(on: .rickAndMorty).contains("CharactersScreenQuery") { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("the server never received CharactersScreenQuery")
    }

    @Test func thirtyQuitsWaitOnNothingButOneLastWriteEach() async throws {
        // A server of its own: another suite's request would take the armed delay, or
        // look like the page held back.
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let logFile = cache.appendingPathComponent("app.log")
        let cycles = 30
        try await server.clearFaults()
        // Cycles whose Rick and Morty image is locked by another process from before its
        // page is committed until after the quit, so that its writes wait for the file.
        let locked = { (cycle: Int) in cycle % 5 == 1 }
        // The locked cycles whose page the lock held back.
        var heldByLock: Set<Int> = []
        for cycle in 0..<cycles {
            if locked(cycle) {
                try await server.clearRequests()
                try await server.armFault("delay=5s", matching: "CharactersScreenQuery", on: .rickAndMorty)
            }
            // Started before the app, so that the lock is quick to take once the page is held.
            let lock = locked(cycle) ? try ImageLock(in: cache, prefix: "rickandmorty-") : nil
            let app = try TmuxSession(["/usr/bin/env", "GH_ENTERPRISE_TOKEN=\(try SampleServer.gitHubToken())",
                                       try BatonTUI.binary().path, "--rickandmorty-endpoint",
                                       server.rickAndMortyEndpoint.absoluteString, "--github-endpoint",
                                       server.gitHubEndpoint.absoluteString, "--cache-dir", cache.path,
                                       "--log", logFile.path])
            if let lock {
                // The image opens at launch, before the page is asked for; the lock comes
                // once the server holds the page back, so the page commits only after it.
                try await app.waitFor(text: "Rick and Morty")
                try await awaitHeldPage(on: server)
                try lock.take()
                // Taken before the page committed, or the cycle proves nothing of a locked
                // file (on a loaded machine the page can win the race): it counts as unlocked.
                let rows = try await app.screen()
                if rows.contains(where: { $0.contains("refreshing") }) || !rows.contains(where: { $0.contains("Rick Sanchez") }) {
                    heldByLock.insert(cycle)
                }
                // The page the server held back committed: its write now waits for the file.
                try await app.waitFor("the refreshed page") { rows in
                    rows.contains { $0.contains("Rick Sanchez") } && !rows.contains { $0.contains("refreshing") }
                }
            } else {
                // Half the quits come with the first fetches in flight, half once the list shows.
                try await app.waitFor(text: cycle.isMultiple(of: 2) ? "Rick and Morty" : "Rick Sanchez")
            }
            try await app.send(cycle.isMultiple(of: 3) ? "C-c" : "q")
            try await app.waitFor(text: "exited")
            lock?.release()
        }
        let log = try String(contentsOf: logFile, encoding: .utf8)
        let seen = quits(in: log)
        #expect(seen.count == cycles)
        // A loaded machine may let a page win the race now and then, never for most of them:
        // the cycles a lock held back are what prove the locked quits.
        let lockedCycles = (0..<cycles).filter(locked).count
        try #require(heldByLock.count * 2 >= lockedCycles,
                     "the lock held back the page of \(heldByLock.count) of \(lockedCycles) locked cycles; at least half must wait")
        for (cycle, lines) in seen.enumerated() {
            // Each image's close: one attempt at most, written or waiting once; no open.
            for api in ["rickandmorty", "github"] {
                let attempts = lines.filter {
                    $0.contains(" \(api) image wrote ") || ($0.contains(" \(api) image ") && $0.hasSuffix(" waiting for the file"))
                }.count
                #expect(attempts <= 1, "quit \(cycle): \(api) tried \(attempts) times: \(lines)")
            }
            #expect(!lines.contains { $0.contains("image opened") }, "quit \(cycle): \(lines)")
            // What a locked file could not take is dropped at the close, and said; nothing else is.
            if !locked(cycle) || heldByLock.contains(cycle) {
                #expect(lines.contains { $0.contains(" rickandmorty image dropped") } == locked(cycle), "quit \(cycle): \(lines)")
            }
            #expect(!lines.contains { $0.contains(" github image dropped") }, "quit \(cycle): \(lines)")
        }
    }

    /// The terminal resized while a quit finishes its writes: the terminal was already
    /// given back, so the resize is not read from it (reading keys from the ended screen
    /// crashed the app with SIGSEGV, found by the explorer), and the app ends with 0.
    @Test(.sampleServer) func aResizeWhileQuittingEndsTheAppCleanly() async throws {
        for cycle in 0..<5 {
            let cache = GitHubApp.temporaryCache()
            defer { try? FileManager.default.removeItem(at: cache) }
            let app = try GitHubApp.launch(cache: cache, width: 100, height: 30)
            try await app.waitFor("a row selected") { $0.contains { $0.hasPrefix("›") } }
            try await app.send("q")
            for size in [(90, 28), (80, 24), (100, 30)] {
                try await app.resize(width: size.0, height: size.1)
            }
            let ended = try await app.waitFor(text: "exited")
            #expect(ended.contains { $0.contains("exited 0") }, "cycle \(cycle): \(ended.joined(separator: "\n"))")
        }
    }
}

/// Another process holding an image's file, as a second app or `fetch` in a long
/// transaction would: Python's sqlite3 holds an exclusive lock from `take()` until told
/// to let go. Python starts and connects when it is made, so that `take()` costs no more
/// than the lock on a loaded machine.
private final class ImageLock {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(in directory: URL, prefix: String) throws {
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .first { $0.hasPrefix(prefix) && $0.hasSuffix(".sqlite") })
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
            print("ready", flush=True)
            sys.stdin.readline()
            db.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            sys.stdin.readline()
            db.execute("COMMIT")
            """, directory.appendingPathComponent(name).path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try #require(String(decoding: output.fileHandleForReading.readData(ofLength: 6), as: UTF8.self) == "ready\n")
    }

    func take() throws {
        input.fileHandleForWriting.write(Data("lock\n".utf8))
        try #require(String(decoding: output.fileHandleForReading.readData(ofLength: 7), as: UTF8.self) == "locked\n")
    }

    /// Lets go, told in a line rather than by the pipe's end: a tmux server started
    /// meanwhile may hold a copy of the pipe.
    func release() {
        input.fileHandleForWriting.write(Data("release\n".utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

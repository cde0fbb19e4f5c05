import Foundation
import SampleServerSupport
import TerminalTesting

/// One run of steps against the built app on a sample server and a cache of its own,
/// checked after every step: the app still runs (a trap, a broken store invariant among
/// them, ends it in a debug build), a quit or a kill leaves whole image files, and a
/// relaunch over the held network draws the screen the quit left, rows included, and
/// holds no value the server did not send. At the end, once the network behaves, each
/// tab's store holds no optimistic layer and no value the server did not send.
final class ExplorerSession {
    /// What the steps did, by kind, for the run's figures.
    struct Tally: Sendable {
        var keys = 0
        var faults: [String: Int] = [:]
        var quits = 0
        var kills = 0
        var resizes = 0

        mutating func add(_ other: Tally) {
            keys += other.keys
            faults.merge(other.faults, uniquingKeysWith: +)
            quits += other.quits
            kills += other.kills
            resizes += other.resizes
        }
    }

    /// Runs `steps` from a fresh server and cache; the first finding, or nil.
    static func run(_ steps: [ExplorerStep], tally: inout Tally) async throws -> ExplorerFinding? {
        let server = try await SampleServer.start()
        let cache = GitHubApp.temporaryCache()
        defer {
            server.stop()
            try? FileManager.default.removeItem(at: cache)
        }
        let session = try await ExplorerSession(server: server, cache: cache)
        defer {
            session.app.kill()
            tally.add(session.tally)
        }
        for (index, step) in steps.enumerated() {
            if let finding = try await session.perform(step, at: index) { return finding }
        }
        if let finding = try await session.settledStoreFinding(at: steps.count - 1) { return finding }
        return try await session.quitAndRelaunch(at: steps.count - 1, relaunching: false)
    }

    private let server: SampleServer
    private let cache: URL
    /// `BATON_EXPLORE_TRACE`: a file every step's screen is appended to, for reading how
    /// a finding came about.
    private let trace = ProcessInfo.processInfo.environment["BATON_EXPLORE_TRACE"].map(URL.init(fileURLWithPath:))
    private var app: TmuxSession
    private var size = (width: 130, height: 40)
    private var tally = Tally()
    /// Whether a list was narrowed by typed text since the launch: a dashboard's edited
    /// query lasts for one launch, so the relaunch's rows are not the quit's.
    private var narrowed = false
    /// Whether `q` was pressed since the launch: on a tab's first screen it quits, and
    /// the app may end a few steps later, once its work is saved.
    private var pressedQuit = false

    private init(server: SampleServer, cache: URL) async throws {
        self.server = server
        self.cache = cache
        app = try Self.launch(server: server, cache: cache, size: size)
        try await app.waitFor("the first frame") { Self.isDrawn($0) }
    }

    /// Where the app's standard error goes: a trap's message is written there while the
    /// screen is the app's, which hides it.
    private static func standardError(in cache: URL) -> URL {
        cache.appendingPathComponent("standard-error.txt")
    }

    private static func launch(server: SampleServer, cache: URL, size: (width: Int, height: Int)) throws -> TmuxSession {
        // `o` and the composer's Ctrl-E hand off to these: nothing opens, and the app comes back.
        try GitHubApp.launch(cache: cache, width: size.width, height: size.height,
                             environment: ["BROWSER=true", "EDITOR=true", "VISUAL=true"], server: server,
                             dashboard: true, standardError: standardError(in: cache))
    }

    private func perform(_ step: ExplorerStep, at index: Int) async throws -> ExplorerFinding? {
        switch step {
        case .key(let name):
            tally.keys += 1
            if name == "/" { narrowed = true }
            if name == "q" { pressedQuit = true }
            try await app.send(name)
        case .pause(let milliseconds):
            try await Task.sleep(for: .milliseconds(milliseconds))
        case .fault(let fault, let endpoint, let times):
            tally.faults[fault, default: 0] += 1
            try await server.armFault(fault, matching: nil, on: endpoint, times: times)
        case .clearFaults:
            try await server.clearFaults()
        case .resize(let width, let height):
            tally.resizes += 1
            size = (width, height)
            try await app.resize(width: width, height: height)
        case .quit:
            tally.quits += 1
            return try await quitAndRelaunch(at: index, relaunching: true)
        case .kill:
            tally.kills += 1
            return try await killAndRelaunch(at: index)
        }
        let screen = try await paneScreen()
        record("after step \(index + 1), \(step)", screen)
        guard let status = Self.exitStatus(screen) else { return nil }
        return try await ended(with: status, at: index, screen: screen)
    }

    /// Appends a screen to the trace, when one is asked for.
    private func record(_ title: String, _ screen: [String]) {
        guard let trace else { return }
        let text = "-- \(title)\n" + screen.joined(separator: "\n") + "\n"
        guard let handle = try? FileHandle(forWritingTo: trace) else {
            try? text.write(to: trace, atomically: false, encoding: .utf8)
            return
        }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data(text.utf8))
    }

    /// The app ended between steps: after `q`, a quit like Ctrl-C's, checked the same
    /// way; otherwise a finding.
    private func ended(with status: Int, at index: Int, screen: [String]) async throws -> ExplorerFinding? {
        if status == 0, pressedQuit { return try await relaunchAfterExit(at: index, shown: nil, rowsKept: false) }
        return ExplorerFinding(kind: .ended(status: status), step: index, detail: "the app ended with status \(status)",
                               screen: try await endedScreen(screen))
    }

    /// Ctrl-C: the app ends at once, as SIGINT's default would (status 130), its images whole, and (when
    /// `relaunching`) a relaunch draws the screen it left.
    private func quitAndRelaunch(at index: Int, relaunching: Bool) async throws -> ExplorerFinding? {
        // An answer landing between the screen's read and the quit would move the app past
        // that screen (seed 6140: a refresh's rows, read as a relaunch drawing others).
        try await server.holdAnswers()
        let shown = try await settledScreen()
        record("the screen a quit at step \(index + 1) leaves", shown)
        if let status = Self.exitStatus(shown) {
            try await server.releaseAnswers()
            return try await ended(with: status, at: index, screen: shown)
        }
        let acting = try await actsAtQuit(shown)
        try await app.send("C-c")
        let ended = try await waitForEnd()
        try await server.releaseAnswers()
        guard Self.exitStatus(ended) != nil else {
            return ExplorerFinding(kind: .stayedAfterQuit, step: index, detail: "Ctrl-C did not end the app", screen: ended)
        }
        // A `q` on a tab's first screen gave the terminal back and ends the app once its
        // images are written: a Ctrl-C meanwhile finds that quit ending it, with status 0.
        if let status = Self.exitStatus(ended), status != Self.interrupted, status != 0 || !pressedQuit {
            return ExplorerFinding(kind: .ended(status: status), step: index, detail: "Ctrl-C ended the app with status \(status)",
                                   screen: try await endedScreen(ended))
        }
        guard relaunching else { return try imageFinding(at: index, screen: ended) }
        return try await relaunchAfterExit(at: index, shown: shown, rowsKept: !acting)
    }

    /// Whether an action was in flight when the quit left `shown`: its optimistic values
    /// showed, and they never reach the image, so the relaunch draws the rows without them
    /// (seed 4141: "mark all read" with its request delayed, then a quit, and the rows came
    /// back unread). The debug pane counts the shown tab's layers; where it is not open
    /// already it is opened and closed again. Only a screen whose rows are judged is asked.
    private func actsAtQuit(_ shown: [String]) async throws -> Bool {
        guard showsWholeScreens, ExplorerShownScreen(shown)?.selected != nil else { return false }
        if let layers = Self.optimisticLayers(shown) { return layers > 0 }
        try await app.send("F12")
        let opened = try? await app.waitFor("the debug pane", timeout: .seconds(10)) { screen in
            Self.optimisticLayers(screen) != nil
        }
        guard let opened else { return false }
        try await app.send("F12")
        _ = try? await app.waitFor("the debug pane closed", timeout: .seconds(10)) { screen in
            !screen.contains { $0.contains("Store inspector · ") }
        }
        return Self.optimisticLayers(opened).map { $0 > 0 } ?? false
    }

    /// SIGKILL: no chance to finish a write; the images are whole all the same.
    private func killAndRelaunch(at index: Int) async throws -> ExplorerFinding? {
        for process in try app.childProcesses() { Foundation.kill(process, SIGKILL) }
        let ended = try await waitForEnd()
        if let finding = try imageFinding(at: index, screen: ended) { return finding }
        return try await relaunch(at: index, shown: nil, rowsKept: false)
    }

    /// The screen once the keys sent have been handled and drawn: what a relaunch must
    /// draw again is the last frame, not one the app had not yet followed with the keys'
    /// own. Settled means the same screen, and the app's processor time unchanged but for
    /// a tick (a clock's redraw), over 150 ms: a slower build (a sanitizer's) can spend
    /// longer than that on one key, with the frame before it on the screen throughout.
    /// The frame must also fill the terminal's size now: under load the last resize can
    /// reach the app later than that (seeds 1039, 1177: a frame of 30x8 in a 60x15 pane).
    /// At most 6 s.
    private func settledScreen() async throws -> [String] {
        var screen = try await paneScreen()
        var ticks = try activity()
        for _ in 0..<40 {
            try await Task.sleep(for: .milliseconds(150))
            let next = try await paneScreen()
            let nextTicks = try activity()
            defer { (screen, ticks) = (next, nextTicks) }
            let idle = ticks.flatMap { before in nextTicks.map { $0.ticks - before.ticks <= 1 && $0.sleeping } } ?? true
            if idle, fillsTheTerminal(next), ExplorerShownScreen(next) == ExplorerShownScreen(screen) { return next }
        }
        return screen
    }

    /// Whether the frame is drawn at the terminal's size: the status line on its last
    /// row, or the notice of a terminal too small; or the app has ended.
    private func fillsTheTerminal(_ screen: [String]) -> Bool {
        guard screen.count >= size.height else { return false }
        return !screen[size.height - 1].trimmingCharacters(in: .whitespaces).isEmpty
            || Self.showsTooSmall(screen) || Self.exitStatus(screen) != nil
    }

    /// The pane's text. Once a `q` has ended the app, the terminal is the shell's again,
    /// its flow control with it: a Ctrl-S among the keys sent since stops the terminal's
    /// output, the shell's `exited` line with it (seed 2052), so a Ctrl-Q starts it again
    /// first.
    private func paneScreen() async throws -> [String] {
        if pressedQuit, try app.childProcesses().isEmpty { try await app.send("C-q") }
        return try await app.unwrappedScreen()
    }

    /// The app's processor time so far, in clock ticks, and whether it and the terminal
    /// are waiting for something to happen rather than for a processor, with no key sent
    /// left unread in the terminal. On a machine the lanes keep busy a starved program
    /// spends no time either: the app, with keys not yet drawn, or tmux, with frames the
    /// app wrote not yet read into the pane (seed 2013: a quit's screen several keys
    /// behind the app; seed 7756: two keys behind, with both seen idle). Nil when the app
    /// is not running.
    private func activity() throws -> (ticks: Int, sleeping: Bool)? {
        guard let process = try app.childProcesses().first,
              let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
              let name = stat.lastIndex(of: ")")
        else { return nil }
        // After the name, the state is the first field; user and system time the 12th and 13th.
        let fields = stat[stat.index(after: name)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        let terminal = try app.format("#{pid}")
        let unread = try app.unreadInput() ?? 0
        return (user + system, !Self.isRunnable(process) && !(pid_t(terminal).map(Self.isRunnable) ?? false) && unread == 0)
    }

    /// Whether a thread of the process is running or waits for a processor. The process's
    /// own state is its first thread's, which in the app waits in `dispatchMain`
    /// throughout while the main queue runs on another: each thread's state is read.
    private static func isRunnable(_ process: pid_t) -> Bool {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/task")) ?? []
        return threads.contains { thread in
            guard let stat = try? String(contentsOfFile: "/proc/\(process)/task/\(thread)/stat", encoding: .utf8),
                  let name = stat.lastIndex(of: ")") else { return false }
            return stat[stat.index(after: name)...].split(separator: " ").first == "R"
        }
    }

    /// What an app that ended left in its pane, the rows scrolled off above included (a
    /// trap's backtrace begins far above the screen's last rows), and its standard error.
    private func endedScreen(_ screen: [String]) async throws -> [String] {
        let history = try await app.history(lines: 1_000)
        let written = (try? String(contentsOf: Self.standardError(in: cache), encoding: .utf8)) ?? ""
        let errors = written.isEmpty ? [] : ["-- the app's standard error:"] + written.components(separatedBy: "\n")
        return (history.contains { !$0.isEmpty } ? history : screen) + errors
    }

    /// The screen once the pane's shell says the app ended, or after `limit` without.
    private func waitForEnd(within limit: Duration = .seconds(20)) async throws -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        var screen = try await paneScreen()
        while Self.exitStatus(screen) == nil, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
            screen = try await paneScreen()
        }
        return screen
    }

    private func relaunchAfterExit(at index: Int, shown: [String]?, rowsKept: Bool) async throws -> ExplorerFinding? {
        let ended = try await paneScreen()
        if let finding = try imageFinding(at: index, screen: ended) { return finding }
        return try await relaunch(at: index, shown: shown, rowsKept: rowsKept)
    }

    private func imageFinding(at index: Int, screen: [String]) throws -> ExplorerFinding? {
        let problems = try ExplorerImageCheck.problems(in: cache)
        guard !problems.isEmpty else { return nil }
        return ExplorerFinding(kind: .imageDamaged, step: index, detail: problems.joined(separator: "; "), screen: screen)
    }

    /// Launches again over the same cache with every request held for a while, so the
    /// first frames come from the image alone; `shown`, the screen the quit left, is
    /// what they must draw: its heading, and a selected row where it had one and its rows
    /// were kept (`rowsKept`: no action was in flight at the quit; false where the quit's
    /// screen was not read).
    private func relaunch(at index: Int, shown: [String]?, rowsKept: Bool) async throws -> ExplorerFinding? {
        app.kill()
        let record = (try? String(contentsOf: cache.appendingPathComponent("shown-screens.json"), encoding: .utf8)) ?? "none"
        self.record("the shown screens' file after step \(index + 1)", record.split(separator: "\n").map(String.init))
        let rowsKept = rowsKept && !narrowed
        narrowed = false
        pressedQuit = false
        try await server.clearFaults()
        try await server.armFault("delay=3s", matching: nil, on: nil, times: 1_000)
        app = try Self.launch(server: server, cache: cache, size: size)
        var finding = try await firstFrames(at: index, drawing: shown, rowsKept: rowsKept)
        if finding == nil { finding = try await relaunchedValuesFinding(at: index) }
        try await server.clearFaults()
        return finding
    }

    /// Whether the terminal is large enough for the screens and the debug pane beside them
    /// that a relaunch is judged by.
    private var showsWholeScreens: Bool { size.width >= 60 && size.height >= 12 }

    /// What the relaunch drew from the image, before any answer, is judged as the end's
    /// stores are: after every quit and kill, not only once a run is over. No mutation is
    /// in flight yet, so every value the store holds must be one the server sent. The
    /// debug pane is opened to export the shown tab's store, and closed again.
    private func relaunchedValuesFinding(at index: Int) async throws -> ExplorerFinding? {
        guard showsWholeScreens else { return nil }
        try await app.send("F12")
        let opened: [String]
        do {
            opened = try await app.waitFor("the debug pane", timeout: .seconds(10)) { screen in
                screen.contains { $0.contains("Store inspector · ") } && Self.optimisticLayers(screen) != nil
            }
        } catch let timeout as ScreenTimeout {
            return ExplorerFinding(kind: .keyIgnored, step: index, detail: "F12 did not open the debug pane after a relaunch",
                                   screen: timeout.screen)
        }
        let apis = ["github", "rickandmorty"]
        let api = apis.first { api in opened.contains { $0.contains("Store inspector · \(api)") } }
        var finding: ExplorerFinding?
        if let api, Self.optimisticLayers(opened) == 0 {
            record("the relaunch's \(api) store, judged after step \(index + 1)", opened)
            finding = try await unsentValuesFinding(on: api, at: index)
        } else if Self.optimisticLayers(opened) != 0 {
            finding = ExplorerFinding(kind: .optimisticLayerLeft, step: index,
                                      detail: "a relaunch began with an optimistic layer", screen: opened)
        }
        try await app.send("F12")
        _ = try? await app.waitFor("the debug pane closed", timeout: .seconds(10)) { screen in
            !screen.contains { $0.contains("Store inspector · ") }
        }
        return finding
    }

    private func firstFrames(at index: Int, drawing shown: [String]?, rowsKept: Bool) async throws -> ExplorerFinding? {
        guard let shown, let expected = ExplorerShownScreen(shown), showsWholeScreens else {
            record("the relaunch's first frame after step \(index + 1)", try await app.waitFor("the first frame") { Self.isDrawn($0) })
            return nil
        }
        // The app is launched on the GitHub tab (`--api github`); the other tab keeps its
        // screens too, shown by its key. A heading cut to its end no longer names its tab;
        // the Rick and Morty tab's status line names its endpoint.
        let rickAndMorty = expected.heading.hasPrefix("Rick and Morty")
            || expected.heading.hasPrefix("…") && shown.last(where: { !$0.isEmpty })?.contains("/rickandmorty/") == true
        if rickAndMorty {
            try await app.waitFor("the first frame") { Self.isDrawn($0) }
            try await app.send("1")
        }
        do {
            record("the relaunch after step \(index + 1)", try await app.waitFor("the screen the quit left", timeout: .seconds(20)) { screen in
                ExplorerShownScreen(screen).map { expected.isDrawnAgain(by: $0, rowsKept: rowsKept) } ?? false
            })
        } catch let timeout as ScreenTimeout {
            return ExplorerFinding(kind: .relaunchDiffers, step: index,
                                   detail: "the relaunch drew another screen than the quit left:\n" + shown.joined(separator: "\n"),
                                   screen: timeout.screen)
        }
        return nil
    }

    /// Once the network behaves and every request has had its answer, no optimistic
    /// layer is left on either tab: each went with its mutation, applied or rolled back.
    /// The debug pane counts them. Then each store holds only values the server sent.
    func settledStoreFinding(at index: Int) async throws -> ExplorerFinding? {
        try await server.clearFaults()
        // A `q` among the last keys may be quitting the app: the checks are made on the
        // relaunch over its images.
        if pressedQuit, let status = Self.exitStatus(try await waitForEnd(within: .seconds(3))) {
            if status != 0 { return try await ended(with: status, at: index, screen: try await paneScreen()) }
            if let finding = try await relaunchAfterExit(at: index, shown: nil, rowsKept: false) { return finding }
        }
        size = (130, 40)
        try await app.resize(width: size.width, height: size.height)
        for (key, api) in [("2", "github"), ("1", "rickandmorty")] {
            // Whatever is open (a filter, the composer, a question, a picker) closes first,
            // so that the tab's key reaches the shell; a picker with a filter typed takes
            // more than one Escape (seed 6144: the digit went to its filter as text).
            var screen: [String] = []
            for _ in 0..<4 {
                try await app.send("Escape")
                _ = try await settledScreen()
                try await app.send(key)
                // Whether the pane shows is read from a frame drawn after the keys and at the
                // new size: one from before (a tiny terminal's notice) would have F12 close it.
                _ = try? await app.waitFor("a frame at \(size.width)x\(size.height)", timeout: .seconds(10)) { screen in
                    Self.exitStatus(screen) != nil || Self.isDrawn(screen) && !Self.showsTooSmall(screen)
                }
                screen = try await settledScreen()
                record("the settling's frame after Escape and \(key)", screen)
                if Self.exitStatus(screen) != nil || Self.showsTab(of: api, screen) { break }
            }
            if let status = Self.exitStatus(screen) { return try await ended(with: status, at: index, screen: screen) }
            // The pane is the shell's, over whichever tab shows: opened once, it stays. A
            // question left on the tab takes the first F12 as its cancel (seed 7771).
            for _ in 0..<2 where !screen.contains(where: { $0.contains("Store inspector") }) {
                try await app.send("F12")
                screen = try await settledScreen()
                record("the settling's frame after F12", screen)
            }
            do {
                // The longest fault the plan arms holds a request 6 s.
                try await app.waitFor("no optimistic layer on \(api)", timeout: .seconds(20)) { screen in
                    screen.contains { $0.contains("Store inspector · \(api)") } && Self.optimisticLayers(screen) == 0
                }
            } catch let timeout as ScreenTimeout {
                return ExplorerFinding(kind: .optimisticLayerLeft, step: index,
                                       detail: "an optimistic layer outlived its mutation (\(api))", screen: timeout.screen)
            }
            if let finding = try await unsentValuesFinding(on: api, at: index) { return finding }
        }
        return nil
    }

    /// Every value the store holds for a record the server sent is one the server sent
    /// for that record, at some time: none made up, taken from another record, or left
    /// by a layer rolled back. The debug pane exports the store; the sample server, which
    /// noted every value it sent, judges the export.
    private func unsentValuesFinding(on api: String, at index: Int) async throws -> ExplorerFinding? {
        guard let endpoint = SampleServer.GraphQLEndpoint(rawValue: api) else { return nil }
        let exports = cache.appendingPathComponent("exports")
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: exports.path)) ?? [])
        let givesKeys = try await app.screen().contains { $0.contains("Tab: keys here") }
        if givesKeys {
            try await app.send("Tab")
            // `e` typed before the pane holds the keys would go to the screen (seed 8303:
            // no export, and no frame to say why).
            do {
                try await app.waitFor("the debug pane holding the keys", timeout: .seconds(10)) { screen in
                    screen.contains { $0.contains("Store inspector · \(api) · keys here") }
                }
            } catch let timeout as ScreenTimeout {
                return ExplorerFinding(kind: .keyIgnored, step: index, detail: "Tab did not give the debug pane the keys (\(api))",
                                       screen: timeout.screen)
            }
        }
        try await app.send("e")
        var exported: URL?
        for _ in 0..<200 where exported == nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: exports.path)) ?? []
            // The pane writes beside the file and renames: a name still ending in `.tmp` is not whole.
            exported = names.first { !before.contains($0) && $0.hasPrefix(api + "-store-") && $0.hasSuffix(".json") }
                .map(exports.appendingPathComponent)
            if exported == nil { try await Task.sleep(for: .milliseconds(100)) }
        }
        let screen = try await app.screen()
        record("the \(api) store's export, after step \(index + 1)", screen)
        if givesKeys { try await app.send("Tab") }
        guard let exported else {
            return ExplorerFinding(kind: .keyIgnored, step: index, detail: "`e` on the debug pane exported no store (\(api))",
                                   screen: screen)
        }
        let unsent = try await server.unsentValues(in: try Data(contentsOf: exported), on: endpoint)
        guard !unsent.isEmpty else { return nil }
        return ExplorerFinding(kind: .valueNotSent, step: index,
                               detail: "\(api)'s store holds values the server never sent for their records: "
                                   + unsent.prefix(10).map(\.description).joined(separator: "; "),
                               screen: try await app.screen())
    }

    // MARK: Reading the screen

    /// How many optimistic layers the debug pane's summary counts, when it shows.
    static func optimisticLayers(_ screen: [String]) -> Int? {
        for row in screen {
            guard let range = row.range(of: #"[0-9,]+ optimistic layer"#, options: .regularExpression) else { continue }
            return Int(row[range].prefix { $0 != " " }.filter(\.isNumber))
        }
        return nil
    }

    /// Whether the screen is the tab of `api`'s: its heading names the tab, or, cut to its
    /// end, the status line names the Rick and Morty tab's endpoint or not.
    static func showsTab(of api: String, _ screen: [String]) -> Bool {
        guard screen.count > 1 else { return false }
        let heading = screen[1].trimmingCharacters(in: .whitespaces)
        let rickAndMorty = api == "rickandmorty"
        if heading.hasPrefix("…") {
            return (screen.last(where: { !$0.isEmpty })?.contains("/rickandmorty/") == true) == rickAndMorty
        }
        return heading.hasPrefix(rickAndMorty ? "Rick and Morty" : "GitHub")
    }

    /// Two headings of one stack: a heading too long for its width keeps its end after
    /// "…", so a narrower one (the debug pane beside it) names the end of the other.
    static func sameStack(_ one: String, _ other: String) -> Bool {
        let ends = [one, other].map { $0.hasPrefix("…") ? String($0.dropFirst()) : $0 }
        return one == other || one.hasPrefix("…") && other.hasSuffix(ends[0]) || other.hasPrefix("…") && one.hasSuffix(ends[1])
    }

    /// The status a shell reports for a program SIGINT ended.
    static let interrupted = 128 + Int(SIGINT)

    /// The status the pane's shell reported when the app ended (`exited N`, after any
    /// keys the terminal echoed once the app was gone), if it did.
    static func exitStatus(_ screen: [String]) -> Int? {
        for row in screen.reversed() {
            guard let range = row.range(of: #"exited [0-9]+\s*$"#, options: .regularExpression) else { continue }
            return Int(row[range].dropFirst("exited ".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// A frame is drawn once the tab bar names both tabs, or, on a terminal smaller than
    /// the app needs, once the notice saying so shows (centred, cut to the width).
    static func isDrawn(_ screen: [String]) -> Bool {
        guard let first = screen.first else { return false }
        return first.contains("Rick and Morty") && first.contains("GitHub") || showsTooSmall(screen)
    }

    static func showsTooSmall(_ screen: [String]) -> Bool {
        screen.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Terminal to") }
    }
}

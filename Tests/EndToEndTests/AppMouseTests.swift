import Foundation
import SampleServerSupport
import Testing

/// The mouse in the built binary, through the SGR reports a terminal sends: a click on a
/// tab's title, a click on a row, the wheel, and a double click that opens the row; and
/// keys that look like the start of a report.
@Suite(.sampleServer)
struct AppMouseTests {
    /// A press and its release at a cell, one-based as the terminal counts.
    private func click(column: Int, row: Int) -> String {
        "\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m"
    }

    private func selectedRow(_ screen: [String]) -> String? {
        screen.first { $0.hasPrefix("›") }
    }

    @Test func clicksPickTheTabAndTheRowTheWheelMovesAndADoubleClickOpens() async throws {
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try GitHubApp.launch(cache: cache)
        try await app.waitFor(text: "mona/maze-ingest")

        // The first tab's title is at the top left.
        try await app.sendLiteral(click(column: 3, row: 1))
        try await app.waitFor(text: "Rick and Morty › Characters")
        try await app.sendLiteral(click(column: 22, row: 1))
        try await app.waitFor(text: "GitHub › Your repositories")

        // Rows start on the seventh line: the tabs, the trail, the section bar and a gap,
        // the heading and a gap above them.
        try await app.sendLiteral(click(column: 6, row: 9))
        let clicked = try await app.waitFor("the third row selected") { selectedRow($0)?.contains("mona/scheduler-client") == true }
        let third = try #require(clicked.firstIndex { $0.hasPrefix("›") })
        // The wheel moves the selection three rows on, scrolling the rows with it once
        // the next page has filled the terminal.
        let name = try #require(clicked[third + 3].split(separator: " ").first { $0.contains("/") }.map(String.init))
        try await app.sendLiteral("\u{1B}[<65;6;9M")
        let wheeled = try await app.waitFor("the selection three rows down") { selectedRow($0)?.contains(name) == true }
        let row = try #require(wheeled.firstIndex { $0.hasPrefix("›") })

        try await app.sendLiteral(click(column: 6, row: row + 1) + click(column: 6, row: row + 1))
        try await app.waitFor(text: "GitHub › Your repositories › \(name)")
    }

    /// Escape, `[` and `M` typed together begin a mouse report as a terminal sends one,
    /// and a report cut short waited for its last bytes in a read nothing ended: no key,
    /// no frame and no Ctrl-C was handled again. The terminal is read without waiting.
    @Test func aMouseReportCutShortLeavesTheKeysAndCtrlCWorking() async throws {
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try GitHubApp.launch(cache: cache)
        try await app.waitFor(text: "GitHub › Your repositories")
        try await app.sendLiteral("\u{1B}[M")
        // The keys after it come apart from it, as a person's would: not read as the
        // report's last bytes.
        try await Task.sleep(for: .milliseconds(300))
        for (key, heading) in [("1", "Rick and Morty › Characters"), ("2", "GitHub › Your repositories")] {
            try await app.send(key)
            try await app.waitFor(text: heading, timeout: .seconds(10))
        }
        try await app.send("C-c")
        try await app.waitFor(text: "exited 130", timeout: .seconds(10))
    }
}

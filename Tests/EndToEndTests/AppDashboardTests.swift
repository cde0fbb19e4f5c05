import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// The GitHub dashboard in the built binary: the preview beside the first section
/// follows the selection, asking the server once for the row the selection rests on and
/// never for the rows a burst of keys passes over; a relaunch draws the section shown
/// at quit, its selection in place, from the image.
@Suite(.sampleServer)
struct AppDashboardTests {
    /// The number of the selected row ("#16"), and of the conversation the preview shows.
    private func numbers(_ rows: [String]) -> (selected: String?, previewed: String?) {
        let selected = rows.first { $0.hasPrefix("›") }.flatMap { row in
            row.split(separator: " ").first { $0.hasPrefix("#") }.map(String.init)
        }
        let previewed = rows.lazy.compactMap { row -> String? in
            guard let rule = row.range(of: "│#") else { return nil }
            return row[row.index(after: rule.lowerBound)...].split(separator: " ").first.map(String.init)
        }.first
        return (selected, previewed)
    }

    @Test func thePreviewIsAskedForOncePerRestedSelection() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try GitHubApp.launch(cache: cache, width: 160, height: 40, dashboard: true)
        try await app.waitFor(text: "Review requested (12)")
        let first = try await app.waitFor("the first row's preview") { rows in
            let shown = numbers(rows)
            return shown.selected != nil && shown.selected == shown.previewed
        }
        let firstNumber = numbers(first).selected
        try await server.clearRequests()

        // Five rows down in one burst: the rows passed over are never asked for.
        try await app.send("j", "j", "j", "j", "j")
        let moved = try await app.waitFor("the sixth row's preview") { rows in
            let shown = numbers(rows)
            return shown.selected != firstNumber && shown.selected == shown.previewed
        }
        #expect(moved.filter { $0.hasPrefix(" ") && $0.contains(" open ") }.count >= 5)
        let asked = try await server.requestedOperations(on: .gitHub).filter { $0 == "PullRequestScreenQuery" }
        #expect(asked.count == 1, "\(asked)")

        // p closes the preview: the list takes the width, with the columns that fit.
        try await app.send("p")
        try await app.waitFor("the list alone") { rows in rows.contains { $0.contains("Checks") } && !rows.contains { $0.contains("│#") } }
        try await app.send("C-c")
    }

    /// A server of the test's own, stopped after the first launch: the section's
    /// results are the image's, and the failed refresh behind them is said.
    @Test func aRelaunchWithTheServerDownDrawsTheSectionShownAndItsSelection() async throws {
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let server = try await SampleServer.start()
        defer { server.stop() }
        let selected: String
        do {
            let online = try GitHubApp.launch(cache: cache, width: 160, height: 40, server: server, dashboard: true)
            try await online.waitFor(text: "My pull requests (66)")
            try await online.send("Right")
            try await online.waitFor("the second section's rows") { rows in
                rows.contains { $0.contains("author:@me") } && numbers(rows).selected != nil
            }
            try await online.send("j", "j", "j")
            let moved = try await online.waitFor("the fourth row selected") { rows in
                guard let heading = rows.firstIndex(where: { $0.hasPrefix(" Repository") }) else { return false }
                return rows.firstIndex { $0.hasPrefix("›") } == heading + 4
            }
            selected = try #require(moved.first { $0.hasPrefix("›") })
            try await online.send("q")
            try await online.waitFor(text: "exited 0")
        }
        server.stop()

        let offline = try GitHubApp.launch(cache: cache, width: 160, height: 40, server: server, dashboard: true)
        let rows = try await offline.waitFor("the section from the image, and the failure") { rows in
            rows.contains { $0.contains("author:@me") } && rows.contains { $0.contains("network") }
        }
        #expect(rows.first { $0.hasPrefix("›") } == selected)
        #expect(rows.contains { $0.contains("66 pull requests") }, "\(rows)")
        try await offline.send("C-c")
    }
}

import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// The GitHub dashboard in the built binary: the preview beside the first section
/// follows the selection, asking the server once for the row the selection rests on and
/// never for the rows a burst of keys passes over.
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
}

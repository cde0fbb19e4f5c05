import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// The Repository screen over a recorded response: its header, star button and issues,
/// and which views a star renders.
@MainActor
@Suite struct RepositoryScreenTests {
    private func shown(width: Int = 80) async throws -> (ScreenHarness, RepositoryScreen, RenderHost) {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        // The preview closed: these tests read the rows at the whole width.
        screen.preview.toggle()
        let host = harness.show(screen, size: Size(width: width, height: 30))
        try await harness.settle(until: { screen.status == .ready }, "the repository")
        return (harness, screen, host)
    }

    @Test func theHeaderTheStarButtonAndTheOpenIssues() async throws {
        let (harness, screen, _) = try await shown()
        #expect(screen.title == "mona/maze-ingest")
        // How long ago each issue was opened, as the rows say it today.
        let data = harness.environment.handle(for: RepositoryScreenQuery(owner: "mona", name: "maze-ingest")).phase.data
        let ages = (data?.repository?.issueList.issues.nodes ?? []).map { RelativeTime.words(forTimestamp: $0.issueRow.conversationRow.createdAt) }
        #expect(ages.count == 4)
        #expect(Array(harness.lines.prefix(6)) == [
            "mona/maze-ingest",
            "Java · 7 forks · https://github.com/mona/maze-ingest",
            "A tiny maze ingest for Swift on Linux.",
            "☆ Star  115 stars",
            "",
            "Open issues (4) · pull requests (1)",
        ])
        #expect(harness.lines[6].hasPrefix("›#1    open   Unicode names are cut off"))
        #expect(harness.lines[6].hasSuffix("@mona  \(ages[0])  💬 1"))
        #expect(harness.lines[9].hasPrefix(" #6    open   Memory grows while color runs"))
        #expect(harness.lines[9].hasSuffix("@amaraa  \(ages[3])  💬 3"))
    }

    /// A five-digit number widens the list's column of numbers, and every row on screen
    /// draws again with its title in the same column.
    @Test func aWiderNumberMovesEveryTitleToOneColumn() async throws {
        let (harness, _, _) = try await shown()
        #expect(harness.lines[9].hasPrefix(" #6    open   Memory grows while color runs"))
        let payload = #"{"data":{"repository":{"id":"R_MDpSZXBvc2l0b3J5OjExNjM","issue":{"id":"I_MDpJc3N1ZToyNjE1","number":10006}}}}"#
        try harness.environment.commitPayload(IssueScreenQuery(owner: "mona", name: "maze-ingest", number: 6), Payload(json: payload))
        try await harness.settle(until: { harness.contains("#10006") }, "the wider number")
        #expect(harness.lines[6].hasPrefix("›#1     open   Unicode names are cut off"))
        #expect(harness.lines[9].hasPrefix(" #10006 open   Memory grows while color runs"))
    }

    @Test func aStarRendersTheStarButtonAlone() async throws {
        let (harness, screen, host) = try await shown()
        let renders = host.renderCounts().map { (ObjectIdentifier($0.view), $0.count) }
        let payload = #"{"data":{"repository":{"id":"R_MDpSZXBvc2l0b3J5OjExNjM","viewerHasStarred":true,"stargazerCount":116}}}"#
        try harness.environment.commitPayload(RepositoryScreenQuery(owner: "mona", name: "maze-ingest"), Payload(json: payload))
        try await harness.settle(until: { harness.contains("★ Starred  116 stars") }, "the star")

        let changed = host.renderCounts().filter { view, count in
            renders.first { $0.0 == ObjectIdentifier(view) }?.1 != count
        }
        #expect(changed.count == 1)
        #expect(changed.first?.view is StarView)
        #expect(screen.status == .ready)
    }

    @Test func enterOpensTheSelectedIssue() async throws {
        let (harness, screen, _) = try await shown()
        #expect(screen.handle(.character("G")))
        #expect(screen.handle(.enter))
        let issue = try #require(harness.navigator.opened.last as? IssueScreen)
        #expect(issue.title == "mona/maze-ingest#6")
        issue.close()
        screen.close()
    }

    @Test func eachRowShowsItsLabelsInTheirColorsItsAssigneesAndItsComments() async throws {
        let (harness, screen, host) = try await shown(width: 120)
        // Issue #1: labelled documentation, duplicate and wontfix; assigned to two people.
        let row = try #require(harness.row(containing: "#1 "))
        let line = harness.lines[row]
        #expect(line.contains("Unicode names are cut off [documentation] [duplicate] [wontfix]"))
        #expect(line.contains("→ @rnovak @tcosta  @mona"))
        // A row not selected draws each label in the terminal color nearest GitHub's:
        // "help wanted" is 008672, the palette's 29.
        let other = try #require(harness.row(containing: "#6 "))
        let otherLine = harness.lines[other]
        let column = try #require(otherLine.range(of: "[help wanted]")).lowerBound.utf16Offset(in: otherLine)
        #expect(host.canvas[column + 1, other].style.foreground == .indexed(29))
        #expect(nearestColor("008672") == .indexed(29))
        #expect(nearestColor("#008672") == .indexed(29))
        #expect(nearestColor("00867") == nil)
        screen.close()
    }

    @Test func tShowsThePullRequestsAndEnterOpensOne() async throws {
        let (harness, screen, _) = try await shown(width: 120)
        #expect(screen.handle(.character("t")))
        try await harness.settle(until: { harness.contains("Open pull requests (1) · issues (4)") }, "the pull requests")
        let row = try #require(harness.row(containing: "#7 "))
        #expect(harness.lines[row].contains("Add a --diff flag [documentation] [help wanted] [invalid]"))
        #expect(screen.handle(.enter))
        let opened = try #require(harness.navigator.opened.last as? PullRequestScreen)
        #expect(opened.title == "mona/maze-ingest#7")
        #expect(screen.descriptor?.arguments["pullRequests"] == .bool(true))
        opened.close()
        #expect(screen.handle(.character("t")))
        try await harness.settle(until: { harness.contains("Open issues (4) · pull requests (1)") }, "the issues again")
        screen.close()
    }

    @Test func capitalSShowsTheClosedOnesWithOneRequestEachWay() async throws {
        let transport = RecordedTransport(try ScreenHarness.recordings())
        let harness = ScreenHarness(transport: transport)
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, owner: "mona", name: "maze-ingest")
        _ = harness.show(screen)
        try await harness.settle(until: { harness.contains("Open issues (4) · pull requests (1)") }, "the open ones")
        #expect(screen.handle(.character("S")))
        try await harness.settle(until: { harness.contains("Closed issues (2) · pull requests (1)") }, "the closed ones")
        #expect(screen.handle(.character("t")))
        try await harness.settle(until: { harness.contains("Closed pull requests (1) · issues (2)") }, "the closed pull requests")
        #expect(harness.lines.contains { $0.contains("#8 ") })
        #expect(screen.descriptor?.arguments["closed"] == .bool(true))
        // Back to the open ones: the store still holds them, so nothing more is asked.
        #expect(screen.handle(.character("S")))
        try await harness.settle(until: { harness.contains("Open pull requests (1) · issues (4)") }, "the open ones again")
        #expect(transport.requests.filter { $0.operationName == "RepositoryScreenQuery" }.count == 2)
        #expect(screen.helpLines.contains { $0.contains("switch between open and closed issues and pull requests") })
        screen.close()
    }

    @Test func aRepositoryGitHubDoesNotHaveSaysSo() async throws {
        let harness = ScreenHarness(transport: RecordedTransport(answering: { _ in
            Payload(json: #"{"data":{"repository":null}}"#)
        }))
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, owner: "nobody", name: "nothing")
        _ = harness.show(screen)
        try await harness.settle(until: { screen.status == .ready }, "the answer")
        #expect(harness.lines.first == "GitHub has no repository nobody/nothing, or the token cannot see it.")
    }
}

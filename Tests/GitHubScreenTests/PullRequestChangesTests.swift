import Baton
import BatonScreens
import BatonTUI
import Foundation
import SampleServerSupport
import ScreenTesting
import Testing
@testable import GitHub

/// A pull request's changed files and its diff against the sample server: the diff in
/// the pager in its colors, a file a section, opened at one file; GitHub's refusals and
/// a failure said in words; the files paged; the keys that open both; and the diff
/// handed to the person's diff pager.
@Suite(.sampleServer)
@MainActor
struct PullRequestChangesTests {
    private func harness() throws -> (ScreenHarness, GitHubREST) {
        let endpoint = try SampleServer.required().gitHubEndpoint
        let token = try SampleServer.gitHubToken()
        let harness = ScreenHarness(transport: HTTPTransport(endpoint: endpoint) { ["Authorization": "bearer \(token)"] })
        return (harness, GitHubREST(graphQLEndpoint: endpoint, token: token))
    }

    private func diff(_ rest: GitHubREST, _ owner: String, _ name: String, _ number: Int) async throws -> DiffDocument {
        DiffDocument(try await rest.pullRequestDiff(owner: owner, name: name, number: number))
    }

    @Test func theDiffIsInThePagerInItsColorsEachFileASection() async throws {
        let (harness, rest) = try harness()
        let document = try await diff(rest, "mona", "maze-ingest", 7)
        #expect(document.files.count == 18)
        let screen = PullRequestDiffScreen(environment: harness.environment, navigator: harness.navigator, owner: "mona",
                                           name: "maze-ingest", number: 7, rest: rest)
        _ = harness.show(screen, size: Size(width: 120, height: 30))
        #expect(harness.lines.first == "Loading the diff…")
        try await harness.settle(until: { screen.status == .ready }, "the diff")
        #expect(screen.title == "mona/maze-ingest#7 diff · 18 files")
        #expect(harness.lines[0] == "diff --git a/\(document.files[0].path) b/\(document.files[0].path)")
        let canvas = harness.host.canvas
        #expect(canvas[0, 0].style.bold)
        let hunk = try #require(harness.lines.firstIndex { $0.hasPrefix("@@ ") })
        #expect(canvas[0, hunk].style.foreground == .cyan)
        if let added = harness.lines.firstIndex(where: { $0.hasPrefix("+") && !$0.hasPrefix("+++") }) {
            #expect(canvas[0, added].style.foreground == .green)
        }
        if let removed = harness.lines.firstIndex(where: { $0.hasPrefix("-") && !$0.hasPrefix("---") }) {
            #expect(canvas[0, removed].style.foreground == .red)
        }

        #expect(screen.handle(.character("]")))
        _ = harness.render()
        #expect(harness.lines[0] == "diff --git a/\(document.files[1].path) b/\(document.files[1].path)")
        #expect(harness.host.canvas[0, 0].style.reverse == Style().selected(true).reverse)
        #expect(screen.handle(.character("[")))
        _ = harness.render()
        #expect(harness.lines[0].hasPrefix("diff --git a/\(document.files[0].path)"))
        #expect(screen.descriptor == ScreenDescriptor(
            "pullRequestDiff", ["owner": .string("mona"), "name": .string("maze-ingest"), "number": .int(7)], selection: 0))
        screen.close()
    }

    @Test func aDiffOpensAtTheFileAsked() async throws {
        let (harness, rest) = try harness()
        let document = try await diff(rest, "mona", "maze-ingest", 7)
        let file = document.files[5]
        let screen = PullRequestDiffScreen(environment: harness.environment, navigator: harness.navigator, owner: "mona",
                                           name: "maze-ingest", number: 7, path: file.path, rest: rest)
        _ = harness.show(screen, size: Size(width: 120, height: 30))
        try await harness.settle(until: { screen.status == .ready }, "the diff")
        #expect(harness.lines[0].hasPrefix("diff --git a/") && harness.lines[0].hasSuffix(" b/\(file.path)"))
        #expect(screen.pager.focusedSection == 5)
        #expect(screen.descriptor?.arguments["path"] == .string(file.path))
        screen.close()
    }

    @Test func aDiffTooLargeSaysSoAndTheFilesKeyListsThem() async throws {
        let (harness, rest) = try harness()
        let screen = PullRequestDiffScreen(environment: harness.environment, navigator: harness.navigator, owner: "mona",
                                           name: "audio-dotfiles", number: 18, rest: rest)
        _ = harness.show(screen, size: Size(width: 80, height: 20))
        try await harness.settle(until: { screen.status != .loading }, "GitHub's refusal")
        #expect(screen.status == .ready)
        let words = harness.lines.filter { !$0.isEmpty }.joined(separator: " ")
        #expect(words.hasPrefix("The diff of pull request mona/audio-dotfiles#18 is too large to show: Sorry, the diff exceeded the maximum number of files (300)."))
        #expect(words.hasSuffix("The files list (F) still lists them."))
        #expect(screen.handle(.character("F")))
        let files = try #require(harness.navigator.opened.last as? PullRequestFilesScreen)
        #expect(files.title == "mona/audio-dotfiles#18 files")
        files.close()
        screen.close()
    }

    @Test func noSuchPullRequestSaysSoInItsPlace() async throws {
        let (harness, rest) = try harness()
        let screen = PullRequestDiffScreen(environment: harness.environment, navigator: harness.navigator, owner: "mona",
                                           name: "maze-ingest", number: 9999, rest: rest)
        _ = harness.show(screen, size: Size(width: 100, height: 20))
        try await harness.settle(until: { screen.status != .loading }, "GitHub's answer")
        #expect(harness.lines.first == "GitHub has no pull request mona/maze-ingest#9999, or the token cannot see it.")
        screen.close()
    }

    @Test func aNetworkFailureIsSaidWithRToRetry() async throws {
        let (harness, _) = try harness()
        let unreachable = GitHubREST(graphQLEndpoint: URL(string: "http://127.0.0.1:1/github/graphql")!, token: nil)
        let screen = PullRequestDiffScreen(environment: harness.environment, navigator: harness.navigator, owner: "mona",
                                           name: "maze-ingest", number: 7, rest: unreachable)
        _ = harness.show(screen, size: Size(width: 100, height: 20))
        try await harness.settle(until: { screen.status != .loading }, "the failure")
        guard case .failed(let kind, let message) = screen.status else {
            Issue.record("expected a failure, got \(screen.status)")
            return
        }
        #expect(kind == "network" && message.hasPrefix("GitHub cannot be reached ("))
        #expect(harness.lines[0] == "Could not load the diff (network)")
        #expect(harness.contains("Press r to retry."))
        screen.retry()
        #expect(screen.status == .loading)
        try await harness.settle(until: { screen.status != .loading }, "the failure again")
        screen.close()
    }

    @Test func theFilesArePagedAndEnterOpensTheDiffAtOne() async throws {
        let (harness, rest) = try harness()
        let screen = PullRequestFilesScreen(environment: harness.environment, navigator: harness.navigator, owner: "mona",
                                            name: "audio-dotfiles", number: 18, rest: rest)
        _ = harness.show(screen, size: .onePage)
        try await harness.settle(until: { screen.status == .ready && !screen.files.rows.isEmpty }, "the first page")
        #expect(harness.lines[0] == "340 files changed · +2600 −900 · 20 shown")
        #expect(screen.files.rows.count == 20)
        let first = try #require(screen.files.rows.first)
        let row = try #require(harness.lines.first { $0.contains(first.path) })
        #expect(row.contains("+\(first.additions)") && row.contains("−\(first.deletions)"))
        #expect(row.hasSuffix(ChangedFileRowView.words(first.changeType)))
        let y = try #require(harness.row(containing: first.path))
        let plus = try #require(row.range(of: "+\(first.additions)")).lowerBound.utf16Offset(in: row)
        // The selected row draws in the selection; the next one in the counts' colors.
        let next = try #require(screen.files.rows.dropFirst().first)
        let nextRow = harness.lines[y + 1]
        let nextPlus = try #require(nextRow.range(of: "+\(next.additions)")).lowerBound.utf16Offset(in: nextRow)
        #expect(harness.host.canvas[nextPlus, y + 1].style.foreground == .green)
        #expect(harness.host.canvas[plus, y].style.reverse == Style().selected(true).reverse)

        #expect(screen.handle(.character("]")))
        try await harness.settle(until: { screen.files.rows.count == 40 }, "the second page")
        #expect(harness.lines[0] == "340 files changed · +2600 −900 · 40 shown")
        let selected = try #require(screen.files.selected)
        #expect(screen.handle(.enter))
        let diff = try #require(harness.navigator.opened.last as? PullRequestDiffScreen)
        #expect(diff.path == selected.path && diff.number == 18)
        diff.close()
        #expect(screen.handle(.character("d")))
        let whole = try #require(harness.navigator.opened.last as? PullRequestDiffScreen)
        #expect(whole.path == nil)
        whole.close()
        #expect(screen.descriptor == ScreenDescriptor(
            "pullRequestFiles", ["owner": .string("mona"), "name": .string("audio-dotfiles"), "number": .int(18)], selection: 20,
            firstRow: 1))
        screen.close()
    }

    @Test func thePullRequestsScreenAndASectionsRowOpenItsFilesAndItsDiff() async throws {
        let (harness, _) = try harness()
        let pullRequest = PullRequestScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 7,
                                            navigator: harness.navigator)
        _ = harness.show(pullRequest, size: Size(width: 100, height: 30))
        try await harness.settle(until: { pullRequest.status == .ready }, "the pull request")
        #expect(pullRequest.handle(.character("F")))
        let files = try #require(harness.navigator.opened.last as? PullRequestFilesScreen)
        files.close()
        #expect(files.title == "mona/maze-ingest#7 files")
        #expect(pullRequest.handle(.character("d")))
        let diff = try #require(harness.navigator.opened.last as? PullRequestDiffScreen)
        diff.close()
        #expect(diff.title == "mona/maze-ingest#7 diff")
        #expect(pullRequest.helpLines.contains { $0.hasPrefix("F ") && $0.hasSuffix("the files the pull request changes") })
        #expect(pullRequest.helpLines.contains { $0.hasPrefix("d ") && $0.hasSuffix("the pull request's diff") })
        pullRequest.close()

        let issue = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1, navigator: harness.navigator)
        _ = harness.show(issue, size: Size(width: 100, height: 30))
        try await harness.settle(until: { issue.status == .ready }, "the issue")
        let opened = harness.navigator.opened.count
        #expect(issue.handle(.character("d")))
        #expect(issue.notice == "mona/maze-ingest#1 is an issue: only a pull request has a diff")
        #expect(harness.navigator.opened.count == opened)
        issue.close()

        let section = ConversationSectionScreen(environment: harness.environment, navigator: harness.navigator,
                                                section: GitHubSection.defaults[1])
        _ = harness.show(section, size: .onePage)
        try await harness.settle(until: { section.status == .ready && !section.results.rows.isEmpty }, "mona's pull requests")
        let row = try #require(section.results.selected)
        #expect(section.handle(.character("d")))
        let rowDiff = try #require(harness.navigator.opened.last as? PullRequestDiffScreen)
        rowDiff.close()
        #expect(rowDiff.title == "\(row.nameWithOwner)#\(row.number) diff")
        #expect(section.handle(.character("F")))
        let rowFiles = try #require(harness.navigator.opened.last as? PullRequestFilesScreen)
        rowFiles.close()
        #expect(rowFiles.title == "\(row.nameWithOwner)#\(row.number) files")
        section.close()

        let repository = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, owner: "mona", name: "maze-ingest")
        repository.show(pullRequests: true)
        _ = harness.show(repository, size: .onePage)
        try await harness.settle(until: { repository.status == .ready && !repository.pullRequests.rows.isEmpty }, "the repository's pull requests")
        let listed = try #require(repository.pullRequests.selected?.node)
        #expect(repository.handle(.character("d")))
        let listedDiff = try #require(harness.navigator.opened.last as? PullRequestDiffScreen)
        listedDiff.close()
        #expect(listedDiff.title == "mona/maze-ingest#\(listed.pullRequestRow.number) diff")
        repository.close()
    }

    /// With a diff pager, the diff is its standard input: the whole of it, or the file
    /// chosen's part alone; its failure is said with its exit status.
    @Test func theDiffIsHandedToTheDiffPager() async throws {
        let (harness, rest) = try harness()
        let whole = try await rest.pullRequestDiff(owner: "mona", name: "maze-ingest", number: 7)
        let document = DiffDocument(whole)
        let desktop = RecordingDesktop(running: { _ in .exited(0) })
        let previous = Desktops.current
        Desktops.current = desktop
        defer { Desktops.current = previous }
        let changes = PullRequestChanges(environment: harness.environment, navigator: harness.navigator, rest: rest,
                                         pager: DiffPager(command: "delta --side-by-side"))
        let repository = RepositoryName(owner: "mona", name: "maze-ingest")
        changes.showDiff(of: repository, number: 7)
        #expect(changes.notice == "Fetching the diff of mona/maze-ingest#7…")
        try await harness.settle(until: { desktop.ran.count == 1 }, "the diff pager")
        #expect(desktop.ran.first?.command == "delta --side-by-side")
        #expect(desktop.ran.first?.input == whole)
        #expect(changes.notice == nil)
        #expect(harness.navigator.opened.isEmpty)

        changes.showDiff(of: repository, number: 7, at: document.files[3].path)
        try await harness.settle(until: { desktop.ran.count == 2 }, "the file's part")
        #expect(desktop.ran.last?.input == document.text(ofFile: 3))

        let failing = RecordingDesktop(running: { _ in .exited(2) })
        Desktops.current = failing
        changes.showDiff(of: repository, number: 7)
        try await harness.settle(until: { failing.ran.count == 1 }, "the failing pager")
        #expect(changes.notice == "The diff pager “delta --side-by-side” failed with exit status 2")

        changes.showDiff(of: RepositoryName(owner: "mona", name: "audio-dotfiles"), number: 18)
        try await harness.settle(until: { changes.notice?.hasPrefix("Fetching") == false }, "the refusal")
        #expect(changes.notice?.hasPrefix("The diff of pull request mona/audio-dotfiles#18 is too large to show:") == true)
        #expect(failing.ran.count == 1)
    }
}

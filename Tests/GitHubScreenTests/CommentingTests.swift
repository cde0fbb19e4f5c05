import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// `c` on the Issue screen: a comment written, sent, and appended to the list by the
/// server's answer; a refused one keeps its draft and says why.
@MainActor
@Suite struct CommentingTests {
    private let transport = ScriptedTransport(handingOut: [.query, .mutation])
    private let harness: ScreenHarness
    private let screen: IssueScreen
    private let issueJSON: String

    init() throws {
        harness = ScreenHarness(transport: transport)
        screen = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1)
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "IssueScreenQuery" })
        issueJSON = String(decoding: recording.payload.bytes, as: UTF8.self)
    }

    private func showIssue() async throws {
        _ = harness.show(screen, size: Size(width: 60, height: 20))
        try await transport.nextRequest().respond(json: issueJSON)
        try await harness.settle(until: { screen.status == .ready }, "the issue")
    }

    private func write(_ text: String) {
        #expect(screen.handle(.character("c")))
        #expect(screen.capturesText)
        for character in text { #expect(screen.handle(.character(character))) }
    }

    @Test func aCommentIsSentAndAppendedToTheListByTheAnswer() async throws {
        try await showIssue()
        let issue = harness.environment.handle(for: IssueScreenQuery(owner: "mona", name: "maze-ingest", number: 1))
        let connectionID = try #require(issue.phase.data?.repository?.issue?.commentList?.comments.connectionID)
        write("Fixed in")
        // Enter starts a new line; Ctrl-S sends.
        #expect(screen.handle(.enter))
        for character in "1.2" { #expect(screen.handle(.character(character))) }
        harness.scheduler.runTurn()
        let title = try #require(harness.lines.firstIndex(of: "New comment"))
        #expect(harness.lines[title + 1] == "Fixed in")
        #expect(harness.lines[title + 2] == "1.2")

        #expect(screen.handle(.control("s")))
        #expect(!screen.capturesText)
        let sent = try await transport.nextRequest()
        #expect(sent.request.operationName == "AddCommentMutation")
        #expect(sent.request.variables["input"] == .object([
            "body": .string("Fixed in\n1.2"), "subjectId": .string("I_MDpJc3N1ZToyNTk0"),
        ]))
        #expect(sent.request.variables["connections"] == .list([.string(connectionID)]))
        try await harness.settle(until: { harness.contains("Comments (1) · sending a comment…") }, "the sending heading")

        let comment = #"{"id":"IC_new","author":{"__typename":"User","login":"mona","__isNode":"User","id":"U_MDpVc2VyOjEwMDE"},"body":"Fixed in 1.2","createdAt":"2026-11-29T16:00:00Z","url":"https://github.com/mona/maze-ingest/issues/1#issuecomment-9003","__typename":"IssueComment"}"#
        let subject = #"{"__typename":"Issue","id":"I_MDpJc3N1ZToyNTk0","comments":{"totalCount":2}}"#
        try sent.respond(json: #"{"data":{"addComment":{"commentEdge":{"cursor":"Y3Vyc29yOm5ldw==","node":\#(comment)},"subject":\#(subject)}}}"#)
        try await harness.settle(until: { harness.contains("Comments (2)") }, "the new comment")
        #expect(screen.thread.pager.document(width: 60).whole.sectionStarts.count == 3)
        #expect(harness.contains("Fixed in 1.2"))
        #expect(screen.notice == nil)
        // The answer's edge is the whole update: nothing is fetched again.
        #expect(transport.requests.filter { $0.kind != .subscription }.count == 2)
        screen.close()
    }

    /// The answer names the issue's new count, which its row in the repository's list reads.
    @Test func theRepositorysListCountsTheNewComment() async throws {
        let listing = RepositoryScreenQuery(owner: "mona", name: "maze-ingest")
        let recorded = try #require(try ScreenHarness.recordings().first {
            $0.operationName == "RepositoryScreenQuery" && $0.variables?["issueStates"] == .list([.string("OPEN")])
        })
        try harness.environment.commitPayload(listing, recorded.payload)
        let list = harness.environment.handle(for: listing)
        func count() -> Int? {
            list.phase.data?.repository?.issueList.issues.nodes.first { $0.issueRow.number == 1 }?.issueRow.comments.totalCount
        }
        #expect(count() == 1)
        try await showIssue()
        write("Seen")
        #expect(screen.handle(.control("s")))
        let sent = try await transport.nextRequest()
        let comment = #"{"id":"IC_seen","author":{"__typename":"User","login":"mona","__isNode":"User","id":"U_MDpVc2VyOjEwMDE"},"body":"Seen","createdAt":"2026-11-29T16:00:00Z","url":"https://github.com/mona/maze-ingest/issues/1#issuecomment-9004","__typename":"IssueComment"}"#
        let subject = #"{"__typename":"Issue","id":"I_MDpJc3N1ZToyNTk0","comments":{"totalCount":2}}"#
        try sent.respond(json: #"{"data":{"addComment":{"commentEdge":{"cursor":"Y3Vyc29yOnNlZW4=","node":\#(comment)},"subject":\#(subject)}}}"#)
        try await harness.settle(until: { count() == 2 }, "the row's count")
        screen.close()
    }

    @Test func aRefusedCommentKeepsItsDraftAndSaysWhy() async throws {
        try await showIssue()
        write("Me too")
        #expect(screen.handle(.control("d")))
        try await transport.nextRequest().refuse(TransportError.requestError(messages: ["Body cannot be blank"]))
        try await harness.settle(until: { screen.notice != nil }, "the refusal")
        #expect(screen.notice?.hasPrefix("Could not add the comment: GitHub refused the request: Body cannot be blank.") == true)

        #expect(screen.handle(.character("c")))
        #expect(screen.thread.composer.text == "Me too")
        #expect(screen.handle(.escape))
        #expect(!screen.capturesText)
        screen.close()
    }

    @Test func ctrlEHandsTheDraftToTheEditorAndTakesBackWhatItWrote() async throws {
        try await showIssue()
        let editor = RecordingDesktop { .edited($0 + "\nfrom the editor") }
        editor.installed {
            write("Draft")
            #expect(screen.handle(.control("e")))
        }
        #expect(editor.edited == ["Draft"])
        #expect(screen.thread.composer.text == "Draft\nfrom the editor")
        #expect(screen.capturesText)
        #expect(screen.notice == nil)
        // An editor that failed leaves the draft as it was, and says why.
        RecordingDesktop { _ in .kept(because: "The editor `vi` ended with status 1: the draft is as it was") }.installed {
            #expect(screen.handle(.control("e")))
        }
        #expect(screen.thread.composer.text == "Draft\nfrom the editor")
        #expect(screen.notice == "The editor `vi` ended with status 1: the draft is as it was")
        screen.close()
    }

    @Test func aBlankCommentSendsNothing() async throws {
        try await showIssue()
        write("   ")
        #expect(screen.handle(.control("s")))
        #expect(screen.capturesText)
        #expect(transport.requests(.mutation).isEmpty)
        #expect(screen.notice == "A comment needs some text: nothing was sent.")
        screen.close()
    }

    /// A quit with the composer open: the screen's descriptor keeps the text and that the
    /// composer was open; the screen made again from it records the same before the issue
    /// came, and opens the composer on the text once it shows.
    @Test func theOpenComposerAndItsTextComeBackFromTheDescriptor() async throws {
        try await showIssue()
        write("Half a thought")
        #expect(screen.handle(.enter))
        for character in "and more" { #expect(screen.handle(.character(character))) }
        let descriptor = try #require(screen.descriptor)
        #expect(descriptor.drafts == ["comment": "Half a thought\nand more"])
        #expect(descriptor.composing == "comment")
        #expect(!descriptor.description.contains("Half a thought"))
        screen.close()

        let again = try IssueScreen.restored(from: descriptor, environment: harness.environment, navigator: RecordingNavigator())
        #expect(again.descriptor == descriptor)
        _ = harness.show(again, size: Size(width: 60, height: 20))
        try await transport.nextRequest().respond(json: issueJSON)
        try await harness.settle(until: { again.capturesText }, "the composer open again")
        #expect(again.thread.composer.text == "Half a thought\nand more")
        let title = try #require(harness.lines.firstIndex(of: "New comment"))
        #expect(harness.lines[title + 1] == "Half a thought")
        #expect(again.descriptor == descriptor)
        again.close()
    }

    /// A draft put aside with Escape comes back put aside: the composer stays closed, and
    /// `c` opens it on the text. A comment sent leaves no draft to record.
    @Test func aDraftPutAsideComesBackAsideAndASentOneIsGone() async throws {
        try await showIssue()
        write("Later")
        #expect(screen.handle(.escape))
        let aside = try #require(screen.descriptor)
        #expect(aside.drafts == ["comment": "Later"])
        #expect(aside.composing == nil)

        let again = try IssueScreen.restored(from: aside, environment: harness.environment, navigator: RecordingNavigator())
        _ = harness.show(again, size: Size(width: 60, height: 20))
        // Drawn from the store, and fetched again behind it.
        try await transport.nextRequest().respond(json: issueJSON)
        try await harness.settle(until: { again.status == .ready }, "the issue")
        #expect(!again.capturesText)
        #expect(again.handle(.character("c")))
        #expect(again.thread.composer.text == "Later")
        #expect(again.handle(.control("s")))
        let sent = try await transport.nextRequest()
        #expect(sent.request.variables["input"] == .object(["body": .string("Later"), "subjectId": .string("I_MDpJc3N1ZToyNTk0")]))
        // In flight, the text is still the draft: a quit now keeps it, and what was sent.
        #expect(again.descriptor?.drafts == ["comment": "Later", "sending": "Later"])
        let comment = #"{"id":"IC_later","author":{"__typename":"User","login":"mona","__isNode":"User","id":"U_MDpVc2VyOjEwMDE"},"body":"Later","createdAt":"2026-11-29T16:00:00Z","url":"https://github.com/mona/maze-ingest/issues/1#issuecomment-9004","__typename":"IssueComment"}"#
        let subject = #"{"__typename":"Issue","id":"I_MDpJc3N1ZToyNTk0","comments":{"totalCount":2}}"#
        try sent.respond(json: #"{"data":{"addComment":{"commentEdge":{"cursor":"Y3Vyc29yOmxhdGVy","node":\#(comment)},"subject":\#(subject)}}}"#)
        try await harness.settle(until: { again.descriptor?.drafts == nil }, "the draft gone with the answer")
        again.close()
    }

    /// A quit with a comment in flight cannot know whether GitHub took it: the draft and
    /// the comment sent are both recorded. The relaunch looks for it among the comments.
    private func quitWithACommentInFlight() async throws -> ScreenDescriptor {
        try await showIssue()
        write("Fixed in 1.2")
        #expect(screen.handle(.control("s")))
        #expect(try await transport.nextRequest().request.operationName == "AddCommentMutation")
        let descriptor = try #require(screen.descriptor)
        #expect(descriptor.drafts == ["comment": "Fixed in 1.2", "sending": "Fixed in 1.2"])
        screen.close()
        return descriptor
    }

    @Test func aCommentInFlightAtAQuitThatGitHubTookLeavesNoDraft() async throws {
        let descriptor = try await quitWithACommentInFlight()
        let again = try IssueScreen.restored(from: descriptor, environment: harness.environment, navigator: RecordingNavigator())
        _ = harness.show(again, size: Size(width: 60, height: 20))
        // Offline first: the store's comments, from before the quit, are drawn and cannot
        // tell, so a quit now records the comment unsettled still.
        try await transport.nextRequest().refuse(TransportError.timedOut)
        try await harness.settle(until: { again.status != .refreshing }, "the fetch failed")
        #expect(harness.contains("LGTM"))
        #expect(again.notice?.contains("not among") != true)
        #expect(again.descriptor?.drafts == ["comment": "Fixed in 1.2", "sending": "Fixed in 1.2"])
        again.retry()
        let taken = #"{"node":{"id":"IC_fixed","author":{"__typename":"User","login":"mona","__isNode":"User","id":"U_MDpVc2VyOjEwMDE"},"body":"Fixed in 1.2","createdAt":"2026-11-29T16:00:00Z","url":"https://github.com/mona/maze-ingest/issues/1#issuecomment-9005","__typename":"IssueComment"},"cursor":"Y3Vyc29yOmZpeGVk"}"#
        let withIt = issueJSON.replacingOccurrences(of: #""totalCount":1,"#, with: #""totalCount":2,"#)
            .replacingOccurrences(of: #"}],"pageInfo""#, with: "},\(taken)],\"pageInfo\"")
        #expect(withIt.contains("IC_fixed"))
        try await transport.nextRequest().respond(json: withIt)
        try await harness.settle(until: { again.descriptor?.drafts == nil }, "the draft gone: GitHub has the comment")
        #expect(again.notice == nil)
        #expect(again.handle(.character("c")))
        #expect(again.thread.composer.text.isEmpty)
        again.close()
    }

    @Test func aCommentInFlightAtAQuitThatGitHubLacksKeepsItsDraftAndSaysSo() async throws {
        let descriptor = try await quitWithACommentInFlight()
        let again = try IssueScreen.restored(from: descriptor, environment: harness.environment, navigator: RecordingNavigator())
        _ = harness.show(again, size: Size(width: 60, height: 20))
        // Every page of comments, and none of them is it.
        try await transport.nextRequest().respond(json: issueJSON)
        try await harness.settle(until: { again.descriptor?.drafts == ["comment": "Fixed in 1.2"] }, "the draft kept, settled")
        #expect(again.notice == "The comment sent as the app last quit is not among the comments: the draft is kept, c to send it again.")
        #expect(again.handle(.character("c")))
        #expect(again.thread.composer.text == "Fixed in 1.2")
        again.close()
    }

    /// Each draft the composer writes is recorded by a name that gives it back; a name
    /// this version does not write gives none, and its text stays a draft.
    @Test func eachDraftsRecordNameGivesItBack() {
        let drafts: [ConversationThread.Draft] = [.comment, .review(.COMMENT), .review(.REQUEST_CHANGES)]
        for draft in drafts { #expect(ConversationThread.Draft(recordName: draft.recordName) == draft) }
        #expect(Set(drafts.map(\.recordName)).count == drafts.count)
        #expect(ConversationThread.Draft(recordName: "review:DISMISS") == nil)
    }
}

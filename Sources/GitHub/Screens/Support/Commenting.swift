import Baton
import BatonScreens
import Observation

/// Adds comments to one issue: the draft being written, the call in flight, and why
/// the last one failed. A draft the server refused stays, to be sent again.
@MainActor
@Observable
final class Commenting: NoticeSource {
    /// Why the last comment, or the editor the draft was handed to, failed, in words;
    /// cleared by the next one.
    private(set) var notice: String?

    /// Lets the last failure go: `r` fetched the screen again, which says what stands now.
    func dismissNotice() {
        notice = nil
    }

    /// The text of a comment not yet delivered.
    var draft = ""
    /// The text of the comment in flight, as sent, until its answer: a quit meanwhile
    /// cannot know whether GitHub took it.
    private(set) var sending: String?
    @ObservationIgnored private let addComment: AddCommentMutation.Action

    init(environment: Environment) {
        addComment = AddCommentMutation.Action(environment: environment)
    }

    var isInFlight: Bool { addComment.isInFlight }

    /// `text` handed to the person's editor (Ctrl-E): what it comes back as, or `text`
    /// with the reason said.
    func edit(_ text: String) -> String {
        switch Desktops.current.edit(text) {
        case .edited(let edited):
            notice = nil
            return edited
        case .kept(let reason):
            notice = reason
            return text
        }
    }

    /// Sends `body` as a comment on the issue `subjectID`; the server's comment is
    /// appended to the comment list `connectionID` names. Returns false, sending
    /// nothing, for a blank body (which it says) or while one is in flight.
    @discardableResult
    func send(_ body: String, to subjectID: String, appendingTo connectionID: String) -> Bool {
        let text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !isInFlight else { return false }
        guard !text.isEmpty else {
            notice = "A comment needs some text: nothing was sent."
            return false
        }
        notice = nil
        draft = body
        sending = text
        Task.immediate { [self] in
            defer { sending = nil }
            do {
                try await addComment(input: AddCommentInput(body: text, subjectId: subjectID), connections: [connectionID])
                draft = ""
            } catch {
                notice = "Could not add the comment: \(FailureWords(Failure(classifying: error), advice: .gitHub).message) The draft is kept: c to send it again."
            }
        }
        return true
    }

    /// Settles a comment an earlier launch quit with in flight (`sent`, as sent) against
    /// the bodies of the comments shown: among them, GitHub took it, and a draft of the
    /// same text goes; with every page shown and not among them, it did not arrive, the
    /// draft stays, and the notice says so. False while more pages may hold it.
    func settle(sent: String, among bodies: [String], complete: Bool) -> Bool {
        if bodies.contains(where: { Self.sameText($0, sent) }) {
            if Self.sameText(draft, sent) { draft = "" }
            return true
        }
        guard complete else { return false }
        notice = "The comment sent as the app last quit is not among the comments: the draft is kept, c to send it again."
        return true
    }

    /// GitHub keeps a body trimmed, and may keep its line breaks as CR LF.
    private static func sameText(_ one: String, _ other: String) -> Bool {
        func plain(_ text: String) -> String {
            text.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return plain(one) == plain(other)
    }
}

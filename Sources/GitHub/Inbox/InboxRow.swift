import Foundation

/// One thread as the inbox lists it: what it is about, where, why it is there, and
/// whether it was read; read from the thread's lens when the inbox follows the store.
struct InboxRow: Equatable {
    let id: String
    let title: String
    /// "Issue", "PullRequest", "Release", ...
    let kind: String
    let repository: String
    let reason: String
    let unread: Bool
    let updatedAt: String
    /// The subject's API address, which names its repository and number.
    let url: String?

    @MainActor
    init?(_ thread: InboxThread_thread, id: String?) {
        guard let id, thread.done != true else { return nil }
        self.id = id
        title = thread.subject?.title ?? ""
        kind = thread.subject?.type ?? ""
        repository = thread.repository?.fullName ?? ""
        reason = thread.reason ?? ""
        unread = thread.unread ?? false
        updatedAt = thread.updatedAt ?? ""
        url = thread.subject?.url
    }

    /// The issue or pull request it is about, from its API address
    /// (`.../repos/OWNER/NAME/issues/12`, `.../pulls/12`); nil for anything else (a release).
    var conversation: ConversationReference? {
        guard let url, let parts = URL(string: url)?.pathComponents, let repos = parts.lastIndex(of: "repos"),
              parts.count == repos + 5, let number = Int(parts[repos + 4]), ["issues", "pulls"].contains(parts[repos + 3])
        else { return nil }
        let repository = RepositoryName(owner: parts[repos + 1], name: parts[repos + 2])
        return ConversationReference(isPullRequest: parts[repos + 3] == "pulls", number: number, repository: repository, url: url)
    }

    /// `reason:mention repo:mona/x words`: each qualifier its field, each word in the
    /// title, the repository or the reason, any case.
    func matches(_ filter: String) -> Bool {
        filter.lowercased().split(separator: " ").allSatisfy { word in
            if word.hasPrefix("reason:") { return reason.lowercased() == word.dropFirst("reason:".count) }
            if word.hasPrefix("repo:") { return repository.lowercased() == word.dropFirst("repo:".count) }
            return "\(title) \(repository) \(reason)".lowercased().contains(word)
        }
    }

    /// Unread first, then the newest: GitHub's order within each.
    static func ordered(_ rows: [InboxRow]) -> [InboxRow] {
        rows.filter(\.unread) + rows.filter { !$0.unread }
    }
}

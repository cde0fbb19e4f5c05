/// What a GitHub screen gives the person's own commands (`keybindings.custom`), by the
/// names their templates use, gh-dash's: `RepoNameWithOwner`, `Number`, `Url`,
/// `Author`, and a pull request's `HeadRefName` and `BaseRefName`. Each page is the one
/// the server gives, so an Enterprise host's links are its own.
@MainActor
enum CommandValues {
    static func repository(_ nameWithOwner: String, url: String) -> [String: String] {
        ["RepoNameWithOwner": nameWithOwner, "Url": url]
    }

    /// An issue or a pull request; `author` is nil for a deleted account, and then absent.
    static func numbered(_ number: Int, in nameWithOwner: String, url: String, author: String?) -> [String: String] {
        var values = repository(nameWithOwner, url: url)
        values["Number"] = String(number)
        values["Author"] = author
        return values
    }

    /// A pull request's, with its branches.
    static func pullRequest(_ number: Int, in nameWithOwner: String, url: String, author: String?,
                            head: String, base: String) -> [String: String] {
        numbered(number, in: nameWithOwner, url: url, author: author).merging(["HeadRefName": head, "BaseRefName": base]) { $1 }
    }

    /// An issue's row in a list.
    static func issue(_ row: IssueRow_issue, in nameWithOwner: String) -> [String: String] {
        numbered(row.number, in: nameWithOwner, url: row.url, author: row.conversationRow.author?.login)
    }

    /// A pull request's row in a list.
    static func pullRequest(_ row: PullRequestRow_pullRequest, in nameWithOwner: String) -> [String: String] {
        pullRequest(row.number, in: nameWithOwner, url: row.url, author: row.conversationRow.author?.login,
                    head: row.headRefName, base: row.baseRefName)
    }
}

"""The commit a merge leaves on the base branch, with GitHub's default messages for each
merge method, so that a merged pull request's `mergeCommit` says how it was merged."""

import hashlib

from .model import PullRequest


def default_message(pull_request: PullRequest, method: str) -> tuple[str, str]:
    """The headline and body GitHub writes when the merge names none."""
    if method == "SQUASH":
        body = "\n".join(f"* {link.commit.messageHeadline}" for link in pull_request.commits)
        return f"{pull_request.title} (#{pull_request.number})", body
    if method == "REBASE":
        headline, _, body = pull_request.head.message.partition("\n")
        return headline, body.strip()
    return (f"Merge pull request #{pull_request.number} from {pull_request.author.login}/{pull_request.headRefName}",
            pull_request.title)


def merge_message(pull_request: PullRequest, method: str, headline: str | None, body: str | None) -> str:
    default_headline, default_body = default_message(pull_request, method)
    headline = headline if headline else default_headline
    body = default_body if body is None else body
    return f"{headline}\n\n{body}" if body else headline


def merge_oid(pull_request: PullRequest, message: str, moment: str) -> str:
    """A stable object id for the merge: the same merge at the same moment, the same id."""
    return hashlib.sha1(f"{pull_request.id}\0{message}\0{moment}".encode()).hexdigest()

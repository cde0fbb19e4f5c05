"""The GitHub records. Attributes are named as the schema's fields (camelCase), so a
field without arguments resolves by attribute; `typename` answers abstract types."""

import html
from dataclasses import dataclass, field
from urllib.parse import quote

WEB = "https://github.com"


@dataclass(eq=False)
class Language:
    id: str
    name: str
    color: str | None
    typename: str = "Language"


@dataclass(eq=False)
class Account:
    """What users and organizations share: a login, a profile, owned repositories."""

    id: str
    databaseId: int
    login: str
    name: str | None
    location: str | None
    email: str
    websiteUrl: str | None
    createdAt: str
    updatedAt: str
    repositories: list["Repository"] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"{WEB}/{self.login}"

    @property
    def resourcePath(self) -> str:
        return f"/{self.login}"

    def avatar_url(self, size: int | None) -> str:
        base = f"https://avatars.githubusercontent.com/u/{self.databaseId}?v=4"
        return f"{base}&s={size}" if size else base


@dataclass(eq=False)
class User(Account):
    bio: str | None = None
    company: str | None = None
    following: list["User"] = field(default_factory=list)
    followers: list["User"] = field(default_factory=list)
    typename: str = "User"


@dataclass(eq=False)
class Organization(Account):
    description: str | None = None
    # The members and their permission on every repository of the organization.
    members: dict[User, str] = field(default_factory=dict)
    typename: str = "Organization"


@dataclass(eq=False)
class Repository:
    id: str
    databaseId: int
    name: str
    owner: Account
    description: str | None
    homepageUrl: str | None
    primaryLanguage: Language | None
    languages: list[tuple[Language, int]]  # (language, size in bytes), largest first
    isPrivate: bool
    isFork: bool
    isArchived: bool
    isTemplate: bool
    forkCount: int
    diskUsage: int
    createdAt: str
    updatedAt: str
    pushedAt: str
    issues: list["Issue"] = field(default_factory=list)
    pullRequests: list["PullRequest"] = field(default_factory=list)
    labels: list["Label"] = field(default_factory=list)
    # Who besides the owner may push, and as what: a RepositoryPermission's name.
    collaborators: dict["User", str] = field(default_factory=dict)
    typename: str = "Repository"

    @property
    def nameWithOwner(self) -> str:
        return f"{self.owner.login}/{self.name}"

    @property
    def url(self) -> str:
        return f"{WEB}/{self.nameWithOwner}"

    @property
    def resourcePath(self) -> str:
        return f"/{self.nameWithOwner}"

    @property
    def visibility(self) -> str:
        return "PRIVATE" if self.isPrivate else "PUBLIC"


@dataclass(eq=False)
class Authored:
    """What issues and comments share as GitHub's `Comment` interface."""

    id: str
    databaseId: int
    author: User
    authorAssociation: str
    body: str
    createdAt: str
    updatedAt: str

    @property
    def bodyText(self) -> str:
        return self.body

    @property
    def bodyHTML(self) -> str:
        paragraphs = [p for p in self.body.split("\n\n") if p.strip()]
        return "".join(f"<p>{html.escape(p).replace(chr(10), '<br>')}</p>" for p in paragraphs)

    @property
    def publishedAt(self) -> str:
        return self.createdAt

    editor = None
    lastEditedAt = None
    createdViaEmail = False
    includesCreatedEdit = False


@dataclass(eq=False)
class Issue(Authored):
    repository: Repository | None = None
    number: int = 0
    title: str = ""
    state: str = "OPEN"
    closedAt: str | None = None
    closedReason: str | None = None
    comments: list["IssueComment"] = field(default_factory=list)
    labels: list["Label"] = field(default_factory=list)
    assignees: list[User] = field(default_factory=list)
    typename: str = "Issue"

    @property
    def closed(self) -> bool:
        return self.state != "OPEN"

    @property
    def url(self) -> str:
        return f"{self.repository.url}/{self.path}/{self.number}"

    @property
    def resourcePath(self) -> str:
        return f"{self.repository.resourcePath}/{self.path}/{self.number}"

    path = "issues"


@dataclass(eq=False)
class PullRequest(Issue):
    """An issue with a branch to merge: GitHub numbers both in one sequence, and its
    comments are issue comments. `state` is OPEN, CLOSED or MERGED."""

    headRefName: str = ""
    baseRefName: str = "main"
    isDraft: bool = False
    additions: int = 0
    deletions: int = 0
    changedFiles: int = 0
    reviewDecision: str | None = None
    mergedAt: str | None = None
    mergedBy: User | None = None
    mergeCommit: "Commit | None" = None
    mergeable: str = "UNKNOWN"  # MERGEABLE or CONFLICTING while open
    commits: list["PullRequestCommit"] = field(default_factory=list)
    reviewRequests: list["ReviewRequest"] = field(default_factory=list)
    reviews: list["PullRequestReview"] = field(default_factory=list)
    files: list["PullRequestChangedFile"] = field(default_factory=list)
    typename: str = "PullRequest"
    path = "pull"

    @property
    def merged(self) -> bool:
        return self.state == "MERGED"

    @property
    def head(self) -> "Commit":
        """The head branch's last commit: `commits` runs oldest first."""
        return self.commits[-1].commit

    @property
    def headRefOid(self) -> str:
        return self.head.oid


@dataclass(frozen=True)
class PullRequestChangedFile:
    path: str
    changeType: str  # a PatchStatus: ADDED, DELETED, MODIFIED or RENAMED here
    additions: int
    deletions: int
    previousPath: str | None = None  # a renamed file's path before


@dataclass(eq=False)
class PullRequestReview(Authored):
    """A submitted review: APPROVED, CHANGES_REQUESTED or COMMENTED."""

    pullRequest: PullRequest | None = None
    state: str = "COMMENTED"
    commit: "Commit | None" = None
    typename: str = "PullRequestReview"

    @property
    def repository(self) -> Repository:
        return self.pullRequest.repository

    @property
    def submittedAt(self) -> str:
        return self.createdAt

    @property
    def resourcePath(self) -> str:
        return f"{self.pullRequest.resourcePath}#pullrequestreview-{self.databaseId}"

    @property
    def url(self) -> str:
        return WEB + self.resourcePath


class Located:
    """A record GitHub gives a page: its `url` is the site's address of its `resourcePath`."""

    @property
    def url(self) -> str:
        return WEB + self.resourcePath


@dataclass(eq=False)
class Label(Located):
    id: str
    name: str
    color: str  # six hex digits without "#", as GitHub gives it
    description: str | None
    isDefault: bool
    repository: Repository
    typename: str = "Label"

    @property
    def resourcePath(self) -> str:
        return f"{self.repository.resourcePath}/labels/{quote(self.name)}"


@dataclass(eq=False)
class CheckRun(Located):
    """A check run of GitHub Actions or an app: queued or running until it completes
    with a conclusion."""

    id: str
    databaseId: int
    name: str
    repository: Repository
    status: str  # a CheckStatusState
    conclusion: str | None  # a CheckConclusionState once COMPLETED
    startedAt: str | None
    completedAt: str | None
    typename: str = "CheckRun"

    @property
    def resourcePath(self) -> str:
        return f"{self.repository.resourcePath}/runs/{self.databaseId}"

    @property
    def detailsUrl(self) -> str:
        return f"{self.repository.url}/actions/runs/{self.databaseId}/job/{self.databaseId}"

    @property
    def rollup_state(self) -> str:
        """What GitHub's `CheckRunState` calls it: the conclusion once completed, else the status."""
        return self.conclusion if self.status == "COMPLETED" else self.status


@dataclass(eq=False)
class StatusContext:
    """A commit status an outside service posted under its context's name."""

    id: str
    context: str
    state: str  # a StatusState
    targetUrl: str | None
    description: str | None
    createdAt: str
    repository: Repository  # not a field of GitHub's: whom the status is hidden from goes by it
    typename: str = "StatusContext"

    @property
    def rollup_state(self) -> str:
        return self.state


# How each context counts towards its rollup's state.
FAILING = {"FAILURE", "ERROR", "CANCELLED", "TIMED_OUT", "ACTION_REQUIRED", "STARTUP_FAILURE"}
PENDING = {"PENDING", "EXPECTED", "QUEUED", "IN_PROGRESS", "WAITING", "REQUESTED"}


@dataclass(eq=False)
class StatusCheckRollup:
    id: str
    commit: "Commit | None" = None
    contexts: list[CheckRun | StatusContext] = field(default_factory=list)
    typename: str = "StatusCheckRollup"

    @property
    def state(self) -> str:
        """FAILURE when any context failed, else PENDING when any has yet to finish, else SUCCESS."""
        states = {context.rollup_state for context in self.contexts}
        if states & FAILING:
            return "FAILURE"
        return "PENDING" if states & PENDING else "SUCCESS"


@dataclass(eq=False)
class Commit(Located):
    id: str
    oid: str
    repository: Repository
    statusCheckRollup: StatusCheckRollup | None
    message: str = ""
    typename: str = "Commit"

    @property
    def abbreviatedOid(self) -> str:
        return self.oid[:7]

    @property
    def messageHeadline(self) -> str:
        return self.message.split("\n", 1)[0]

    @property
    def resourcePath(self) -> str:
        return f"{self.repository.resourcePath}/commit/{self.oid}"


@dataclass(eq=False)
class PullRequestCommit(Located):
    id: str
    commit: Commit
    pullRequest: PullRequest
    typename: str = "PullRequestCommit"

    @property
    def repository(self) -> Repository:
        return self.pullRequest.repository

    @property
    def resourcePath(self) -> str:
        return f"{self.pullRequest.resourcePath}/commits/{self.commit.oid}"


@dataclass(eq=False)
class ReviewRequest:
    """A user asked to review a pull request, until they review it."""

    id: str
    databaseId: int
    pullRequest: PullRequest
    requestedReviewer: User
    asCodeOwner: bool = False
    typename: str = "ReviewRequest"


@dataclass(eq=False)
class IssueComment(Authored):
    issue: Issue | None = None
    typename: str = "IssueComment"

    @property
    def repository(self) -> Repository:
        return self.issue.repository

    @property
    def url(self) -> str:
        return f"{self.issue.url}#issuecomment-{self.databaseId}"

    @property
    def resourcePath(self) -> str:
        return f"{self.issue.resourcePath}#issuecomment-{self.databaseId}"

"""The GitHub data: ~120 users, 8 organizations, a few hundred repositories with
issues, pull requests, labels, comments and stars, and the notifications of the users
the sample tokens name, generated from fixed seeds, plus the edits of the mutations and
of the REST API. One repository more, `octo-org/monorepo`, has thousands of issues and
pull requests, made on first read (see `large_repository`).

The default viewer, mona, owns 60 repositories and has starred 40.
"""

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone

from ..deterministic_random import DeterministicRandom
from . import large_repository as large
from . import vocabulary as words
from .changed_files import changed_files
from .check_contexts import contexts_for, outcomes_for
from .diff import FILE_LIMIT, LINE_LIMIT
from .global_ids import global_id
from .inboxes import Inboxes, Thread
from .merge_commits import merge_message, merge_oid
from .moments import iso, seconds
from .model import (FAILING, PENDING, Account, CheckRun, Commit, Issue, IssueComment, Label, Language, Organization,
                    PullRequest, PullRequestCommit, PullRequestReview, Repository, ReviewRequest, StatusCheckRollup,
                    User)
from .permissions import PUSHING
from .sample_inboxes import sample_inbox
from .stars import Stars
from .tokens import TOKENS

SEED = 0x6174_6F6E
# Labels, assignees and pull requests draw from a generator of their own, so the data
# drawn before them is what it was before they existed.
PULL_REQUEST_SEED = 0x7075_6C6C
# Review requests draw from a third, after everything else, for the same reason.
REVIEW_REQUEST_SEED = 0x7265_7669
# What the actions on issues and pull requests need draws from a fourth, last: who may
# push, mergeability, reviews, merge commits, changed files and checks.
ACTIONS_SEED = 0x6163_7473
# The sample tokens' users' notifications draw from a fifth, after all the data they are of.
INBOX_SEED = 0x696E_626F
# octo-org/monorepo draws from two more, after everything else: the repository and its
# labels from one, at start, its issues and pull requests from the other, on first read.
LARGE_REPOSITORY_SEED = 0x6D6F_6E6F
LARGE_REPOSITORY_ITEMS_SEED = 0x6C6F_7473
# The collaborators a user's public repository may have; an organization's members
# push to all of its repositories.
COLLABORATORS_MOST = 3
ORGANIZATION_MEMBERS = (3, 8)
# Named members and their permission, as the users' companies say.
NAMED_MEMBERS = {"baton-labs": {"mona": "ADMIN"}, "octo-org": {"hubot": "ADMIN", "octocat": "MAINTAIN"}}
# The tests' two other people: one may not push to the viewer's repositories, the other
# collaborates on all her public ones.
OUTSIDER_LOGIN = "hubot"
COLLABORATOR_LOGIN = "octocat"
# How often an open pull request conflicts with its base branch.
CONFLICT_CHANCE = 0.15
# The viewer's review requests, on her own repositories and on others': a known, modest
# number, so that the dashboard's "Review requested" section has a count to test.
VIEWER_REVIEW_REQUESTS = (6, 6)
USER_COUNT = 120
VIEWER_REPOSITORY_COUNT = 60
VIEWER_STAR_COUNT = 40
_EPOCH = int(datetime(2012, 1, 1, tzinfo=timezone.utc).timestamp())
_LATEST = int(datetime(2025, 10, 1, tzinfo=timezone.utc).timestamp())


class GitHubData:
    def __init__(self) -> None:
        self._rng = DeterministicRandom(SEED)
        self._next_database_id = 1000
        self.nodes: dict[str, object] = {}
        self.stars = Stars()
        # The state each rollup was drawn with, until its checks are drawn to come to it.
        self._rollup_states: dict[StatusCheckRollup, str] = {}
        self.languages = [self._register(Language(global_id("Language", n), name, color))
                          for n, (name, color) in enumerate(words.LANGUAGES, start=1)]
        self.users = self._make_users()
        # Who the issues and pull requests are opened, assigned, commented on, reviewed and
        # merged by.
        self._people = self.users
        self.organizations = self._make_organizations()
        self.accounts: dict[str, Account] = {a.login.lower(): a for a in [*self.users, *self.organizations]}
        self.repositories = self._make_repositories()
        self._make_follows()
        self._make_stars()
        for repository in self.repositories:
            self._make_issues(repository)
        self._rng = DeterministicRandom(PULL_REQUEST_SEED)
        for repository in self.repositories:
            self._make_labels(repository)
            for issue in repository.issues:
                self._label_and_assign(issue)
            self._make_pull_requests(repository)
        self._rng = DeterministicRandom(REVIEW_REQUEST_SEED)
        self._make_review_requests()
        self._rng = DeterministicRandom(ACTIONS_SEED)
        self._make_collaborators()
        self._make_pull_request_details()
        self._rng = DeterministicRandom(INBOX_SEED)
        self.inboxes = Inboxes()
        self._make_inboxes()
        self.large_repository, self._large_repository_items = self._make_large_repository()
        self.edited = False

    # Lookups

    def account(self, login: str) -> Account | None:
        return self.accounts.get(login.lower())

    def user(self, login: str) -> User | None:
        account = self.account(login)
        return account if isinstance(account, User) else None

    def organization(self, login: str) -> Organization | None:
        account = self.account(login)
        return account if isinstance(account, Organization) else None

    def repository(self, owner: str, name: str, viewer: User) -> Repository | None:
        account = self.account(owner)
        if account is None:
            return None
        return next((r for r in account.repositories if r.name.lower() == name.lower() and self.visible(r, viewer)), None)

    def node(self, node_id: str, viewer: User) -> object | None:
        record = self.nodes.get(node_id)
        if record is None and not self._large_repository_items.made and large.holds(node_id):
            self._large_repository_items.make()
            record = self.nodes.get(node_id)
        repository = record if isinstance(record, Repository) else getattr(record, "repository", None)
        if isinstance(repository, Repository) and not self.visible(repository, viewer):
            return None
        return record

    @staticmethod
    def visible(repository: Repository, viewer: User) -> bool:
        """Private repositories are their owner's alone."""
        return not repository.isPrivate or repository.owner is viewer

    # Edits

    def star(self, user: User, repository: Repository, now: str) -> None:
        self.stars.add(user, repository, now)
        self.edited = True

    def unstar(self, user: User, repository: Repository) -> None:
        self.stars.remove(user, repository)
        self.edited = True

    def notify(self, user: User, subject: Issue, reason: str, now: str) -> None:
        self.inboxes.notify(user, subject, reason, now)
        self.edited = True

    def mark_thread_read(self, thread: Thread, now: str) -> None:
        self.inboxes.mark_read(thread, now)
        self.edited = True

    def mark_thread_done(self, thread: Thread, now: str) -> None:
        self.inboxes.mark_done(thread, now)
        self.edited = True

    def mark_threads(self, user: User, last_read_at: str, read: bool, now: str) -> None:
        self.inboxes.mark_all(user, last_read_at, read, now)
        self.edited = True

    def touch(self, issue: Issue, now: str) -> None:
        """Records an edit made to the issue's or pull request's own fields."""
        issue.updatedAt = now
        self.edited = True

    def merge(self, pull_request: PullRequest, by: User, method: str, headline: str | None, body: str | None,
              now: str) -> None:
        message = merge_message(pull_request, method, headline, body)
        pull_request.mergeCommit = self._register(Commit(
            id=global_id("Commit", self._database_id()), oid=merge_oid(pull_request, message, now),
            repository=pull_request.repository, statusCheckRollup=None, message=message))
        pull_request.state, pull_request.mergeable, pull_request.isDraft = "MERGED", "UNKNOWN", False
        pull_request.closedAt = pull_request.mergedAt = now
        pull_request.mergedBy = by
        self.touch(pull_request, now)

    def add_review(self, pull_request: PullRequest, author: User, state: str, body: str,
                   now: str) -> PullRequestReview:
        """A submitted review; it answers the author's review request, if any."""
        database_id = self._database_id()
        review = self._register(PullRequestReview(
            id=global_id("PullRequestReview", database_id), databaseId=database_id, author=author,
            authorAssociation=_association(author, pull_request.repository), body=body,
            createdAt=now, updatedAt=now, pullRequest=pull_request, state=state, commit=pull_request.head))
        pull_request.reviews.append(review)
        pull_request.reviewRequests = [r for r in pull_request.reviewRequests if r.requestedReviewer is not author]
        self.touch(pull_request, now)
        return review

    def request_review(self, pull_request: PullRequest, reviewer: User, now: str) -> None:
        self._request_review(pull_request, reviewer)
        self.touch(pull_request, now)

    def complete_checks(self, rollup: StatusCheckRollup, conclusion: str, now: str) -> int:
        """Completes every check run and commit status yet to finish with `conclusion`;
        how many there were."""
        unfinished = [context for context in rollup.contexts if context.rollup_state in PENDING]
        for context in unfinished:
            if isinstance(context, CheckRun):
                context.status, context.conclusion = "COMPLETED", conclusion
                context.startedAt, context.completedAt = context.startedAt or now, now
            else:
                context.state = "FAILURE" if conclusion in FAILING else "SUCCESS"
                context.description = words.STATUS_DESCRIPTIONS[context.state]
        self.edited = self.edited or bool(unfinished)
        return len(unfinished)

    def add_comment(self, issue: Issue, author: User, body: str, now: str) -> IssueComment:
        database_id = self._database_id()
        comment = IssueComment(
            id=global_id("IssueComment", database_id), databaseId=database_id, author=author,
            authorAssociation=_association(author, issue.repository), body=body,
            createdAt=now, updatedAt=now, issue=issue,
        )
        issue.comments.append(self._register(comment))
        issue.updatedAt = now
        self.edited = True
        return comment

    # Generation

    def _database_id(self) -> int:
        self._next_database_id += 1
        return self._next_database_id

    def _register(self, record):
        self.nodes[record.id] = record
        return record

    def _moment(self, after: int, before: int = _LATEST) -> int:
        return after + self._rng.below(max(1, before - after))

    def _make_users(self) -> list[User]:
        rng, users, logins = self._rng, [], set()
        for login, name, bio, company, location in words.NAMED_USERS:
            users.append(self._user(login, name, bio, company, location))
            logins.add(login)
        while len(users) < USER_COUNT:
            first, last = rng.pick(words.FIRST_NAMES), rng.pick(words.LAST_NAMES)
            login = rng.pick((f"{first}{last[0]}", f"{first}-{last}", f"{first[0]}{last}")).lower()
            login = login.replace("é", "e").replace("ã", "a")
            if login in logins:
                continue
            logins.add(login)
            users.append(self._user(login, f"{first} {last}", rng.pick(words.BIOS), None, rng.pick(words.LOCATIONS)))
        return users

    def _user(self, login: str, name: str, bio: str | None, company: str | None, location: str | None) -> User:
        database_id, created = self._database_id(), self._moment(_EPOCH, _EPOCH + 8 * 365 * 86400)
        return self._register(User(
            id=global_id("User", database_id), databaseId=database_id, login=login, name=name,
            location=location, email=f"{login}@example.com" if self._rng.chance(0.5) else "",
            websiteUrl=f"https://{login}.example.dev" if self._rng.chance(0.3) else None,
            createdAt=iso(created), updatedAt=iso(self._moment(created)), bio=bio, company=company,
        ))

    def _make_organizations(self) -> list[Organization]:
        organizations = []
        for login, name, description in words.ORGANIZATIONS:
            database_id, created = self._database_id(), self._moment(_EPOCH, _EPOCH + 6 * 365 * 86400)
            organizations.append(self._register(Organization(
                id=global_id("Organization", database_id), databaseId=database_id, login=login, name=name,
                location=None, email=f"hello@{login}.example.org", websiteUrl=f"https://{login}.example.org",
                createdAt=iso(created), updatedAt=iso(self._moment(created)), description=description,
            )))
        return organizations

    def _make_repositories(self) -> list[Repository]:
        rng, repositories = self._rng, []
        for account in [*self.users, *self.organizations]:
            if account.login == words.VIEWER_LOGIN:
                count = VIEWER_REPOSITORY_COUNT
            elif isinstance(account, Organization):
                count = rng.between(12, 24)
            elif account.login in ("hubot", "octocat"):
                count = 8
            else:
                count = rng.pick((0, 0, 1, 1, 2, 3, 4))
            names: set[str] = set()
            while len(names) < count:
                names.add(self._repository_name())
            for name in sorted(names):
                repository = self._repository(account, name)
                account.repositories.append(repository)
                repositories.append(repository)
        return repositories

    def _repository_name(self) -> str:
        rng = self._rng
        first = rng.pick(words.REPOSITORY_WORDS)
        shape = rng.below(3)
        if shape == 0:
            return first
        if shape == 1:
            return f"{first}-{rng.pick(words.REPOSITORY_WORDS)}"
        return f"{first}-{rng.pick(words.REPOSITORY_SUFFIXES)}"

    def _repository(self, owner: Account, name: str) -> Repository:
        rng = self._rng
        database_id = self._database_id()
        created = self._moment(int(datetime.fromisoformat(owner.createdAt.replace("Z", "+00:00")).timestamp()))
        updated = self._moment(created)
        languages = self._languages()
        viewer_owned = owner.login == words.VIEWER_LOGIN
        description = None if rng.chance(0.1) else (
            _with_article(f"{rng.pick(words.ADJECTIVES)} {name.replace('-', ' ')} for {rng.pick(words.PURPOSES)}.")
        )
        return self._register(Repository(
            id=global_id("Repository", database_id), databaseId=database_id, name=name, owner=owner,
            description=description,
            homepageUrl=f"https://{owner.login}.example.dev/{name}" if rng.chance(0.2) else None,
            primaryLanguage=languages[0][0] if languages else None, languages=languages,
            isPrivate=rng.chance(0.15 if viewer_owned else 0.08) and isinstance(owner, User),
            isFork=rng.chance(0.1), isArchived=rng.chance(0.06), isTemplate=rng.chance(0.03),
            forkCount=int(rng.fraction() ** 3 * 400), diskUsage=rng.between(20, 90_000),
            createdAt=iso(created), updatedAt=iso(updated), pushedAt=iso(self._moment(created, updated + 1)),
        ))

    def _languages(self) -> list[tuple[Language, int]]:
        rng = self._rng
        if rng.chance(0.08):
            return []
        chosen = rng.sample(self.languages, rng.between(1, 4))
        sized = [(language, rng.between(200, 400_000)) for language in chosen]
        return sorted(sized, key=lambda pair: (-pair[1], pair[0].name))

    def _make_follows(self) -> None:
        rng = self._rng
        for user in self.users:
            count = 12 if user.login == words.VIEWER_LOGIN else rng.between(0, 10)
            for followed in rng.sample([u for u in self.users if u is not user], count):
                user.following.append(followed)
                followed.followers.append(user)

    def _make_stars(self) -> None:
        rng, viewer = self._rng, self.users[0]
        others = self.users[1:]
        events: list[tuple[int, int, User, Repository]] = []
        public = [r for r in self.repositories if not r.isPrivate]
        for order, repository in enumerate(public):
            created = int(datetime.fromisoformat(repository.createdAt.replace("Z", "+00:00")).timestamp())
            count = int(rng.fraction() ** 3 * len(others))
            for user in rng.sample(others, count):
                events.append((self._moment(created), order, user, repository))
        starrable = [r for r in public if r.owner is not viewer]
        for order, repository in enumerate(rng.sample(starrable, VIEWER_STAR_COUNT)):
            events.append((self._moment(_LATEST - 3 * 365 * 86400), order, viewer, repository))
        for moment, _, user, repository in sorted(events, key=lambda e: (e[0], e[1], e[2].databaseId)):
            self.stars.add(user, repository, iso(moment))

    def _moments_since(self, repository: Repository, viewer_count: tuple[int, int], others_most: int) -> list[int]:
        """When a repository's issues or pull requests were opened, in order: more of them
        on the viewer's repositories, few on most others."""
        rng = self._rng
        owned_by_viewer = repository.owner.login == words.VIEWER_LOGIN
        count = rng.between(*viewer_count) if owned_by_viewer else int(rng.fraction() ** 2 * others_most)
        return self._moments(repository, count)

    def _moments(self, repository: Repository, count: int) -> list[int]:
        """`count` moments since the repository was created, in order."""
        created = int(datetime.fromisoformat(repository.createdAt.replace("Z", "+00:00")).timestamp())
        return sorted(self._moment(created) for _ in range(count))

    def _make_issues(self, repository: Repository) -> None:
        moments = self._moments_since(repository, (2, 12), 20)
        for number, moment in enumerate(moments, start=1):
            repository.issues.append(self._issue(repository, number, moment))

    def _opener(self, repository: Repository) -> User:
        """Who opens an issue or a pull request: often the user who owns the repository, else anyone."""
        owner = repository.owner
        return owner if isinstance(owner, User) and self._rng.chance(0.4) else self._rng.pick(self._people)

    def _issue(self, repository: Repository, number: int, moment: int) -> Issue:
        rng = self._rng
        author = self._opener(repository)
        title = rng.pick(words.ISSUE_TITLES)
        word = rng.pick(words.REPOSITORY_WORDS)
        title = title.format(word=word, Word=word.capitalize(), major=rng.between(0, 3), minor=rng.between(0, 12))
        body = "\n\n".join(rng.sample(words.ISSUE_SENTENCES, rng.between(1, 3)))
        database_id = self._database_id()
        issue = self._register(Issue(
            id=global_id("Issue", database_id), databaseId=database_id, author=author,
            authorAssociation=_association(author, repository), body=body,
            createdAt=iso(moment), updatedAt=iso(moment), repository=repository, number=number, title=title,
        ))
        last = moment
        for _ in range(rng.pick((0, 0, 1, 2, 3, 4, 6, 8))):
            last = self._moment(last, min(_LATEST, last + 60 * 86400))
            self.add_comment(issue, rng.pick(self._people), rng.pick(words.COMMENT_BODIES), iso(last))
        if rng.chance(0.4):
            last = self._moment(last, min(_LATEST, last + 90 * 86400))
            issue.state, issue.closedAt = "CLOSED", iso(last)
            issue.closedReason = "COMPLETED" if rng.chance(0.8) else "NOT_PLANNED"
        issue.updatedAt = iso(last)
        return issue

    def _make_labels(self, repository: Repository) -> None:
        for name, color, description in words.LABELS:
            database_id = self._database_id()
            repository.labels.append(self._register(Label(
                id=global_id("Label", database_id), name=name, color=color, description=description,
                isDefault=True, repository=repository,
            )))

    def _label_and_assign(self, issue: Issue) -> None:
        rng = self._rng
        issue.labels = rng.sample(issue.repository.labels, rng.pick((0, 0, 1, 1, 2, 3)))
        issue.assignees = rng.sample(self._people, rng.pick((0, 0, 1, 1, 2)))

    def _make_pull_requests(self, repository: Repository) -> None:
        """Numbered after the issues, as GitHub numbers both in one sequence."""
        moments = self._moments_since(repository, (2, 8), 10)
        first = len(repository.issues) + 1
        for number, moment in enumerate(moments, start=first):
            repository.pullRequests.append(self._pull_request(repository, number, moment))

    def _pull_request(self, repository: Repository, number: int, moment: int) -> PullRequest:
        rng = self._rng
        author = self._opener(repository)
        word = rng.pick(words.REPOSITORY_WORDS)
        title = rng.pick(words.PULL_REQUEST_TITLES).format(
            word=word, major=rng.between(0, 3), minor=rng.between(0, 12))
        body = "\n\n".join(rng.sample(words.PULL_REQUEST_SENTENCES, rng.between(1, 3)))
        roll = rng.fraction()
        state = "OPEN" if roll < 0.5 else "MERGED" if roll < 0.85 else "CLOSED"
        database_id = self._database_id()
        pull_request = self._register(PullRequest(
            id=global_id("PullRequest", database_id), databaseId=database_id, author=author,
            authorAssociation=_association(author, repository), body=body,
            createdAt=iso(moment), updatedAt=iso(moment), repository=repository, number=number, title=title,
            headRefName=f"{author.login}/{word}-{number}", baseRefName="main",
            isDraft=state == "OPEN" and rng.chance(0.25),
            additions=1 + int(rng.fraction() ** 2 * 800), deletions=int(rng.fraction() ** 2 * 400),
            changedFiles=rng.between(1, 25),
            reviewDecision="APPROVED" if state == "MERGED" else rng.pick(
                (None, "REVIEW_REQUIRED", "APPROVED", "CHANGES_REQUESTED")),
        ))
        self._label_and_assign(pull_request)
        for order in range(rng.between(1, 4)):
            last = order == 0
            if state == "MERGED" and last:
                check = "SUCCESS"
            else:
                check = rng.pick(("SUCCESS", "SUCCESS", "FAILURE", "PENDING", None))
            pull_request.commits.insert(0, self._commit(pull_request, check))
        latest = moment
        for _ in range(rng.pick((0, 1, 2, 3, 5))):
            latest = self._moment(latest, min(_LATEST, latest + 30 * 86400))
            body = rng.pick(words.REVIEW_COMMENTS + words.COMMENT_BODIES)
            self.add_comment(pull_request, rng.pick(self._people), body, iso(latest))
        if state != "OPEN":
            latest = self._moment(latest, min(_LATEST, latest + 30 * 86400))
            pull_request.state, pull_request.closedAt = state, iso(latest)
            pull_request.mergedAt = iso(latest) if state == "MERGED" else None
        pull_request.updatedAt = iso(latest)
        return pull_request

    def _make_review_requests(self) -> None:
        """Reviewers asked on the open pull requests that are ready for review, in public
        repositories (a private one's reviewers could not see it): the viewer on a fixed
        number of them, other users at random."""
        viewer = self.user(words.VIEWER_LOGIN)
        waiting = [p for r in self.repositories if not r.isPrivate for p in r.pullRequests
                   if p.state == "OPEN" and not p.isDraft]
        others = [u for u in self.users if u is not viewer]
        for pull_request in waiting:
            self._ask_reviewers(pull_request, others)
        not_hers = [p for p in waiting if p.author is not viewer]
        own = [p for p in not_hers if p.repository.owner is viewer]
        elsewhere = [p for p in not_hers if p.repository.owner is not viewer]
        for pool, count in zip((own, elsewhere), VIEWER_REVIEW_REQUESTS):
            for pull_request in self._rng.sample(pool, count):
                self._request_review(pull_request, viewer)

    def _ask_reviewers(self, pull_request: PullRequest, others: list[User]) -> None:
        """Asks none, one or two of `others` for a review, never its author."""
        candidates = [u for u in others if u is not pull_request.author]
        for reviewer in self._rng.sample(candidates, self._rng.pick((0, 1, 1, 2))):
            self._request_review(pull_request, reviewer)

    def _request_review(self, pull_request: PullRequest, reviewer: User) -> None:
        database_id = self._database_id()
        pull_request.reviewRequests.append(self._register(ReviewRequest(
            id=global_id("ReviewRequest", database_id), databaseId=database_id,
            pullRequest=pull_request, requestedReviewer=reviewer)))

    def _make_collaborators(self) -> None:
        """An organization's members push to all its repositories; a user's public
        repository has a few collaborators. Private repositories stay their owner's
        alone; on the viewer's, the outsider never pushes and the collaborator always does."""
        rng = self._rng
        for organization in self.organizations:
            members = {self.user(login): role for login, role in NAMED_MEMBERS.get(organization.login, {}).items()}
            others = [user for user in self.users if user not in members]
            members.update((user, "WRITE") for user in rng.sample(others, rng.between(*ORGANIZATION_MEMBERS)))
            organization.members = members
            for repository in organization.repositories:
                repository.collaborators = members
        outsider, collaborator = self.user(OUTSIDER_LOGIN), self.user(COLLABORATOR_LOGIN)
        for repository in self.repositories:
            if not isinstance(repository.owner, User) or repository.isPrivate:
                continue
            barred = {repository.owner}
            if repository.owner.login == words.VIEWER_LOGIN:
                barred.add(outsider)
                repository.collaborators[collaborator] = "WRITE"
            candidates = [user for user in self.users if user not in barred and user not in repository.collaborators]
            for user in rng.sample(candidates, rng.below(COLLABORATORS_MOST + 1)):
                repository.collaborators[user] = "WRITE"

    def _make_pull_request_details(self) -> None:
        """What the actions on pull requests read: mergeability, commit messages, checks,
        reviews, merge commits and changed files. Three of the viewer's open pull
        requests are made what tests need: the first conflicts with its base, the
        second changes more files than GitHub's diff takes, the third more lines."""
        viewer = self.user(words.VIEWER_LOGIN)
        hers = [p for r in viewer.repositories if not r.isPrivate for p in r.pullRequests
                if p.author is viewer and p.state == "OPEN" and not p.isDraft]
        conflicting, many_files, many_lines = hers[:3]
        many_files.changedFiles, many_files.additions, many_files.deletions = FILE_LIMIT + 40, 2_600, 900
        many_lines.additions, many_lines.deletions = LINE_LIMIT - 4_000, 6_500
        for repository in self.repositories:
            for pull_request in repository.pullRequests:
                self._detail(pull_request)
        conflicting.mergeable = "CONFLICTING"

    def _detail(self, pull_request: PullRequest) -> None:
        rng = self._rng
        if pull_request.state == "OPEN":
            pull_request.mergeable = "CONFLICTING" if rng.chance(CONFLICT_CHANCE) else "MERGEABLE"
        for link in pull_request.commits:
            word = rng.pick(words.REPOSITORY_WORDS)
            link.commit.message = rng.pick(words.COMMIT_MESSAGES).format(word=word)
            rollup = link.commit.statusCheckRollup
            if rollup is not None:
                # The head's checks ran at the last activity, the others' when the pull request opened.
                started = pull_request.updatedAt if link.commit is pull_request.head else pull_request.createdAt
                outcomes = outcomes_for(rng, self._rollup_states.pop(rollup))
                rollup.contexts = [self._register(context) for context in contexts_for(
                    rng, pull_request.repository, outcomes, seconds(started), self._new_id, iso)]
        self._make_reviews(pull_request)
        if pull_request.merged:
            owner = pull_request.repository.owner
            pushers = [u for u, role in pull_request.repository.collaborators.items()
                       if role in PUSHING and u in self._people]
            pushers += [owner] if isinstance(owner, User) else []
            method = rng.pick(("MERGE", "MERGE", "SQUASH", "REBASE"))
            merged_at, closed_at = pull_request.mergedAt, pull_request.updatedAt
            self.merge(pull_request, rng.pick(pushers) if pushers else pull_request.author, method, None, None, merged_at)
            pull_request.updatedAt = closed_at
        pull_request.files = changed_files(rng, pull_request.repository, pull_request.changedFiles,
                                           pull_request.additions, pull_request.deletions)

    def _make_reviews(self, pull_request: PullRequest) -> None:
        """Reviews that agree with the review decision drawn before them: an approval for
        an approved one, a request for changes for one with changes requested, at most
        a comment otherwise. No reviewer is also asked for a review still."""
        rng = self._rng
        if pull_request.reviewDecision == "APPROVED":
            states = ["APPROVED"] * rng.between(1, 2)
        elif pull_request.reviewDecision == "CHANGES_REQUESTED":
            states = ["APPROVED"] * rng.below(2) + ["CHANGES_REQUESTED"]
        else:
            states = ["COMMENTED"] * rng.below(2)
        if states and rng.chance(0.3):
            states.insert(0, "COMMENTED")
        asked = {request.requestedReviewer for request in pull_request.reviewRequests}
        candidates = [u for u in self._people if u is not pull_request.author and u not in asked]
        reviewers = rng.sample(candidates, len(states))
        opened, last = seconds(pull_request.createdAt), seconds(pull_request.updatedAt)
        moments = sorted(self._moment(opened, last + 1) for _ in states)
        for reviewer, state, moment in zip(reviewers, states, moments):
            body = "" if state == "APPROVED" and rng.chance(0.5) else rng.pick(words.REVIEW_COMMENTS)
            self.add_review(pull_request, reviewer, state, body, iso(moment))
        pull_request.updatedAt = iso(last)

    def _make_inboxes(self) -> None:
        """The notifications of the users the sample tokens name, of what each of them sees."""
        for login in (words.VIEWER_LOGIN, OUTSIDER_LOGIN, COLLABORATOR_LOGIN):
            user = self.user(login)
            items = [item for repository in self.repositories if self.visible(repository, user)
                     for item in (*repository.issues, *repository.pullRequests)]
            sample_inbox(self._rng, self.inboxes, user, items)

    def _make_large_repository(self) -> tuple[Repository, large.Items]:
        """octo-org/monorepo, added after all the others: a repository of its organization's
        as they are, but for its issues and pull requests, made on first read (see
        `large_repository`), and for being neither a fork, nor archived, nor a template."""
        owner = self.organization(large.OWNER)
        with self._apart(LARGE_REPOSITORY_SEED, large.FIRST_DATABASE_ID):
            repository = self._repository(owner, large.NAME)
            self._make_labels(repository)
        repository.isFork = repository.isArchived = repository.isTemplate = False
        repository.collaborators = owner.members
        items = large.Items(lambda: self._make_large_repository_items(repository))
        repository.issues, repository.pullRequests = items.issues, items.pull_requests
        owner.repositories.append(repository)
        self.repositories.append(repository)
        return repository, items

    def _make_large_repository_items(self, repository: Repository) -> tuple[list[Issue], list[PullRequest]]:
        """Its issues and then its pull requests, made as every repository's are, by anyone
        but the users the sample tokens name."""
        sample_token_users = {self.user(login) for login in TOKENS.values()}
        with self._apart(LARGE_REPOSITORY_ITEMS_SEED, large.FIRST_ITEM_DATABASE_ID,
                         [user for user in self.users if user not in sample_token_users]):
            issue_moments = self._moments(repository, large.ISSUE_COUNT)
            issues = [self._issue(repository, number, moment) for number, moment in enumerate(issue_moments, start=1)]
            for issue in issues:
                self._label_and_assign(issue)
            pull_request_moments = self._moments(repository, large.PULL_REQUEST_COUNT)
            pull_requests = [self._pull_request(repository, number, moment)
                             for number, moment in enumerate(pull_request_moments, start=len(issues) + 1)]
            for pull_request in pull_requests:
                if pull_request.state == "OPEN" and not pull_request.isDraft:
                    self._ask_reviewers(pull_request, self._people)
            for pull_request in pull_requests:
                self._detail(pull_request)
        return issues, pull_requests

    @contextmanager
    def _apart(self, seed: int, first_database_id: int, people: list[User] | None = None) -> Iterator[None]:
        """Generation that leaves the rest as it was: drawn from a generator of its own,
        numbered from `first_database_id` on, by `people` (else anyone), and no edit."""
        saved = self._rng, self._next_database_id, self._people, self.edited
        self._rng, self._next_database_id = DeterministicRandom(seed), first_database_id - 1
        self._people = self.users if people is None else people
        try:
            yield
        finally:
            self._rng, self._next_database_id, self._people, self.edited = saved

    def _new_id(self, typename: str) -> tuple[str, int]:
        database_id = self._database_id()
        return global_id(typename, database_id), database_id

    def _commit(self, pull_request: PullRequest, check: str | None) -> PullRequestCommit:
        """A commit of the pull request's branch, with the state of its checks (none run: None)."""
        oid = "".join(f"{self._rng.next64():016x}" for _ in range(3))[:40]
        commit_id, rollup_id, link_id = self._database_id(), self._database_id(), self._database_id()
        rollup = None if check is None else self._register(StatusCheckRollup(
            id=global_id("StatusCheckRollup", rollup_id)))
        commit = self._register(Commit(
            id=global_id("Commit", commit_id), oid=oid, repository=pull_request.repository, statusCheckRollup=rollup))
        if rollup is not None:
            rollup.commit = commit
            self._rollup_states[rollup] = check
        return self._register(PullRequestCommit(
            id=global_id("PullRequestCommit", link_id), commit=commit, pullRequest=pull_request))


def _with_article(phrase: str) -> str:
    """"An incremental …", "A tiny …": the article the phrase's first sound takes."""
    return ("An " if phrase[0] in "aeiou" else "A ") + phrase


def _association(author: User, repository: Repository) -> str:
    return "OWNER" if repository.owner is author else "CONTRIBUTOR" if author.databaseId % 3 == 0 else "NONE"

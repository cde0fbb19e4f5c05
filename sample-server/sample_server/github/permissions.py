"""Who may do what to a repository: its owner administers it, collaborators (an
organization's members, for its repositories) push to it, anyone who sees it reads it."""

from .model import Repository, User

# The RepositoryPermission names that include pushing, which merging, labeling,
# assigning, asking for reviews and closing others' issues take.
PUSHING = {"ADMIN", "MAINTAIN", "WRITE"}


def permission(repository: Repository, user: User | None) -> str | None:
    """The user's RepositoryPermission, or None when the repository is hidden from them
    (`user` None is an anonymous REST request)."""
    if user is not None and repository.owner is user:
        return "ADMIN"
    granted = repository.collaborators.get(user) if user is not None else None
    if granted is not None:
        return granted
    return None if repository.isPrivate else "READ"


def can_push(repository: Repository, user: User) -> bool:
    return permission(repository, user) in PUSHING


def assignable_users(repository: Repository) -> list[User]:
    """The owner when a user, and the collaborators, by login."""
    users = set(repository.collaborators)
    if isinstance(repository.owner, User):
        users.add(repository.owner)
    return sorted(users, key=lambda user: user.login)

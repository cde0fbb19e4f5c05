"""Who starred what, and when, in star order both ways."""

from .model import Repository, User


class Stars:
    def __init__(self) -> None:
        self._by_repository: dict[Repository, dict[User, str]] = {}
        self._by_user: dict[User, dict[Repository, str]] = {}

    def add(self, user: User, repository: Repository, starred_at: str) -> None:
        if self.has(user, repository):
            return
        self._by_repository.setdefault(repository, {})[user] = starred_at
        self._by_user.setdefault(user, {})[repository] = starred_at

    def remove(self, user: User, repository: Repository) -> None:
        self._by_repository.get(repository, {}).pop(user, None)
        self._by_user.get(user, {}).pop(repository, None)

    def has(self, user: User, repository: Repository) -> bool:
        return user in self._by_repository.get(repository, {})

    def count(self, repository: Repository) -> int:
        return len(self._by_repository.get(repository, {}))

    def stargazers(self, repository: Repository) -> list[tuple[User, str]]:
        return list(self._by_repository.get(repository, {}).items())

    def starred(self, user: User) -> list[tuple[Repository, str]]:
        return list(self._by_user.get(user, {}).items())

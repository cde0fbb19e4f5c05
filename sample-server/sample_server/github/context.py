"""What every GitHub resolver reads: the data and the viewer the token names."""

from collections.abc import Callable
from dataclasses import dataclass

from graphql import GraphQLError

from ..event_bus import EventBus
from .dataset import GitHubData
from .model import User


@dataclass(frozen=True)
class GitHubContext:
    """Reads the endpoint's data as it is now, not as it was when the request came:
    a subscription outlives a reset, and its next event must read the data as reset.
    Executions hold the endpoint's lock, so the data does not change under one."""

    current_data: Callable[[], GitHubData]
    login: str
    events: EventBus

    @property
    def data(self) -> GitHubData:
        return self.current_data()

    @property
    def viewer(self) -> User:
        return self.data.user(self.login)


def not_found(message: str) -> GraphQLError:
    """GitHub's error for a lookup that found nothing."""
    return GraphQLError(message, extensions={"type": "NOT_FOUND"})


def unprocessable(message: str) -> GraphQLError:
    """GitHub's error for a request it understood and will not carry out."""
    return GraphQLError(message, extensions={"type": "UNPROCESSABLE"})


def forbidden(context: GitHubContext, operation: str) -> GraphQLError:
    """GitHub's error for a mutation the viewer may not make, named as GitHub names it
    (`MergePullRequest`)."""
    return GraphQLError(f"{context.login} does not have the correct permissions to execute `{operation}`",
                        extensions={"type": "FORBIDDEN"})

"""What every GitHub resolver reads: the data and the viewer the token names."""

from dataclasses import dataclass

from graphql import GraphQLError

from ..event_bus import EventBus
from .dataset import GitHubData
from .model import User


@dataclass(frozen=True)
class GitHubContext:
    data: GitHubData
    viewer: User
    events: EventBus


def not_found(message: str) -> GraphQLError:
    """GitHub's error for a lookup that found nothing."""
    return GraphQLError(message, extensions={"type": "NOT_FOUND"})

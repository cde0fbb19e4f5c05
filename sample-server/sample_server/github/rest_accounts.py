"""A user or an organization as GitHub's REST API gives one inside another object (its
`simple-user`): an author, a merger, a repository's owner."""

from .model import Account


def simple_user(account: Account) -> dict:
    return {"login": account.login, "id": account.databaseId, "node_id": account.id, "html_url": account.url,
            "type": account.typename}

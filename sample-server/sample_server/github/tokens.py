"""The sample tokens and the viewers they name, and GitHub's answers without one."""

from collections.abc import Mapping

TOKENS = {
    "ghp_sampleMonaToken000000000000000000000": "mona",
    "ghp_sampleHubotToken00000000000000000000": "hubot",
    "ghp_sampleOctocatToken000000000000000000": "octocat",
}
DEFAULT_TOKEN = "ghp_sampleMonaToken000000000000000000000"

UNAUTHENTICATED = {
    "message": "This endpoint requires you to be authenticated.",
    "documentation_url": "https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql",
}
BAD_CREDENTIALS = {
    "message": "Bad credentials",
    "documentation_url": "https://docs.github.com/graphql",
}
# The REST API's: it serves public data without a token, so only a token it does not know is refused.
REST_BAD_CREDENTIALS = {
    "message": "Bad credentials",
    "documentation_url": "https://docs.github.com/rest",
    "status": "401",
}


def token_in(headers: Mapping[str, str]) -> str | None:
    """The token of `Authorization: bearer <token>` (or GitHub's older `token <token>`)."""
    scheme, _, token = (headers.get("Authorization") or "").strip().partition(" ")
    if scheme.lower() not in ("bearer", "token") or not token.strip():
        return None
    return token.strip()

"""Opaque, stable global ids in the shape GitHub's have: a type prefix, then base64."""

import base64
import binascii

PREFIXES = {
    "User": "U_",
    "Organization": "O_",
    "Repository": "R_",
    "Issue": "I_",
    "IssueComment": "IC_",
    "Language": "LA_",
    "Label": "LA_",
    "PullRequest": "PR_",
    "PullRequestCommit": "PURC_",
    "Commit": "C_",
    "StatusCheckRollup": "SCR_",
    "ReviewRequest": "RR_",
    "PullRequestReview": "PRR_",
    "CheckRun": "CR_",
    "StatusContext": "SC_",
}


def global_id(typename: str, database_id: int) -> str:
    payload = f"0:{typename}:{database_id}".encode()
    return PREFIXES[typename] + base64.urlsafe_b64encode(payload).decode().rstrip("=")


def database_id(node_id: str) -> int | None:
    """The database id a global id was made of, or None for one not made by `global_id`."""
    _prefix, underscore, encoded = node_id.partition("_")
    try:
        payload = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    parts = payload.split(":")
    if not underscore or len(parts) != 3 or parts[0] != "0" or not parts[2].isdecimal():
        return None
    return int(parts[2])

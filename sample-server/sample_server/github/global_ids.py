"""Opaque, stable global ids in the shape GitHub's have: a type prefix, then base64."""

import base64

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

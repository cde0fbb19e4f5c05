"""Every field of the project's GitHub node types resolves from the sample data.

The schema files are written beside the client and may grow; a field the data does
not serve would answer null or fail, so each object type's fields are queried here
through a record of that type."""

import pytest
from graphql import (
    build_schema,
    get_named_type,
    get_nullable_type,
    is_leaf_type,
    is_list_type,
    is_non_null_type,
    is_required_argument,
)

from sample_client import REPOSITORY_ROOT

GITHUB_SCHEMA = REPOSITORY_ROOT / "graphql" / "github" / "schema.graphql"


def _selection(field) -> str | None:
    """A field's selection with made-up required arguments, or None when it needs more."""
    arguments = []
    for name, argument in field.args.items():
        if name == "first":
            arguments.append("first: 2")
        elif name != "last" and is_required_argument(argument):
            return None
    text = f"({', '.join(arguments)})" if arguments else ""
    named = get_named_type(field.type)
    if is_leaf_type(named):
        return text
    return text + " { __typename }"


def _query_every_field(schema, typename: str) -> str:
    graphql_type = schema.type_map[typename]
    selections = [f"{name}{_selection(field)}" for name, field in graphql_type.fields.items() if _selection(field) is not None]
    return f"query($id: ID!) {{ node(id: $id) {{ ... on {typename} {{ {' '.join(selections)} }} }} }}"


def _sample_ids(server) -> dict[str, str]:
    data = server.data("github", """{ viewer { id repositories(first: 1, orderBy: {field: NAME, direction: ASC}) {
      nodes { id primaryLanguage { id } issues(first: 1) { nodes { id comments(first: 1) { nodes { id } } } } } } }
      organization(login: "baton-labs") { id }
      search(query: "is:pr review-requested:@me", type: ISSUE, first: 1) {
        nodes { ... on PullRequest { id reviewRequests(first: 1) { nodes { id } } } } }
      merged: search(query: "is:pr is:merged user:mona", type: ISSUE, first: 1) {
        nodes { ... on PullRequest { reviews(first: 1) { nodes { id } } mergeCommit { id } } } }
      failing: search(query: "is:pr is:open user:mona", type: ISSUE, first: 100) {
        nodes { ... on PullRequest { commits(last: 1) { nodes { commit { statusCheckRollup {
          id contexts(first: 10) { nodes { __typename ... on CheckRun { id } ... on StatusContext { id } } } } } } } } } } }""")
    repository = data["viewer"]["repositories"]["nodes"][0]
    issue = repository["issues"]["nodes"][0]
    pull_request = data["search"]["nodes"][0]
    merged = data["merged"]["nodes"][0]
    rollups = [p["commits"]["nodes"][0]["commit"]["statusCheckRollup"] for p in data["failing"]["nodes"]]
    contexts = {c["__typename"]: c["id"] for rollup in rollups if rollup for c in rollup["contexts"]["nodes"]}
    return {"User": data["viewer"]["id"], "Organization": data["organization"]["id"], "Repository": repository["id"],
            "Language": repository["primaryLanguage"]["id"], "Issue": issue["id"], "IssueComment": issue["comments"]["nodes"][0]["id"],
            "PullRequest": pull_request["id"], "ReviewRequest": pull_request["reviewRequests"]["nodes"][0]["id"],
            "PullRequestReview": merged["reviews"]["nodes"][0]["id"], "Commit": merged["mergeCommit"]["id"],
            "StatusCheckRollup": next(r["id"] for r in rollups if r), **contexts}


@pytest.mark.parametrize("typename", ["User", "Organization", "Repository", "Language", "Issue", "IssueComment",
                                      "PullRequest", "ReviewRequest", "PullRequestReview", "Commit", "StatusCheckRollup",
                                      "CheckRun", "StatusContext"])
def test_every_field_of_a_node_type_resolves(server, typename):
    schema = build_schema(GITHUB_SCHEMA.read_text())
    if typename not in schema.type_map:
        pytest.skip(f"{typename} is not in the project's GitHub schema")
    node_id = _sample_ids(server)[typename]
    data = server.data("github", _query_every_field(schema, typename), {"id": node_id})
    record = data["node"]
    for name, field in schema.type_map[typename].fields.items():
        if name in record and is_non_null_type(field.type):
            assert record[name] is not None, f"{typename}.{name} is declared non-null"
        if name in record and is_list_type(get_nullable_type(field.type)):
            assert isinstance(record[name], list)

"""addLabelsToLabelable, removeLabelsFromLabelable, addAssigneesToAssignable and
removeAssigneesFromAssignable; a repository's labels, assignable users and the viewer's
permission, which they go by."""

import pytest

from github_actions import (
    HUBOT_TOKEN,
    OCTOCAT_TOKEN,
    OPEN_ISSUE,
    OTHERS_OPEN_PULL_REQUEST,
    issue,
    mutate,
    pull_request,
    refusal,
    split,
)

REPOSITORY = """query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) {
  viewerPermission
  labels(first: 20) { totalCount nodes { id name } }
  assignableUsers(first: 20) { totalCount nodes { id login } } } }"""


def _repository(server, reference: str, token: str | None = None) -> dict:
    owner, name, _ = split(reference)
    options = {"token": token} if token else {}
    return server.data("github", REPOSITORY, {"owner": owner, "name": name}, **options)["repository"]


def _user_id(server, login: str) -> str:
    return server.data("github", f'{{ user(login: "{login}") {{ id }} }}')["user"]["id"]


def test_the_viewer_s_permission_goes_by_owner_collaborator_and_member(server):
    assert _repository(server, OPEN_ISSUE)["viewerPermission"] == "ADMIN"
    assert _repository(server, OPEN_ISSUE, token=OCTOCAT_TOKEN)["viewerPermission"] == "WRITE"
    assert _repository(server, OPEN_ISSUE, token=HUBOT_TOKEN)["viewerPermission"] == "READ"
    organization = server.data("github", """{ organization(login: "baton-labs") {
      repositories(first: 1) { nodes { viewerPermission } } } }""")
    assert organization["organization"]["repositories"]["nodes"] == [{"viewerPermission": "ADMIN"}]


def test_assignable_users_are_the_owner_and_collaborators_and_filter_by_query(server):
    repository = _repository(server, OPEN_ISSUE)
    logins = [user["login"] for user in repository["assignableUsers"]["nodes"]]
    assert "mona" in logins and "octocat" in logins and "hubot" not in logins
    assert logins == sorted(logins)
    owner, name, _ = split(OPEN_ISSUE)
    found = server.data("github", """query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) {
      byLogin: assignableUsers(first: 5, query: "OCTO") { nodes { login } }
      byName: assignableUsers(first: 5, query: "lisa") { nodes { login } } } }""", {"owner": owner, "name": name})
    # Mona Lisa Octocat by her name, octocat by his login.
    assert found["repository"] == {"byLogin": {"nodes": [{"login": "mona"}, {"login": "octocat"}]},
                                   "byName": {"nodes": [{"login": "mona"}]}}


def test_a_repository_s_labels_filter_by_name_or_description(server):
    owner, name, _ = split(OPEN_ISSUE)
    found = server.data("github", """query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) {
      all: labels(first: 20) { totalCount }
      byName: labels(first: 5, query: "DOC") { nodes { name } }
      byDescription: labels(first: 5, query: "newcomers") { nodes { name } } } }""", {"owner": owner, "name": name})
    assert found["repository"] == {"all": {"totalCount": 9}, "byName": {"nodes": [{"name": "documentation"}]},
                                   "byDescription": {"nodes": [{"name": "good first issue"}]}}


def test_labels_are_added_in_the_repository_s_order_and_removed(server):
    labels = {label["name"]: label["id"] for label in _repository(server, OPEN_ISSUE)["labels"]["nodes"]}
    target = issue(server, OPEN_ISSUE, "id viewerCanLabel labels(first: 20) { nodes { name } }")
    assert target["viewerCanLabel"] is True
    before = [label["name"] for label in target["labels"]["nodes"]]
    added = mutate(server, "addLabelsToLabelable", {"labelableId": target["id"], "labelIds": [labels["question"], labels["bug"]],
                                                    "clientMutationId": "l"},
                   "clientMutationId labelable { ... on Issue { labels(first: 20) { nodes { name } } } }")
    names = [label["name"] for label in added["labelable"]["labels"]["nodes"]]
    assert added["clientMutationId"] == "l"
    assert set(names) == set(before) | {"question", "bug"}
    assert names == [name for name in labels if name in names]
    removed = mutate(server, "removeLabelsFromLabelable", {"labelableId": target["id"], "labelIds": [labels["bug"]]},
                     "labelable { labels(first: 20) { nodes { name } } }")
    assert [label["name"] for label in removed["labelable"]["labels"]["nodes"]] == [n for n in names if n != "bug"]


def test_a_pull_request_is_labeled_too(server):
    labels = {label["name"]: label["id"] for label in _repository(server, OTHERS_OPEN_PULL_REQUEST)["labels"]["nodes"]}
    target = pull_request(server, OTHERS_OPEN_PULL_REQUEST)
    added = mutate(server, "addLabelsToLabelable", {"labelableId": target["id"], "labelIds": [labels["enhancement"]]},
                   "labelable { __typename labels(first: 20) { nodes { name } } }")
    assert added["labelable"]["__typename"] == "PullRequest"
    assert {"name": "enhancement"} in added["labelable"]["labels"]["nodes"]


def test_a_label_must_be_the_repository_s(server):
    target = issue(server, OPEN_ISSUE)
    other = _repository(server, "mona/audio-kit#1")["labels"]["nodes"][0]
    error = refusal(server, "addLabelsToLabelable", {"labelableId": target["id"], "labelIds": [other["id"]]})
    assert error["type"] == "UNPROCESSABLE"
    assert error["message"] == f"The label 'bug' ({other['id']}) is mona/audio-kit's, not mona/audio-dotfiles's"
    unknown = refusal(server, "addLabelsToLabelable", {"labelableId": target["id"], "labelIds": ["LA_nope"]})
    assert (unknown["type"], unknown["message"]) == ("NOT_FOUND", "Could not resolve to a node with the global id of 'LA_nope'")
    a_user = refusal(server, "removeLabelsFromLabelable", {"labelableId": target["id"], "labelIds": [_user_id(server, "octocat")]})
    assert a_user["message"].endswith("is a User; removeLabelsFromLabelable takes a Label.")


def test_assignees_are_added_and_removed(server):
    target = issue(server, OPEN_ISSUE, "id assignees(first: 10) { nodes { login } }")
    before = [user["login"] for user in target["assignees"]["nodes"]]
    octocat = _user_id(server, "octocat")
    added = mutate(server, "addAssigneesToAssignable", {"assignableId": target["id"], "assigneeIds": [octocat, octocat],
                                                        "clientMutationId": "a"},
                   "clientMutationId assignable { ... on Issue { assignees(first: 10) { nodes { login } } } }")
    assert added["clientMutationId"] == "a"
    assert [user["login"] for user in added["assignable"]["assignees"]["nodes"]] == [*before, "octocat"]
    removed = mutate(server, "removeAssigneesFromAssignable", {"assignableId": target["id"], "assigneeIds": [octocat]},
                     "assignable { assignees(first: 10) { nodes { login } } }")
    assert [user["login"] for user in removed["assignable"]["assignees"]["nodes"]] == before


def test_only_assignable_users_are_assigned(server):
    target = issue(server, OPEN_ISSUE)
    error = refusal(server, "addAssigneesToAssignable", {"assignableId": target["id"], "assigneeIds": [_user_id(server, "zpark")]})
    assert (error["type"], error["message"]) == (
        "UNPROCESSABLE", "zpark cannot be assigned: only the owner and collaborators of mona/audio-dotfiles can be")
    unknown = refusal(server, "addAssigneesToAssignable", {"assignableId": target["id"], "assigneeIds": ["U_nope"]})
    assert unknown["type"] == "NOT_FOUND"


@pytest.mark.parametrize(("field", "key", "ids", "operation"), [
    ("addLabelsToLabelable", "labelableId", "labelIds", "AddLabelsToLabelable"),
    ("removeLabelsFromLabelable", "labelableId", "labelIds", "RemoveLabelsFromLabelable"),
    ("addAssigneesToAssignable", "assignableId", "assigneeIds", "AddAssigneesToAssignable"),
    ("removeAssigneesFromAssignable", "assignableId", "assigneeIds", "RemoveAssigneesFromAssignable"),
])
def test_hubot_labels_and_assigns_nothing_of_mona_s(server, field, key, ids, operation):
    target = issue(server, OPEN_ISSUE, "id viewerCanLabel", token=HUBOT_TOKEN)
    assert target["viewerCanLabel"] is False
    error = refusal(server, field, {key: target["id"], ids: []}, token=HUBOT_TOKEN)
    assert (error["type"], error["message"]) == ("FORBIDDEN", f"hubot does not have the correct permissions to execute `{operation}`")

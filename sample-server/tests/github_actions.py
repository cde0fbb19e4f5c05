"""Acting on the sample GitHub data as a client does: an issue or a pull request by its
`owner/name#number`, a mutation as one of the sample users, and its refusal read back."""

HUBOT_TOKEN = "ghp_sampleHubotToken00000000000000000000"
OCTOCAT_TOKEN = "ghp_sampleOctocatToken000000000000000000"

# The items the tests act on, as the sample data has them (sample-server/README.md).
OPEN_ISSUE = "mona/audio-dotfiles#1"  # by amara-kowalski
CLOSED_ISSUE = "mona/audio-dotfiles#4"
OTHERS_OPEN_PULL_REQUEST = "mona/audio-dotfiles#12"  # by camillea, a review required
CONFLICTING = "mona/audio-dotfiles#17"  # mona's
TOO_MANY_FILES = "mona/audio-dotfiles#18"  # mona's, 340 files
TOO_MANY_LINES = "mona/audio-examples#12"  # mona's, 22,500 lines
MERGED = "mona/audio-dotfiles#19"
CLOSED_PULL_REQUEST = "mona/audio-dotfiles#13"  # mona's
MERGEABLE = "mona/audio-kit#5"  # mona's, checks passed
DRAFT = "mona/backup#7"  # mona's, mergeable
HUBOTS_PULL_REQUEST = "mona/docs-kit#6"  # checks pending
CHANGES_REQUESTED = "mona/audio-dotfiles#16"  # by pablod
NO_REVIEW_REQUIRED = "mona/backup-tools#9"  # by pablod, reviewers asked all the same


def split(reference: str) -> tuple[str, str, int]:
    owner_and_name, _, number = reference.partition("#")
    owner, _, name = owner_and_name.partition("/")
    return owner, name, int(number)


def issue(server, reference: str, selection: str = "id", token: str | None = None) -> dict:
    return _numbered(server, "issue", reference, selection, token)


def pull_request(server, reference: str, selection: str = "id", token: str | None = None) -> dict:
    return _numbered(server, "pullRequest", reference, selection, token)


def _numbered(server, field: str, reference: str, selection: str, token: str | None) -> dict:
    owner, name, number = split(reference)
    options = {"token": token} if token else {}
    data = server.data("github", f"""query($owner: String!, $name: String!, $number: Int!) {{
      repository(owner: $owner, name: $name) {{ {field}(number: $number) {{ {selection} }} }} }}""",
                       {"owner": owner, "name": name, "number": number}, **options)
    return data["repository"][field]


def mutate(server, field: str, input: dict, selection: str, token: str | None = None) -> dict:
    """The mutation's payload, asserting it came without errors."""
    options = {"token": token} if token else {}
    data = server.data("github", f"mutation($input: {_input_type(field)}!) {{ {field}(input: $input) {{ {selection} }} }}",
                       {"input": input}, **options)
    return data[field]


def refusal(server, field: str, input: dict, token: str | None = None) -> dict:
    """The one error of a mutation the server refuses, its payload null."""
    options = {"token": token} if token else {}
    response = server.graphql("github", f"mutation($input: {_input_type(field)}!) {{ {field}(input: $input) "
                                        "{ clientMutationId } }", {"input": input}, **options)
    assert response.status == 200, response.body
    payload = response.json()
    assert payload["data"] == {field: None}, payload
    [error] = payload["errors"]
    return error


def _input_type(field: str) -> str:
    return field[0].upper() + field[1:] + "Input"

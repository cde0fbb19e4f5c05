"""How long a client waits between two asks for its notifications, GitHub's
`X-Poll-Interval`: 60 seconds, as GitHub answers, until `POST /control/github/poll-interval`
`{"seconds": 1}` shortens it for a test that polls; a reset restores it."""

from ..control_api import ControlRequestError, json_object
from ..endpoint import Endpoint
from ..reply import Reply

DEFAULT_POLL_INTERVAL = 60
LONGEST = 3600


def set_poll_interval(endpoint: Endpoint, body: bytes) -> Reply:
    seconds = json_object(body, {"seconds"}).get("seconds")
    if not isinstance(seconds, int) or isinstance(seconds, bool) or not 1 <= seconds <= LONGEST:
        raise ControlRequestError(f"`seconds` must be a whole number of seconds from 1 to {LONGEST}, such as 1; "
                                  f"got {seconds!r}")
    endpoint.poll_interval = seconds
    return Reply.json(200, {"seconds": seconds})

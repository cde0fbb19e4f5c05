"""The response media types: GraphQL over HTTP's two JSON ones, chosen between by
the Accept header, and the streamed ones a client asks for by naming them."""

from collections.abc import Iterator

APPLICATION_JSON = "application/json"
GRAPHQL_RESPONSE_JSON = "application/graphql-response+json"
EVENT_STREAM = "text/event-stream"
MULTIPART_MIXED = "multipart/mixed"


def negotiate(accept: str | None) -> str:
    """The response media type the Accept header prefers; application/json by default."""
    best, best_quality = APPLICATION_JSON, 0.0
    for name, quality in _ranges(accept):
        if name in (GRAPHQL_RESPONSE_JSON, APPLICATION_JSON) and quality > best_quality:
            best, best_quality = name, quality
    return best


def accepts(accept: str | None, media_type: str) -> bool:
    """Whether the Accept header names the media type (not with q=0)."""
    return any(name == media_type and quality > 0 for name, quality in _ranges(accept))


def _ranges(accept: str | None) -> Iterator[tuple[str, float]]:
    for media_range in (accept or "").split(","):
        name, *parameters = (part.strip() for part in media_range.split(";"))
        quality = 1.0
        for parameter in parameters:
            key, _, value = parameter.partition("=")
            if key.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        yield name.lower(), quality

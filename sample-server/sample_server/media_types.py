"""The two response media types of GraphQL over HTTP, and choosing between them."""

APPLICATION_JSON = "application/json"
GRAPHQL_RESPONSE_JSON = "application/graphql-response+json"


def negotiate(accept: str | None) -> str:
    """The response media type the Accept header prefers; application/json by default."""
    best, best_quality = APPLICATION_JSON, 0.0
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
        if name.lower() in (GRAPHQL_RESPONSE_JSON, APPLICATION_JSON) and quality > best_quality:
            best, best_quality = name.lower(), quality
    return best

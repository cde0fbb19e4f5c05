"""The Rick and Morty endpoint: public and read-only, like the real API."""

from pathlib import Path

from ..endpoint import Endpoint
from ..schema_binding import bind, load_schema
from .dataset import RickAndMortyData
from .resolvers import resolvers


class RickAndMortyEndpoint(Endpoint):
    name = "rickandmorty"

    def __init__(self, schema_path: Path) -> None:
        super().__init__()
        self.data = RickAndMortyData()
        self.schema = bind(load_schema(schema_path), resolvers(self.data))

"""The Rick and Morty data: 826 characters, 126 locations, 51 episodes.

Built from the real names in `tables` and, past them, from a fixed seed, so every
start serves the same bytes. Records link to each other directly (a character's
`episode` is its list of Episode objects), so most fields resolve by attribute.
"""

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

from ..deterministic_random import DeterministicRandom
from . import tables

CHARACTER_COUNT = 826
LOCATION_COUNT = 126
EPISODE_COUNT = 51
SEED = 0x5A4D_2013
IMAGE_URL = "https://rickandmortyapi.com/api/character/avatar/{id}.jpeg"

# How many episodes a generated character appears in, by weight. Tuned so that the
# first page of characters, with every episode's characters, is about 650 KB.
_APPEARANCE_WEIGHTS = ((1, 78), (2, 15), (3, 4), (4, 2), (6, 1))


@dataclass(eq=False)
class Location:
    id: str | None
    name: str
    type: str | None
    dimension: str | None
    created: str | None
    residents: list["Character"] = field(default_factory=list)


@dataclass(eq=False)
class Episode:
    id: str
    name: str
    air_date: str
    episode: str
    created: str
    characters: list["Character"] = field(default_factory=list)


@dataclass(eq=False)
class Character:
    id: str
    name: str
    status: str
    species: str
    type: str
    gender: str
    origin: Location
    location: Location
    image: str
    created: str
    episode: list[Episode] = field(default_factory=list)


def _unknown_location() -> Location:
    """What the real API gives for an unknown origin or location: no id, named "unknown"."""
    return Location(id=None, name="unknown", type=None, dimension=None, created=None)


def _timestamp(start: datetime, milliseconds: int) -> str:
    moment = start + timedelta(milliseconds=milliseconds)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


class RickAndMortyData:
    def __init__(self) -> None:
        rng = DeterministicRandom(SEED)
        self.unknown = _unknown_location()
        self.episodes = self._make_episodes(rng)
        self.locations = self._make_locations(rng)
        self.characters = self._make_characters(rng)
        self._link()
        self.characters_by_id = {c.id: c for c in self.characters}
        self.locations_by_id = {loc.id: loc for loc in self.locations}
        self.episodes_by_id = {e.id: e for e in self.episodes}

    def _make_episodes(self, rng: DeterministicRandom) -> list[Episode]:
        start = datetime(2017, 11, 10, 12, 56, 33, 798000, tzinfo=timezone.utc)
        episodes, offset, number = [], 0, 0
        for season, count in enumerate(tables.SEASON_EPISODES, start=1):
            for in_season in range(1, count + 1):
                name, air_date = tables.EPISODES[number]
                number += 1
                episodes.append(Episode(
                    id=str(number), name=name, air_date=air_date,
                    episode=f"S{season:02d}E{in_season:02d}", created=_timestamp(start, offset),
                ))
                offset += rng.between(300, 1500)
        return episodes

    def _make_locations(self, rng: DeterministicRandom) -> list[Location]:
        start = datetime(2017, 11, 10, 12, 42, 4, 162000, tzinfo=timezone.utc)
        locations, offset = [], 0
        for index in range(LOCATION_COUNT):
            if index < len(tables.LOCATIONS):
                name, kind, dimension = tables.LOCATIONS[index]
            else:
                name = _alien_word(rng, 2).capitalize() + rng.pick(("", " Prime", " 7", " IV", " Belt", " Minor"))
                kind, dimension = rng.pick(tables.LOCATION_TYPES), rng.pick(tables.DIMENSIONS)
            locations.append(Location(id=str(index + 1), name=name, type=kind, dimension=dimension,
                                      created=_timestamp(start, offset)))
            offset += rng.between(500, 90_000)
        return locations

    def _make_characters(self, rng: DeterministicRandom) -> list[Character]:
        start = datetime(2017, 11, 4, 18, 48, 46, 250000, tzinfo=timezone.utc)
        characters, offset = [], 0
        for index in range(CHARACTER_COUNT):
            if index < len(tables.CHARACTERS):
                name, status, species, kind, gender, origin, location, episode_ids = tables.CHARACTERS[index]
            else:
                name, status, species, kind, gender = _generated_traits(rng)
                origin = 0 if rng.chance(0.35) else rng.between(1, LOCATION_COUNT)
                location = 0 if rng.chance(0.05) else rng.between(1, LOCATION_COUNT)
                episode_ids = _generated_episodes(rng)
            character = Character(
                id=str(index + 1), name=name, status=status, species=species, type=kind, gender=gender,
                origin=self._location(origin), location=self._location(location),
                image=IMAGE_URL.format(id=index + 1), created=_timestamp(start, offset),
            )
            character.episode = [self.episodes[number - 1] for number in sorted(set(episode_ids))]
            characters.append(character)
            offset += rng.between(2_000, 4_000_000)
        return characters

    def _location(self, number: int) -> Location:
        return self.locations[number - 1] if number else self.unknown

    def _link(self) -> None:
        for character in self.characters:
            for episode in character.episode:
                episode.characters.append(character)
            if character.location is not self.unknown:
                character.location.residents.append(character)


def _alien_word(rng: DeterministicRandom, syllables: int) -> str:
    return "".join(rng.pick(tables.ALIEN_SYLLABLES) for _ in range(syllables))


def _generated_traits(rng: DeterministicRandom) -> tuple[str, str, str, str, str]:
    roll = rng.below(100)
    if roll < 34:
        variant = "Rick" if roll < 18 else "Morty"
        name = f"{rng.pick(tables.RICK_AND_MORTY_PREFIXES)} {variant}"
        return name, rng.pick(tables.STATUSES), "Human", "", "Male"
    if roll < 64:
        name, species = f"{rng.pick(tables.FIRST_NAMES)} {rng.pick(tables.LAST_NAMES)}", rng.pick(("Human", "Human", "Humanoid"))
    else:
        name = f"{_alien_word(rng, 2).capitalize()} {_alien_word(rng, rng.between(1, 3)).capitalize()}"
        species = rng.pick(tables.SPECIES[1:])
    kind = rng.pick(tables.TYPES) if rng.chance(0.2) else ""
    gender = rng.pick(tables.GENDERS[:2]) if rng.chance(0.85) else rng.pick(tables.GENDERS[2:])
    return name, rng.pick(tables.STATUSES), species, kind, gender


def _generated_episodes(rng: DeterministicRandom) -> list[int]:
    roll, count = rng.below(sum(weight for _, weight in _APPEARANCE_WEIGHTS)), 1
    for appearances, weight in _APPEARANCE_WEIGHTS:
        if roll < weight:
            count = appearances
            break
        roll -= weight
    first = rng.between(1, EPISODE_COUNT)
    # Recurring characters come back in nearby episodes, as they do in the show.
    return [min(EPISODE_COUNT, max(1, first + rng.between(-4, 4))) if n else first for n in range(count)]

import re

import pytest

FIXTURE_QUERY = """{ characters(page: 1) { info { count pages next prev } results { id name status species
type gender image created origin { id name } location { id name } episode { id name air_date episode created
characters { id name image } } } } }"""

PAGE = "query Page($page: Int, $filter: FilterCharacter) { characters(page: $page, filter: $filter) { info { count pages next prev } results { id name status species type gender } } }"


def characters(server, **variables):
    return server.data("rickandmorty", PAGE, variables)["characters"]


def test_the_first_page(server):
    data = server.data("rickandmorty", "{ characters(page: 1) { info { count pages next } results { id name } } }")
    page = data["characters"]
    assert page["info"] == {"count": 826, "pages": 42, "next": 2}
    assert len(page["results"]) == 20
    assert page["results"][0] == {"id": "1", "name": "Rick Sanchez"}
    assert [c["name"] for c in page["results"][1:5]] == ["Morty Smith", "Summer Smith", "Beth Smith", "Jerry Smith"]


def test_the_last_page_and_past_it(server):
    last = characters(server, page=42)
    assert last["info"] == {"count": 826, "pages": 42, "next": None, "prev": 41}
    assert [c["id"] for c in last["results"]] == [str(n) for n in range(821, 827)]
    past = characters(server, page=50)
    assert past["info"] == {"count": 826, "pages": 42, "next": None, "prev": 42}
    assert past["results"] == []


def test_page_below_one_reads_as_the_first(server):
    page = characters(server, page=0)
    assert page["info"]["prev"] is None
    assert page["results"][0]["id"] == "1"


def test_name_filter_is_a_case_insensitive_substring(server):
    page = characters(server, filter={"name": "RICK"})
    assert page["info"]["count"] > 20
    assert page["results"][0]["name"] == "Rick Sanchez"
    everyone = []
    for number in range(1, page["info"]["pages"] + 1):
        everyone += characters(server, page=number, filter={"name": "rick"})["results"]
    assert len(everyone) == page["info"]["count"]
    assert all("rick" in c["name"].lower() for c in everyone)


def test_other_filters_match_whole_values_case_insensitively(server):
    alive = characters(server, filter={"status": "alive"})
    assert alive["info"]["count"] > 0
    assert all(c["status"] == "Alive" for c in alive["results"])
    male = characters(server, filter={"gender": "male", "species": "human"})
    assert all((c["gender"], c["species"]) == ("Male", "Human") for c in male["results"])
    female = characters(server, filter={"gender": "Female"})["info"]["count"]
    assert female > 0
    assert characters(server, filter={"gender": "male"})["info"]["count"] + female < 826
    assert characters(server, filter={"status": "aliv"})["info"] == {"count": 0, "pages": 0, "next": None, "prev": None}


def test_single_and_by_ids(server):
    data = server.data("rickandmorty", """{
      rick: character(id: "1") { name origin { id name dimension } location { id name } }
      nobody: character(id: "9999") { name }
      charactersByIds(ids: ["3", "1", "1", "9999"]) { id name }
      location(id: "3") { name type residents { id } }
      locationsByIds(ids: ["2", "1"]) { id name }
      episode(id: "1") { name air_date episode }
      episodesByIds(ids: ["2", "51"]) { id name episode }
    }""")
    assert data["rick"] == {"name": "Rick Sanchez", "origin": {"id": "1", "name": "Earth (C-137)", "dimension": "Dimension C-137"},
                            "location": {"id": "3", "name": "Citadel of Ricks"}}
    assert data["nobody"] is None
    assert data["charactersByIds"] == [{"id": "1", "name": "Rick Sanchez"}, {"id": "3", "name": "Summer Smith"}]
    assert data["location"]["name"] == "Citadel of Ricks"
    assert {"id": "1"} in data["location"]["residents"]
    assert data["locationsByIds"] == [{"id": "1", "name": "Earth (C-137)"}, {"id": "2", "name": "Abadango"}]
    assert data["episode"] == {"name": "Pilot", "air_date": "December 2, 2013", "episode": "S01E01"}
    assert data["episodesByIds"] == [{"id": "2", "name": "Lawnmower Dog", "episode": "S01E02"},
                                     {"id": "51", "name": "Rickmurai Jack", "episode": "S05E10"}]


def test_an_unknown_origin_is_a_location_without_id(server):
    data = server.data("rickandmorty", '{ character(id: "2") { origin { id name type dimension residents { id } } } }')
    assert data["character"]["origin"] == {"id": None, "name": "unknown", "type": None, "dimension": None, "residents": []}


def test_locations_and_episodes_are_paged_too(server):
    data = server.data("rickandmorty", """{
      locations(page: 7) { info { count pages next prev } results { id } }
      episodes(page: 3, filter: {name: "rick"}) { info { count } results { name } }
      seasonOne: episodes(filter: {episode: "s01e05"}) { results { name } }
    }""")
    assert data["locations"]["info"] == {"count": 126, "pages": 7, "next": None, "prev": 6}
    assert len(data["locations"]["results"]) == 6
    assert data["episodes"]["info"]["count"] > 20
    assert all("rick" in e["name"].lower() for e in data["episodes"]["results"])
    assert data["seasonOne"]["results"] == [{"name": "Meeseeks and Destroy"}]
    all_episodes = server.data("rickandmorty", "{ episodes { info { count pages } } }")["episodes"]["info"]
    assert all_episodes == {"count": 51, "pages": 3}


def test_records_are_shaped_like_the_real_api(server):
    page = server.data("rickandmorty", FIXTURE_QUERY)["characters"]
    for character in page["results"]:
        assert character["image"] == f"https://rickandmortyapi.com/api/character/avatar/{character['id']}.jpeg"
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", character["created"])
        assert character["status"] in ("Alive", "Dead", "unknown")
        assert character["episode"], character["name"]
        for episode in character["episode"]:
            assert re.fullmatch(r"S\d\dE\d\d", episode["episode"])
            assert character["id"] in {c["id"] for c in episode["characters"]}
            assert 5 <= len(episode["characters"]) <= 60
    rick = page["results"][0]
    assert len(rick["episode"]) == 51


def test_the_benchmark_fixture_is_about_650_kb_and_deterministic(server, start_server):
    response = server.graphql("rickandmorty", FIXTURE_QUERY)
    assert response.status == 200
    assert 600_000 <= len(response.body) <= 700_000
    payload = response.json()["data"]["characters"]["results"]
    records = {("Character", c["id"]) for c in payload}
    for character in payload:
        for episode in character["episode"]:
            records.add(("Episode", episode["id"]))
            records |= {("Character", c["id"]) for c in episode["characters"]}
    assert 800 <= len(records) <= 1000
    other = start_server()
    assert other.graphql("rickandmorty", FIXTURE_QUERY).body == response.body


@pytest.mark.parametrize("ids", [["1", "abc"], [" 2 "]])
def test_by_ids_ignores_ids_it_does_not_know(server, ids):
    data = server.data("rickandmorty", "query($ids: [ID!]!) { charactersByIds(ids: $ids) { id } }", {"ids": ids})
    assert data["charactersByIds"] == [{"id": ids[0].strip()}]

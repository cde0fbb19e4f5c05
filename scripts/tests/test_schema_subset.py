"""scripts/check-github-subset and the agreement rules it applies."""

import subprocess
from pathlib import Path

import pytest

import schema_agreement

REFERENCES = Path(__file__).resolve().parents[3] / "shared" / "reference"
GITHUB_REFERENCE = REFERENCES / "github.schema.graphql"
RICKANDMORTY_REFERENCE = REFERENCES / "rickandmorty.schema.graphql"

# A small published schema the rule tests compare against, so that they run
# whether or not the real references are at hand.
REFERENCE = """
type Query implements Node {
  id: ID!
  node(id: ID!): Node
  things(first: Int, after: String, order: Order, kind: Kind = PLAIN): [Thing!]!
  thing(name: String!, owner: String!, strict: Boolean = true): Thing
}
interface Node { id: ID! }
interface Named { name: String! }
type Thing implements Node & Named { id: ID! name: String! size: Int kind: Kind }
type Other implements Node { id: ID! }
union Anything = Thing | Other
enum Kind { PLAIN FANCY }
input Order { field: String! direction: Kind! note: String }
scalar URI
directive @tag(name: String!) on FIELD_DEFINITION
"""

GOOD_SUBSET = """
type Query {
  node(id: ID!): Node
  things(first: Int, order: Order, kind: Kind = PLAIN): [Thing!]!
  thing(name: String!, owner: String!): Thing
}
interface Node { id: ID! }
type Thing implements Node { id: ID! name: String! kind: Kind }
union Anything = Thing
enum Kind { PLAIN FANCY }
input Order { field: String! direction: Kind! }
"""


def disagreements(subset: str, complete: bool = False) -> list[str]:
    schema, problems = schema_agreement.build_own(subset)
    assert schema is not None and problems == [], problems
    return schema_agreement.compare(schema, schema_agreement.build_reference(REFERENCE), complete).disagreements


def test_a_faithful_subset_agrees():
    assert disagreements(GOOD_SUBSET) == []


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (("thing(name: String!, owner: String!): Thing", "thing(name: String!, owner: String!): Thing!"),
         "Query.thing: typed Thing! here, Thing in the reference"),
        (("[Thing!]!", "[Thing]!"), "Query.things: typed [Thing]! here, [Thing!]! in the reference"),
        (("thing(name: String!, owner: String!)", "thing(name: String!)"),
         "Query.thing(owner:): the reference's argument owner: String! is missing"),
        (("name: String! kind: Kind }", "name: String! kind: Kind colour: String }"),
         "Thing.colour: not a field of the reference"),
        (("things(first: Int,", "things(first: Int, last: Int,"),
         "Query.things(last:): not an argument of the reference"),
        (("things(first: Int,", "things(first: String,"),
         "Query.things(first:): typed String here, Int in the reference"),
        (("kind: Kind = PLAIN", "kind: Kind = FANCY"),
         "Query.things(kind:): defaults to FANCY here, PLAIN in the reference"),
        (("kind: Kind = PLAIN", "kind: Kind"),
         "Query.things(kind:): defaults to None here, PLAIN in the reference"),
        (("enum Kind { PLAIN FANCY }", "enum Kind { PLAIN }"), "Kind: lacks the reference's values FANCY"),
        (("enum Kind { PLAIN FANCY }", "enum Kind { PLAIN FANCY ODD }"),
         "Kind: has values the reference lacks: ODD"),
        (("input Order { field: String! direction: Kind! }", "input Order { field: String! }"),
         "Order.direction: the reference's input field direction: Kind! is missing"),
        (("union Anything = Thing", "union Anything = Thing\ntype Stray { id: ID }\nunion Extra = Thing"),
         "Stray: not a type of the reference"),
        (("union Anything = Thing", "union Anything = Thing | Stray\ntype Stray implements Node { id: ID! }"),
         "Anything: has the member Stray, which the reference's Anything lacks"),
        (("interface Node { id: ID! }", "interface Node { id: ID! }\ninterface Sized { size: Int }"),
         "Sized: not a type of the reference"),
        (("union Anything = Thing", "input Anything { a: Int }"),
         "Anything: declared as input object here, as union in the reference"),
    ],
)
def test_each_disagreement_is_named(change, expected):
    old, new = change
    assert old in GOOD_SUBSET
    assert expected in disagreements(GOOD_SUBSET.replace(old, new))


def test_an_interface_the_reference_type_does_not_implement_is_refused():
    subset = GOOD_SUBSET.replace("type Thing implements Node {", "type Thing implements Node & Other2 {") + \
        "interface Other2 { id: ID! }"
    found = disagreements(subset)
    assert "Thing: has the interface Other2, which the reference's Thing lacks" in found
    assert "Other2: not a type of the reference" in found


def test_a_root_of_another_name_is_refused():
    subset = GOOD_SUBSET.replace("type Query {", "schema { query: Root }\ntype Root {")
    assert "the query root is Root, the reference's is Query" in disagreements(subset)


def test_completeness_requires_everything_the_reference_declares():
    found = disagreements(GOOD_SUBSET, complete=True)
    for expected in [
        "Other: a type of the reference missing here",
        "Thing.size: a field of the reference missing here",
        "Thing: lacks the reference's interface Named",
        "Anything: lacks the reference's member Other",
        "Query.things(after:): the reference's argument after: String is missing",
        "Order.note: the reference's input field note: String is missing",
    ]:
        assert expected in found


def test_a_schema_that_does_not_validate_is_refused_before_any_comparison():
    schema, problems = schema_agreement.build_own("type Query { a: Thing }\ninterface N { id: ID! }\ntype Thing implements N { x: Int }")
    assert schema is not None
    assert problems == ["the schema is invalid: Interface field N.id expected but Thing does not provide it."]
    schema, problems = schema_agreement.build_own("type Query { a: Missing }")
    assert schema is None and problems[0].startswith("the schema does not build: Unknown type 'Missing'")


def run(root: Path, *arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(root / "scripts" / "check-github-subset"), *arguments],
                          capture_output=True, text=True, check=False)


def test_without_the_references_the_check_notes_it_and_passes(root, tmp_path):
    result = run(root, str(tmp_path / "absent-github.graphql"), str(tmp_path / "absent-rm.graphql"))
    assert result.returncode == 0, result.stdout
    assert result.stdout.count("agreement not checked") == 2


def test_the_script_fails_on_a_disagreeing_reference(root, tmp_path):
    reference = tmp_path / "github.graphql"
    reference.write_text(REFERENCE)
    result = run(root, str(reference), str(tmp_path / "absent-rm.graphql"))
    assert result.returncode == 1
    assert "DISAGREES" in result.stdout
    assert "Repository: not a type of the reference" in result.stdout


@pytest.mark.skipif(not GITHUB_REFERENCE.is_file() or not RICKANDMORTY_REFERENCE.is_file(),
                    reason="the published schemas are not beside the repository")
class TestAgainstThePublishedSchemas:
    def test_the_checked_in_schemas_agree(self, root):
        result = run(root)
        assert result.returncode == 0, result.stdout
        assert "graphql/github/schema.graphql: a subset of" in result.stdout
        assert "schema.graphql: the same schema as" in result.stdout

    @pytest.mark.parametrize(
        ("old", "new", "expected"),
        [
            ("  viewer: User!\n", "  viewer: User\n", "Query.viewer: typed User here, User! in the reference"),
            ('    """The login field of a user or organization"""\n    owner: String!\n  ): Repository\n',
             "  ): Repository\n",
             "Query.repository(owner:): the reference's argument owner: String! is missing"),
            ("  nameWithOwner: String!\n", "  nameWithOwner: String!\n  fullName: String!\n",
             "Repository.fullName: not a field of the reference"),
        ],
    )
    def test_a_wrong_github_subset_is_caught(self, root, tmp_path, old, new, expected):
        text = (root / "graphql" / "github" / "schema.graphql").read_text()
        assert old in text
        schema, problems = schema_agreement.build_own(text.replace(old, new, 1))
        assert problems == []
        found = schema_agreement.compare(
            schema, schema_agreement.build_reference(GITHUB_REFERENCE.read_text()), complete=False).disagreements
        assert found == [expected]

    def test_a_rick_and_morty_schema_missing_a_field_is_caught(self, root):
        text = (root / "schema.graphql").read_text()
        schema, _ = schema_agreement.build_own(text.replace("  dimension: String\n", "", 1))
        found = schema_agreement.compare(
            schema, schema_agreement.build_reference(RICKANDMORTY_REFERENCE.read_text()), complete=True).disagreements
        assert found == ["Location.dimension: a field of the reference missing here"]

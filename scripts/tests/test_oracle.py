"""The compiler's oracle corpus and the graphql-core judge that decides it."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
from graphql import GraphQLError, parse, specified_rules, validate

import judge

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "Tests" / "BatonCompilerTests" / "Corpus"
ORACLE = ROOT / "scripts" / "oracle"

FOLDERS = judge.corpus_folders(CORPUS)
JUDGED = [folder for folder in FOLDERS if folder.judged_by_graphql_core]
COMMENTED = [folder for folder in FOLDERS if not folder.judged_by_graphql_core]

# graphql-core's rules that the graphql-core-judged folders need not break: the
# defer/stream rules apply only to a schema that declares those directives, which the
# documents with Relay's directives cover, and the introspection depth limit is
# graphql-core's own safeguard, not a rule of the specification.
NOT_COVERED_HERE = {
    "DeferStreamDirectiveOnRootField",
    "DeferStreamDirectiveOnValidOperationsRule",
    "DeferStreamDirectiveLabel",
    "StreamDirectiveOnListField",
    "MaxIntrospectionDepthRule",
}
RULES = {rule.__name__: rule for rule in specified_rules}

RELAY_DIRECTIVES = {
    "connection", "refetchable", "argumentDefinitions", "arguments", "alias", "required", "catch",
    "throwOnFieldError", "semanticNonNull", "inline", "defer", "stream", "appendEdge", "prependEdge",
    "appendNode", "prependNode", "deleteEdge", "deleteRecord", "cacheExpiration",
}


def documents(folders):
    return [(folder, path) for folder in folders for path in sorted((CORPUS / folder.name).glob("*.graphql"))]


def rule_named(file_name: str):
    """The graphql-core rule an `invalid-<rule>-<case>.graphql` document is named after."""
    stem = file_name.removeprefix("invalid-").removesuffix(".graphql")
    for name, rule in RULES.items():
        kebab = re.sub(r"(?<!^)(?=[A-Z])", "-", name.removesuffix("Rule")).lower()
        if stem == kebab or stem.startswith(kebab + "-"):
            return rule
    return None


def test_the_corpus_holds_at_least_150_documents():
    assert len(documents(FOLDERS)) >= 150


def test_expected_tsv_is_what_graphql_core_says_today():
    current = "\n".join(judge.judge_corpus(CORPUS)) + "\n"
    assert (CORPUS / "expected.tsv").read_text() == current, (
        "expected.tsv is stale: scripts/oracle/judge.py --corpus Tests/BatonCompilerTests/Corpus "
        "> Tests/BatonCompilerTests/Corpus/expected.tsv"
    )


@pytest.mark.parametrize(("folder", "path"), documents(JUDGED), ids=lambda value: getattr(value, "name", None))
def test_a_documents_name_states_its_verdict(folder, path):
    schema = judge.load_schema(folder.schema)
    name = path.name
    if name.startswith("syntax-"):
        with pytest.raises(GraphQLError):
            parse(path.read_text())
        return
    verdict = judge.judge(schema, path.read_text())
    if name.startswith("valid-"):
        assert verdict.valid, verdict.message
        return
    assert name.startswith("invalid-"), f"{name}: named neither valid-, invalid- nor syntax-"
    rule = rule_named(name)
    assert rule is not None, f"{name}: names no rule of graphql-core"
    assert not verdict.valid
    assert validate(schema, parse(path.read_text()), [rule]), f"{name} does not break {rule.__name__}"


def test_every_rule_of_the_specification_is_broken_by_some_document():
    broken = {rule_named(path.name).__name__ for _, path in documents(JUDGED) if path.name.startswith("invalid-")}
    assert set(RULES) - NOT_COVERED_HERE - broken == set()
    assert sum(path.name.startswith("syntax-") for _, path in documents(JUDGED)) >= 5


@pytest.mark.parametrize(("folder", "path"), documents(COMMENTED), ids=lambda value: getattr(value, "name", None))
def test_a_relay_document_states_its_verdict_and_uses_relays_directives(folder, path):
    text = path.read_text()
    match = re.fullmatch(r"# expect: (valid|error \S.*)", text.splitlines()[0])
    assert match, f"{path.name}: the first line must be `# expect: valid` or `# expect: error <text>`"
    assert match.group(1).startswith("valid") == path.name.startswith("valid-")
    used = set(re.findall(r"@(\w+)", text))
    assert used & RELAY_DIRECTIVES, f"{path.name} uses none of Relay's directives"
    parse(text)


def test_the_relay_documents_cover_defer_and_stream():
    names = [path.name for _, path in documents(COMMENTED)]
    for word in ("defer", "stream"):
        assert any(word in name and name.startswith("invalid-") for name in names)
        assert any(word in name and name.startswith("valid-") for name in names)


def run(script: str, *arguments: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ORACLE / script), *arguments],
                          input=stdin, capture_output=True, text=True, check=False)


def test_judge_prints_path_verdict_and_first_message(tmp_path):
    good = tmp_path / "good.graphql"
    good.write_text('query A { character(id: "1") { name } }')
    bad = tmp_path / "bad.graphql"
    bad.write_text('query B { character(id: "1") { nmae } }\nquery B { episode(id: 1) { id } }')
    broken = tmp_path / "broken.graphql"
    broken.write_text("query C {")
    result = run("judge.py", "--schema", str(ROOT / "schema.graphql"), str(good), str(bad), str(broken))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        f"{good}\tvalid\t",
        f"{bad}\tinvalid\tCannot query field 'nmae' on type 'Character'. Did you mean 'name' or 'image'?",
        f"{broken}\tinvalid\tSyntax Error: Expected Name, found <EOF>.",
    ]


def test_judge_leaves_anonymous_operations_to_graphql_core(tmp_path):
    anonymous = tmp_path / "anonymous.graphql"
    anonymous.write_text('{ character(id: "1") { name } }')
    result = run("judge.py", "--schema", str(ROOT / "schema.graphql"), str(anonymous))
    assert result.stdout == f"{anonymous}\tvalid\t\n"


def test_validate_text_reads_lines_and_skips_comments():
    texts = '# documentId: 0cc175b9\nquery A{character(id:"1"){id,name}}\n\nquery B{character(id:"2"){...F}}fragment F on Character{name}\n'
    result = run("validate_text.py", "--schema", str(ROOT / "schema.graphql"), stdin=texts)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == ["1\tvalid\t", "2\tvalid\t"]


def test_validate_text_reads_a_json_list_and_fails_on_an_invalid_text():
    texts = '["query A{viewer{login}}", "query B{viewer{logn}}", "query C{viewer{...F}}"]'
    result = run("validate_text.py", "--schema", str(ROOT / "graphql" / "github" / "schema.graphql"), stdin=texts)
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        "1\tvalid\t",
        "2\tinvalid\tCannot query field 'logn' on type 'User'. Did you mean 'login'?",
        "3\tinvalid\tUnknown fragment 'F'.",
    ]


def test_validate_text_accepts_defer_and_stream_only_when_asked():
    text = 'query A{character(id:"1"){...F@defer(label:"f")}}fragment F on Character{name}\n'
    plain = run("validate_text.py", "--schema", str(ROOT / "schema.graphql"), stdin=text)
    assert plain.returncode == 1
    assert plain.stdout == "1\tinvalid\tUnknown directive '@defer'.\n"
    allowed = run("validate_text.py", "--schema", str(ROOT / "schema.graphql"), "--defer-stream", stdin=text)
    assert allowed.returncode == 0
    assert allowed.stdout == "1\tvalid\t\n"


def test_validate_text_refuses_an_empty_input():
    result = run("validate_text.py", "--schema", str(ROOT / "schema.graphql"), stdin="\n# only a comment\n")
    assert result.returncode == 1
    assert "no operation text" in result.stderr

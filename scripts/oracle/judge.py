"""graphql-core's verdict on GraphQL documents: the oracle batonc's validation is held to.

Each document is parsed and validated with graphql-core's specified rules against a
schema, and judged valid or invalid, with the first error graphql-core reports. The
rule that an operation must be named is Relay's, not the specification's, so an
anonymous operation is judged here as graphql-core judges it.

Usage:
  judge.py --schema SCHEMA DOCUMENT...   one line per document: path, verdict, message
  judge.py --corpus DIRECTORY            the corpus's expected verdicts, as expected.tsv holds them

A corpus directory names, in schemas.tsv, each of its folders of documents, the
schema (a path relative to the corpus) they are judged against, and who judges
them: `graphql-core`, or `expect-comment` for documents with Relay's directives,
whose first line states the verdict (`# expect: valid`, `# expect: error <text>`)
and which --corpus leaves out. Lines are
`<path>\\t<valid|invalid>\\t<first error message>`, the message empty when valid.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from graphql import GraphQLError, GraphQLSchema, build_schema, parse, specified_rules, validate


@dataclass(frozen=True)
class Verdict:
    valid: bool
    message: str

    def line(self, path: str) -> str:
        return f"{path}\t{'valid' if self.valid else 'invalid'}\t{self.message}"


def flat(message: str) -> str:
    """One line: the tab-separated format has no room for tabs or line breaks."""
    return " ".join(message.split())


def judge(schema: GraphQLSchema, text: str) -> Verdict:
    try:
        document = parse(text)
    except GraphQLError as error:
        return Verdict(False, flat(error.message))
    errors = validate(schema, document, specified_rules)
    return Verdict(not errors, flat(errors[0].message) if errors else "")


def load_schema(*paths: Path) -> GraphQLSchema:
    """The schema the files define together."""
    return build_schema("\n".join(path.read_text() for path in paths))


@dataclass(frozen=True)
class Folder:
    """A folder of the corpus as schemas.tsv describes it."""

    name: str
    schema: Path
    judged_by_graphql_core: bool


JUDGES = ("graphql-core", "expect-comment")


def corpus_folders(corpus: Path) -> list[Folder]:
    folders = []
    for number, line in enumerate((corpus / "schemas.tsv").read_text().splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 3 or fields[2] not in JUDGES:
            raise ValueError(f"schemas.tsv:{number}: expected `<folder>\\t<schema>\\t<{'|'.join(JUDGES)}>`")
        folders.append(Folder(fields[0], (corpus / fields[1]).resolve(), fields[2] == JUDGES[0]))
    return folders


def judge_corpus(corpus: Path) -> list[str]:
    lines = []
    for folder in corpus_folders(corpus):
        if not folder.judged_by_graphql_core:
            continue
        schema = load_schema(folder.schema)
        documents = sorted((corpus / folder.name).glob("*.graphql"))
        if not documents:
            raise ValueError(f"{corpus / folder.name}: no documents")
        for document in documents:
            path = document.relative_to(corpus).as_posix()
            lines.append(judge(schema, document.read_text()).line(path))
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--schema", type=Path, help="the schema the documents are judged against")
    group.add_argument("--corpus", type=Path, help="a corpus directory with its schemas.tsv")
    parser.add_argument("documents", nargs="*", type=Path)
    options = parser.parse_args(argv)
    if options.corpus is not None:
        if options.documents:
            parser.error("--corpus takes no documents")
        lines = judge_corpus(options.corpus)
    else:
        if not options.documents:
            parser.error("name at least one document")
        schema = load_schema(options.schema)
        lines = [judge(schema, document.read_text()).line(str(document)) for document in options.documents]
    for line in lines:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Judges operation texts as a server would: each must parse and validate against the schema.

batonc print writes the text a server receives, compact on one line. This reads such
texts, one a line or a JSON list of strings, from a file or standard input; a line
that is only a comment (`# documentId: ...` precedes a text under persistConfig) or
blank is skipped. Each text is a whole document, validated with graphql-core's
specified rules.

Usage: validate_text.py --schema SCHEMA [--schema MORE]... [--defer-stream] [FILE]
Prints `<n>\\t<valid|invalid>\\t<first error message>` per text, n counting from 1;
exit status 1 when any text is invalid or there is none. A schema in several files
(a published subset and a server's own additions) is named once per file.
--defer-stream adds graphql-core's @defer and @stream to the schema, for texts
that keep them for the server.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from graphql import GraphQLDeferDirective, GraphQLSchema, GraphQLStreamDirective

from judge import judge, load_schema


def texts_of(content: str) -> list[str]:
    if content.lstrip().startswith("["):
        texts = json.loads(content)
        if not isinstance(texts, list) or not all(isinstance(text, str) for text in texts):
            raise ValueError("a JSON input must be a list of strings")
        return texts
    return [line for line in content.splitlines() if line.strip() and not line.lstrip().startswith("#")]


def with_defer_and_stream(schema: GraphQLSchema) -> GraphQLSchema:
    kwargs = schema.to_kwargs()
    kwargs["directives"] = (*schema.directives, GraphQLDeferDirective, GraphQLStreamDirective)
    return GraphQLSchema(**kwargs)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--schema", type=Path, action="append", required=True)
    parser.add_argument("--defer-stream", action="store_true", help="accept @defer and @stream")
    parser.add_argument("file", nargs="?", type=Path, help="the texts; standard input when absent")
    options = parser.parse_args(argv)
    schema = load_schema(*options.schema)
    if options.defer_stream:
        schema = with_defer_and_stream(schema)
    content = options.file.read_text() if options.file else sys.stdin.read()
    texts = texts_of(content)
    if not texts:
        print("no operation text to judge", file=sys.stderr)
        return 1
    all_valid = True
    for number, text in enumerate(texts, start=1):
        verdict = judge(schema, text)
        all_valid &= verdict.valid
        print(verdict.line(str(number)))
    return 0 if all_valid else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Times graphql-core on the compiler benchmarks' work, for BatonBenchmarks.

Prints the seconds of each timed iteration, one a line, after one untimed warm-up.

    graphql_core_timing.py schema ITERATIONS SCHEMA_FILE
        parse the SDL and build the schema, validation of the SDL assumed
    graphql_core_timing.py texts ITERATIONS TEXTS_FILE
        TEXTS_FILE is JSON, a list of {"schema": [SCHEMA_FILE...], "texts": [TEXT...]}:
        parse and validate each operation text alone against its schema, built
        beforehand with @defer and @stream as the sample server's (a text defers
        the parts a screen draws later), as a server does a request; exits with
        status 3 when graphql-core rejects a text
"""
import json
import sys
import time
from pathlib import Path

from graphql import build_ast_schema, parse, validate

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts" / "oracle"))
from validate_text import with_defer_and_stream  # noqa: E402


# The exit status of a run with a text graphql-core does not accept.
REJECTED = 3


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def schema_work(arguments):
    (path,) = arguments
    text = read(path)
    return lambda: build_ast_schema(parse(text), assume_valid_sdl=True)


def texts_work(arguments):
    (path,) = arguments
    groups = [
        (with_defer_and_stream(build_ast_schema(parse("\n".join(map(read, target["schema"]))), assume_valid_sdl=True)),
         target["texts"])
        for target in json.loads(read(path))
    ]

    def work():
        for schema, texts in groups:
            for text in texts:
                errors = validate(schema, parse(text))
                if errors:
                    sys.stderr.write("graphql-core rejects an operation text: " + errors[0].message + "\n" + text + "\n")
                    sys.exit(REJECTED)

    return work


def main(argv):
    if len(argv) < 3 or argv[0] not in ("schema", "texts"):
        raise SystemExit(__doc__)
    iterations = int(argv[1])
    work = (schema_work if argv[0] == "schema" else texts_work)(argv[2:])
    work()
    for _ in range(iterations):
        start = time.perf_counter()
        work()
        print(time.perf_counter() - start)


if __name__ == "__main__":
    main(sys.argv[1:])

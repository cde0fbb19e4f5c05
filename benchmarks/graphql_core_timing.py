"""Times graphql-core on the compiler benchmarks' work, for BatonBenchmarks.

Prints the seconds of each timed iteration, one a line, after one untimed warm-up.

    graphql_core_timing.py schema ITERATIONS SCHEMA_FILE
        parse the SDL and build the schema, validation of the SDL assumed
    graphql_core_timing.py validate ITERATIONS --schema FILE DOCUMENT... [--schema FILE DOCUMENT...]
        parse every document of each schema's target and validate them together;
        exits with status 3 when graphql-core rejects a document
"""
import sys
import time

from graphql import DocumentNode, build_ast_schema, parse, validate


# The exit status of a run whose documents graphql-core does not accept.
REJECTED = 3


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def schema_work(arguments):
    (path,) = arguments
    text = read(path)
    return lambda: build_ast_schema(parse(text), assume_valid_sdl=True)


def targets(arguments):
    """Groups `--schema FILE DOCUMENT...` runs into (schema, document texts)."""
    groups = []
    for argument in arguments:
        if argument == "--schema":
            groups.append([None, []])
        elif not groups:
            raise SystemExit("a document before the first --schema: " + argument)
        elif groups[-1][0] is None:
            groups[-1][0] = build_ast_schema(parse(read(argument)), assume_valid_sdl=True)
        else:
            groups[-1][1].append(read(argument))
    return groups


def validate_work(arguments):
    groups = targets(arguments)

    def work():
        for schema, texts in groups:
            definitions = [definition for text in texts for definition in parse(text).definitions]
            errors = validate(schema, DocumentNode(definitions=tuple(definitions)))
            if errors:
                sys.stderr.write("graphql-core rejects a project document: " + errors[0].message + "\n")
                sys.exit(REJECTED)

    return work


def main(argv):
    if len(argv) < 3 or argv[0] not in ("schema", "validate"):
        raise SystemExit(__doc__)
    iterations = int(argv[1])
    work = (schema_work if argv[0] == "schema" else validate_work)(argv[2:])
    work()
    for _ in range(iterations):
        start = time.perf_counter()
        work()
        print(time.perf_counter() - start)


if __name__ == "__main__":
    main(sys.argv[1:])

"""Writes cases.json: documents mutated from a few seeds (a character inserted,
deleted or moved) with graphql-core's verdict on each: null when it parses, else
the syntax error's message, line and column. Run with the repository's venv:

    .venv/bin/python Tests/BatonCompilerTests/SyntaxOracle/generate.py

The lexer and parser tests compare batonc's syntax errors with these verdicts."""

import json
import os
import random

from graphql import GraphQLError, parse

SEEDS = [
    'query CharacterScreen($id: ID!, $page: Int = 1) {\n  character(id: $id) {\n    ...Row_character @include(if: true)\n'
    '    episode { name air_date }\n  }\n}\nfragment Row_character on Character { id, name status }\n',
    'query Search($filter: FilterCharacter = {name: "Rick", status: ALIVE}) {\n  characters(page: 2, filter: $filter) {\n'
    '    info { count next }\n    results { ... on Character { id } }\n  }\n}\n',
    'mutation Star($input: AddStarInput!) { addStar(input: $input) { starrable { id viewerHasStarred } } }\n',
    'subscription Events { noteAdded(first: -1.5e3, tags: ["a", "b\\u00e9\\u{1F600}\\n"]) { id } }\n',
    '"""\n  The schema.\n"""\nschema @a { query: Query mutation: Mutation }\n'
    'type Query implements Node & Entity @key(fields: "id") {\n  "The id." id(format: [String!] = ["x"]): ID!\n}\n',
    'interface Node implements Entity { id: ID! }\nunion Result = | Character | Episode\nenum Status { ALIVE DEAD unknown }\n'
    'input Filter { name: String = "x", status: Status }\nscalar DateTime @specifiedBy(url: "https://example.com")\n',
    'directive @cacheExpiration(seconds: Int!) repeatable on QUERY | FIELD\nextend type Query @a\nextend schema { subscription: S }\n'
    'extend union Result = Location\nextend enum Status { GONE }\nextend input Filter { page: Int }\n',
    '{ a(s: """block\n    "quoted" \\""" text\n  """, b: $v, c: null, d: true) ... { e } }\n',
    '\ufeff# comment\r\nquery Q {\r\n  a\r\n  b(c: 0, d: 0.5, e: 1E+2)\r\n}\r\n',
]

PIECES = list('{}()[]:!$@=|&.,"#\\ \n\r\t0123456789-+eE._aZ\'') + [
    '...', '"""', 'on ', 'query ', 'true', 'null', '\u00e9', '\u00a0', '\ufeff', '\U0001F600', '\\u', '\\u{',
    '\\uD83D', 'fragment ', 'extend ', 'type ', '\r\n', '""',
]


def mutate(text, rng):
    for _ in range(rng.randint(1, 3)):
        position = rng.randrange(len(text) + 1)
        choice = rng.random()
        if choice < 0.45:
            text = text[:position] + rng.choice(PIECES) + text[position:]
        elif choice < 0.85:
            text = text[:position] + text[position + rng.randint(1, 3):]
        else:
            end = min(len(text), position + rng.randint(1, 12))
            text = text[:position] + text[end:] + text[position:end]
    return text


def main():
    rng = random.Random(20261129)
    cases = []
    for _ in range(500):
        text = mutate(rng.choice(SEEDS), rng)
        try:
            parse(text)
            cases.append({'text': text, 'error': None})
        except GraphQLError as error:
            location = error.locations[0]
            cases.append({'text': text, 'error': {'message': error.message, 'line': location.line,
                                                   'column': location.column}})
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'cases.json')
    with open(path, 'w', encoding='utf-8') as file:
        json.dump(cases, file, ensure_ascii=True, indent=0)
        file.write('\n')


main()

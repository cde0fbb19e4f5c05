"""Checks that a schema of ours agrees with the schema a real API publishes.

A subset agrees when every type it declares is the reference's type of the same
kind, every field has the reference's type (nullability and list wrapping
included), every argument and input field has the reference's type and default,
nothing the reference requires of a caller is missing (a non-null argument
without default, a non-null input field), enums have all the reference's values,
and interfaces and union members are among the reference's. A complete schema
must moreover declare everything the reference declares. Either way the schema
itself must build and validate on its own.

Usage: schema_agreement.py [--subset SCHEMA REFERENCE]... [--complete SCHEMA REFERENCE]...
A reference file that does not exist is noted and skipped (the published schemas
are not part of the repository); the schema is still built and validated.
Exit status 1 when anything disagrees.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from graphql import (
    GraphQLEnumType,
    GraphQLError,
    GraphQLInputObjectType,
    GraphQLInterfaceType,
    GraphQLNamedType,
    GraphQLObjectType,
    GraphQLScalarType,
    GraphQLSchema,
    GraphQLUnionType,
    build_ast_schema,
    build_schema,
    parse,
    print_ast,
    validate_schema,
)
from graphql.type import introspection_types, specified_scalar_types


@dataclass(frozen=True)
class Report:
    """What one comparison found: the disagreements and how much was compared."""

    disagreements: list[str]
    types: int
    fields: int


def kind(named: GraphQLNamedType) -> str:
    for cls, name in (
        (GraphQLObjectType, "object type"),
        (GraphQLInterfaceType, "interface"),
        (GraphQLUnionType, "union"),
        (GraphQLEnumType, "enum"),
        (GraphQLInputObjectType, "input object"),
        (GraphQLScalarType, "scalar"),
    ):
        if isinstance(named, cls):
            return name
    raise TypeError(f"unknown kind of type {named!r}")


def default_of(value) -> str | None:
    """The default as written in SDL, or None when there is none."""
    node = value.ast_node
    if node is None or node.default_value is None:
        return None
    return print_ast(node.default_value)


def own_types(schema: GraphQLSchema) -> dict[str, GraphQLNamedType]:
    builtin = set(introspection_types) | set(specified_scalar_types)
    return {name: t for name, t in schema.type_map.items() if name not in builtin}


def build_own(text: str) -> tuple[GraphQLSchema | None, list[str]]:
    """Builds a schema of ours strictly: SDL rules and the type system's rules."""
    try:
        schema = build_schema(text)
    except (GraphQLError, TypeError) as error:
        return None, [f"the schema does not build: {error}"]
    return schema, [f"the schema is invalid: {error.message}" for error in validate_schema(schema)]


def build_reference(text: str) -> GraphQLSchema:
    # Published schemas may define a field twice (GitHub's does); take them as they are.
    return build_ast_schema(parse(text), assume_valid_sdl=True)


def compare(ours: GraphQLSchema, reference: GraphQLSchema, complete: bool) -> Report:
    problems: list[str] = []
    fields = 0
    theirs = own_types(reference)
    mine = own_types(ours)

    for role in ("query_type", "mutation_type", "subscription_type"):
        own_root, their_root = getattr(ours, role), getattr(reference, role)
        label = role.removesuffix("_type")
        if own_root is not None and (their_root is None or own_root.name != their_root.name):
            expected = their_root.name if their_root else "none"
            problems.append(f"the {label} root is {own_root.name}, the reference's is {expected}")
        if complete and own_root is None and their_root is not None:
            problems.append(f"the {label} root {their_root.name} is missing")

    for name, own in sorted(mine.items()):
        their = theirs.get(name)
        if their is None:
            problems.append(f"{name}: not a type of the reference")
            continue
        if kind(own) != kind(their):
            problems.append(f"{name}: declared as {kind(own)} here, as {kind(their)} in the reference")
            continue
        if isinstance(own, (GraphQLObjectType, GraphQLInterfaceType)):
            problems += compare_members(
                name, "interface",
                {i.name for i in own.interfaces}, {i.name for i in their.interfaces}, complete,
            )
            fields += len(own.fields)
            problems += compare_output_fields(name, own, their, complete)
        elif isinstance(own, GraphQLUnionType):
            problems += compare_members(
                name, "member",
                {t.name for t in own.types}, {t.name for t in their.types}, complete,
            )
        elif isinstance(own, GraphQLEnumType):
            missing = sorted(set(their.values) - set(own.values))
            extra = sorted(set(own.values) - set(their.values))
            if missing:
                problems.append(f"{name}: lacks the reference's values {', '.join(missing)}")
            if extra:
                problems.append(f"{name}: has values the reference lacks: {', '.join(extra)}")
        elif isinstance(own, GraphQLInputObjectType):
            fields += len(own.fields)
            problems += compare_input_fields(name, own, their, complete)

    problems += compare_directives(ours, reference)
    if complete:
        problems += [f"{name}: a type of the reference missing here" for name in sorted(set(theirs) - set(mine))]
    return Report(problems, len(mine), fields)


def compare_members(name: str, what: str, own: set[str], their: set[str], complete: bool) -> list[str]:
    problems = [f"{name}: has the {what} {member}, which the reference's {name} lacks" for member in sorted(own - their)]
    if complete:
        problems += [f"{name}: lacks the reference's {what} {member}" for member in sorted(their - own)]
    return problems


def compare_output_fields(name: str, own, their, complete: bool) -> list[str]:
    problems: list[str] = []
    for field_name, field in own.fields.items():
        path = f"{name}.{field_name}"
        reference_field = their.fields.get(field_name)
        if reference_field is None:
            problems.append(f"{path}: not a field of the reference")
            continue
        if str(field.type) != str(reference_field.type):
            problems.append(f"{path}: typed {field.type} here, {reference_field.type} in the reference")
        problems += compare_arguments(path, field.args, reference_field.args, complete)
    if complete:
        problems += [f"{name}.{f}: a field of the reference missing here" for f in sorted(set(their.fields) - set(own.fields))]
    return problems


def compare_arguments(path: str, own: dict, their: dict, complete: bool) -> list[str]:
    problems: list[str] = []
    for arg_name, arg in own.items():
        where = f"{path}({arg_name}:)"
        reference_arg = their.get(arg_name)
        if reference_arg is None:
            problems.append(f"{where}: not an argument of the reference")
            continue
        if str(arg.type) != str(reference_arg.type):
            problems.append(f"{where}: typed {arg.type} here, {reference_arg.type} in the reference")
        if default_of(arg) != default_of(reference_arg):
            problems.append(f"{where}: defaults to {default_of(arg)} here, {default_of(reference_arg)} in the reference")
    for arg_name, reference_arg in their.items():
        if arg_name in own:
            continue
        required = str(reference_arg.type).endswith("!") and default_of(reference_arg) is None
        if required or complete:
            problems.append(f"{path}({arg_name}:): the reference's argument {arg_name}: {reference_arg.type} is missing")
    return problems


def compare_input_fields(name: str, own: GraphQLInputObjectType, their: GraphQLInputObjectType, complete: bool) -> list[str]:
    problems: list[str] = []
    for field_name, field in own.fields.items():
        path = f"{name}.{field_name}"
        reference_field = their.fields.get(field_name)
        if reference_field is None:
            problems.append(f"{path}: not an input field of the reference")
            continue
        if str(field.type) != str(reference_field.type):
            problems.append(f"{path}: typed {field.type} here, {reference_field.type} in the reference")
        if default_of(field) != default_of(reference_field):
            problems.append(f"{path}: defaults to {default_of(field)} here, {default_of(reference_field)} in the reference")
    for field_name, reference_field in their.fields.items():
        if field_name not in own.fields and (str(reference_field.type).endswith("!") or complete):
            problems.append(f"{name}.{field_name}: the reference's input field {field_name}: {reference_field.type} is missing")
    return problems


def compare_directives(ours: GraphQLSchema, reference: GraphQLSchema) -> list[str]:
    problems: list[str] = []
    theirs = {d.name: d for d in reference.directives}
    for directive in ours.directives:
        their = theirs.get(directive.name)
        if their is None:
            problems.append(f"@{directive.name}: not a directive of the reference")
            continue
        if set(directive.locations) != set(their.locations):
            problems.append(f"@{directive.name}: placed on other locations than the reference's")
        problems += compare_arguments(f"@{directive.name}", directive.args, their.args, False)
    return problems


def check(schema_path: Path, reference_path: Path, complete: bool) -> list[str]:
    """Prints what it finds about one pair and returns the disagreements."""
    if not schema_path.is_file():
        print(f"{schema_path}: FAILS, no such file")
        return [f"{schema_path} does not exist"]
    schema, problems = build_own(schema_path.read_text())
    if schema is None or problems:
        print(f"{schema_path}: FAILS")
        for problem in problems:
            print(f"  {problem}")
        return problems
    if not reference_path.is_file():
        print(f"{schema_path}: builds and validates; reference {reference_path} is absent, agreement not checked")
        return []
    report = compare(schema, build_reference(reference_path.read_text()), complete)
    measure = "the same schema as" if complete else "a subset of"
    if report.disagreements:
        print(f"{schema_path}: DISAGREES with {reference_path} ({len(report.disagreements)} problems)")
        for problem in report.disagreements:
            print(f"  {problem}")
    else:
        print(f"{schema_path}: {measure} {reference_path}, "
              f"{report.types} types and {report.fields} fields agree")
    return report.disagreements


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--subset", nargs=2, action="append", default=[], metavar=("SCHEMA", "REFERENCE"),
                        help="SCHEMA must be a subset of REFERENCE")
    parser.add_argument("--complete", nargs=2, action="append", default=[], metavar=("SCHEMA", "REFERENCE"),
                        help="SCHEMA must declare exactly what REFERENCE declares")
    options = parser.parse_args(argv)
    if not options.subset and not options.complete:
        parser.error("name at least one --subset or --complete pair")
    failed = False
    for pairs, complete in ((options.subset, False), (options.complete, True)):
        for schema, reference in pairs:
            failed |= bool(check(Path(schema).resolve(), Path(reference).resolve(), complete))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""What a request asks for, by name: for the request log and for matching armed faults."""

from graphql import (
    DocumentNode,
    FieldNode,
    FragmentSpreadNode,
    GraphQLSyntaxError,
    InlineFragmentNode,
    OperationDefinitionNode,
    parse,
)


def describe_operation(text: str | None, operation_name: str | None) -> tuple[str | None, list[str]]:
    """The operation's name and its root fields' names, for the log and for armed faults.

    A document that does not parse, or names no operation, is described by the
    request's `operationName` alone.
    """
    if text is None:
        return operation_name, []
    try:
        document = parse(text)
    except GraphQLSyntaxError:
        return operation_name, []
    operation = _selected_operation(document, operation_name)
    if operation is None:
        return operation_name, []
    fragments = {definition.name.value: definition for definition in document.definitions
                 if not isinstance(definition, OperationDefinitionNode)}
    root_fields: list[str] = []
    pending, seen = list(reversed(operation.selection_set.selections)), set()
    while pending:
        selection = pending.pop()
        if isinstance(selection, FieldNode):
            if selection.name.value not in root_fields:
                root_fields.append(selection.name.value)
        elif isinstance(selection, InlineFragmentNode):
            pending.extend(reversed(selection.selection_set.selections))
        elif isinstance(selection, FragmentSpreadNode) and selection.name.value not in seen:
            seen.add(selection.name.value)
            fragment = fragments.get(selection.name.value)
            if fragment is not None:
                pending.extend(reversed(fragment.selection_set.selections))
    return (operation.name.value if operation.name else operation_name), root_fields


def _selected_operation(document: DocumentNode, operation_name: str | None) -> OperationDefinitionNode | None:
    operations = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)]
    if operation_name is None:
        return operations[0] if len(operations) == 1 else None
    return next((o for o in operations if o.name and o.name.value == operation_name), None)

/// Relay's compact printer: the text a server receives. No newline, indentation or
/// optional space; a comma between items (arguments, list values, object fields,
/// variable definitions, selections); strings and block strings exactly as written;
/// definitions written one after the other. The working draft's descriptions of
/// operations, fragments and variables are left out: they document the source and
/// mean nothing to a server.
///
/// `groupingConditions` prints flattened sets as Relay's printer does
/// (docs/decisions/printed-text.md): a selection's conditions (`@include`,
/// `@skip`, stored outermost first) written innermost first and before its other
/// directives, and selections under the same outermost condition, which
/// flattening gathered side by side, parted by a newline and two spaces for each
/// level of nesting instead of a comma.
///
/// When `omitting` names `clientFieldMark`, a field it marks (a client extension
/// field the transforms keep for the plan) is left out with all it selects, and
/// so is an inline fragment that selects nothing else.
public enum CompactPrinter {
    /// The directive the transforms mark a client field with; no document can
    /// write it, since no schema defines it.
    public static let clientFieldMark = "__clientField"

    /// Whether a field is the client's: marked `clientFieldMark`.
    public static func isClientField(_ field: Field) -> Bool {
        field.directives.contains { $0.name.value == clientFieldMark }
    }

    /// Whether a selection reaches the text: not a client field, nor an inline
    /// fragment of client fields alone.
    static func isPrinted(_ selection: Selection) -> Bool {
        switch selection {
        case .field(let field): !isClientField(field)
        case .fragmentSpread: true
        case .inlineFragment(let inline): inline.selectionSet.selections.contains(where: isPrinted)
        }
    }

    /// An operation, then every fragment it reaches, directly or through other
    /// fragments, sorted by name; `omitting` names directives left out of the text.
    public static func print(
        _ operation: OperationDefinition, fragments: [String: FragmentDefinition], omitting: Set<String> = [],
        groupingConditions: Bool = false
    ) throws(PrinterError) -> String {
        var text = ""
        write(operation, to: &text, omitting: omitting, groupingConditions: groupingConditions)
        for fragment in try FragmentReach.reached(from: operation.selectionSet, in: fragments) {
            write(fragment, to: &text, omitting: omitting, groupingConditions: groupingConditions)
        }
        return text
    }

    /// Every executable definition of a document in the order written.
    public static func print(_ document: Document) throws(PrinterError) -> String {
        var text = ""
        for definition in document.definitions {
            switch definition {
            case .operation(let operation): write(operation, to: &text)
            case .fragment(let fragment): write(fragment, to: &text)
            default: throw .notExecutable(definition.span)
            }
        }
        return text
    }

    public static func print(_ operation: OperationDefinition) -> String {
        var text = ""
        write(operation, to: &text)
        return text
    }

    public static func print(_ fragment: FragmentDefinition) -> String {
        var text = ""
        write(fragment, to: &text)
        return text
    }

    public static func print(_ value: Value) -> String {
        var text = ""
        write(value, to: &text)
        return text
    }

    public static func print(_ type: TypeNode) -> String {
        var text = ""
        write(type, to: &text)
        return text
    }

    // MARK: Writing

    static func write(
        _ operation: OperationDefinition, to text: inout String, omitting: Set<String> = [], groupingConditions: Bool = false
    ) {
        text += operation.operation.rawValue
        if let name = operation.name {
            text += " "
            text += name.value
        }
        if !operation.variableDefinitions.isEmpty {
            text += "("
            for (index, definition) in operation.variableDefinitions.enumerated() {
                if index > 0 { text += "," }
                text += "$"
                text += definition.variable.name.value
                text += ":"
                write(definition.type, to: &text)
                if let defaultValue = definition.defaultValue {
                    text += "="
                    write(defaultValue, to: &text)
                }
                write(definition.directives, to: &text, omitting: omitting)
            }
            text += ")"
        }
        write(operation.directives, to: &text, omitting: omitting)
        write(operation.selectionSet, to: &text, omitting: omitting, groupingConditions: groupingConditions)
    }

    static func write(
        _ fragment: FragmentDefinition, to text: inout String, omitting: Set<String> = [], groupingConditions: Bool = false
    ) {
        text += "fragment "
        text += fragment.name.value
        text += " on "
        text += fragment.typeCondition.name.value
        write(fragment.directives, to: &text, omitting: omitting)
        write(fragment.selectionSet, to: &text, omitting: omitting, groupingConditions: groupingConditions)
    }

    /// `depth`: how many sets enclose this one's selections, the operation's or fragment's own being 1.
    static func write(
        _ selectionSet: SelectionSet, to text: inout String, omitting: Set<String> = [], groupingConditions: Bool = false,
        depth: Int = 1
    ) {
        text += "{"
        var previousCondition: String?
        let selections = omitting.contains(clientFieldMark) ? selectionSet.selections.filter(isPrinted) : selectionSet.selections
        for (index, selection) in selections.enumerated() {
            var directives = selection.directives
            var condition: String?
            if groupingConditions {
                let (conditions, others) = Conditions.split(directives)
                directives = conditions.reversed() + others
                condition = conditions.first.map { first in
                    var written = ""
                    write([first], to: &written)
                    return written
                }
            }
            if index > 0 {
                if condition != nil, condition == previousCondition {
                    text += "\n" + String(repeating: "  ", count: depth)
                } else {
                    text += ","
                }
            }
            previousCondition = condition
            switch selection {
            case .field(let field):
                if let alias = field.alias {
                    text += alias.value
                    text += ":"
                }
                text += field.name.value
                write(field.arguments, to: &text)
                write(directives, to: &text, omitting: omitting)
                if let nested = field.selectionSet {
                    write(nested, to: &text, omitting: omitting, groupingConditions: groupingConditions, depth: depth + 1)
                }
            case .fragmentSpread(let spread):
                text += "..."
                text += spread.name.value
                write(directives, to: &text, omitting: omitting)
            case .inlineFragment(let fragment):
                text += "..."
                if let typeCondition = fragment.typeCondition {
                    text += "on "
                    text += typeCondition.name.value
                }
                write(directives, to: &text, omitting: omitting)
                write(fragment.selectionSet, to: &text, omitting: omitting, groupingConditions: groupingConditions, depth: depth + 1)
            }
        }
        text += "}"
    }

    static func write(_ arguments: [Argument], to text: inout String) {
        guard !arguments.isEmpty else { return }
        text += "("
        for (index, argument) in arguments.enumerated() {
            if index > 0 { text += "," }
            text += argument.name.value
            text += ":"
            write(argument.value, to: &text)
        }
        text += ")"
    }

    static func write(_ directives: [Directive], to text: inout String, omitting: Set<String> = []) {
        for directive in directives where !omitting.contains(directive.name.value) {
            text += "@"
            text += directive.name.value
            write(directive.arguments, to: &text)
        }
    }

    static func write(_ value: Value, to text: inout String) {
        switch value {
        case .variable(let variable):
            text += "$"
            text += variable.name.value
        case .int(let int): text += int.text
        case .float(let float): text += float.text
        case .string(let string): text += string.raw
        case .boolean(let boolean): text += boolean.value ? "true" : "false"
        case .null: text += "null"
        case .enumValue(let enumValue): text += enumValue.value
        case .list(let list):
            text += "["
            for (index, element) in list.values.enumerated() {
                if index > 0 { text += "," }
                write(element, to: &text)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, field) in object.fields.enumerated() {
                if index > 0 { text += "," }
                text += field.name.value
                text += ":"
                write(field.value, to: &text)
            }
            text += "}"
        }
    }

    static func write(_ type: TypeNode, to text: inout String) {
        switch type {
        case .named(let named): text += named.name.value
        case .list(let list):
            text += "["
            write(list.ofType, to: &text)
            text += "]"
        case .nonNull(let nonNull):
            write(nonNull.ofType, to: &text)
            text += "!"
        }
    }
}

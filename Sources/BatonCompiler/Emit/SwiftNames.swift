/// Identifiers as Swift spells them: keywords escaped, member names made from
/// storage keys, and the names a schema type takes when it would shadow one the
/// generated code uses.
enum SwiftNames {
    /// Keywords and contextual keywords, escaped wherever they name something;
    /// a backquoted name that needs none means the same.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol", "some", "any", "async", "borrowing", "consume", "consuming", "copy", "discard",
        "each", "isolated", "sending", "then", "unsafe", "_",
    ]

    /// Names no member or nested type takes, even escaped: after a dot they mean
    /// the metatype, the value itself or an initializer.
    static let unnameable: Set<String> = ["Type", "Protocol", "self", "Self", "init", "deinit", "subscript", "_"]

    /// Names a schema enum or input object must not take at a module's top level:
    /// the modules, and the standard library's and the runtime's types the
    /// generated code names without a module. The shared enums take theirs
    /// after the fragments and operations.
    static let reservedTypeNames: Set<String> = [
        "Anchor", "Array", "Baton", "Bool", "Character", "Data", "Dictionary", "Double", "Error", "Float",
        "Foundation", "Int", "Lens", "List", "Mutation", "Operation", "Optional", "Owner", "Plan", "Query", "Record",
        "Result", "Set", "Slot", "Store", "String", "Subscription", "Swift", "Variable", "Variables",
    ]

    /// The members of `Types` besides the schema's types, and what their
    /// initializers call.
    static let typesMembers: Set<String> = [
        "format", "schemaDigest", "transient", "operations", "TypeID", "PossibleTypes", "TransientList", "Format1",
    ]

    /// What the initializers inside `Slots` call, which a type's enum there must not shadow.
    static let slotsScopeNames: Set<String> = ["Slot", "AbstractSlot", "DynamicKey", "Argument"]

    /// What a slot's initializer calls, which a slot constant beside it must not shadow.
    static let slotMembers: Set<String> = slotsScopeNames

    /// Names a nested lens must not take, since the lens that holds it names
    /// these types in its own accessors.
    static let lensScopeNames: Set<String> = [
        "Anchor", "Baton", "Bool", "Double", "Int", "List", "Optional", "String", "Swift", "Variable",
        // What the error directives' accessors name.
        "FieldError", "FieldErrors", "RequiredFieldError", "Result",
    ]

    /// What a lens declares or reaches by name in its bodies, which no accessor
    /// of it may take: the protocol's members, a refetchable fragment's and a
    /// connection's, the error directives', and the names its reads start from.
    static let lensMembers: Set<String> = [
        "anchor", "writeFields", "jsonValue", "responseShapedValue", "recordID", "fieldError", "refetch", "loadNext", "loadPrevious",
        "unmetRequirement", "collectFieldErrors", "errorVerdict", "bubbles", "throwsOnFieldError",
        "Baton", "Swift",
    ]

    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A member name from any text: runs of other characters than letters, digits
    /// and `_` become one `_`.
    static func member(from text: String) -> String {
        var name = ""
        var pendingUnderscore = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || scalar == "_" {
                if pendingUnderscore && !name.isEmpty { name += "_" }
                pendingUnderscore = false
                name.unicodeScalars.append(scalar)
            } else {
                pendingUnderscore = true
            }
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return name.isEmpty ? "_" : name
    }

    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// A string literal of `text`.
    static func literal(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

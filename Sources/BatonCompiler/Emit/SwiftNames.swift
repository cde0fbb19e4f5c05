/// Identifiers as Swift spells them: keywords escaped, member names made from
/// storage keys, and the names a schema type takes when it would shadow one the
/// generated code uses.
enum SwiftNames {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol",
    ]

    /// Names a schema enum or input object must not take at a module's top level:
    /// the standard library's and the runtime's types the generated code uses.
    static let reservedTypeNames: Set<String> = [
        "Anchor", "Array", "Bool", "Character", "Data", "Dictionary", "Double", "Error", "Float", "Int", "Lens",
        "List", "Mutation", "Operation", "Optional", "Owner", "Plan", "Query", "Record", "Result", "Set", "Slot",
        "Slots", "Store", "String", "Subscription", "Types", "Variable", "Variables",
    ]

    /// Names a nested lens must not take, since the lens that holds it names
    /// these types in its own accessors.
    static let lensScopeNames: Set<String> = [
        "Anchor", "Bool", "Double", "Int", "List", "Optional", "Slots", "String", "Types", "Variable",
        // What the error directives' accessors name.
        "FieldError", "FieldErrors", "RequiredFieldError", "Result",
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

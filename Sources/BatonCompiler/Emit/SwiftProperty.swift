/// A property of a generated value, typed. A stored one is a variable of an
/// operation, a field of an input object or a member of an optimistic response,
/// written under `key` in the `Variables` the value sends; a computed one is a
/// lens's accessor, which reads through `read`.
struct SwiftProperty {
    /// The GraphQL name the property is sent or read under.
    var key: String
    /// The Swift name, escaped where it is a keyword.
    var name: String
    var type: SwiftType
    /// The memberwise init's default; an optional property defaults to nil.
    var defaultValue: String?
    /// A stored property whose type holds its own value, through the runtime's box.
    var isBoxed = false

    init(key: String, name: String, type: SwiftType, defaultValue: String? = nil, isBoxed: Bool = false) {
        self.key = key
        self.name = name
        self.type = type
        self.defaultValue = defaultValue ?? (type.isOptional ? "nil" : nil)
        self.isBoxed = isBoxed
    }

    var storedDeclaration: String {
        "\(isBoxed ? "@Indirect " : "")public var \(name): \(type.rendered)"
    }

    func computedDeclaration(reading read: String) -> String {
        "public var \(name): \(type.rendered) { \(read) }"
    }

    /// A computed property whose getter throws `thrown`, when there is one.
    func computedDeclaration(reading read: String, throwing thrown: String?) -> String {
        guard let thrown else { return computedDeclaration(reading: read) }
        return "public var \(name): \(type.rendered) { get throws(\(thrown)) { \(read) } }"
    }

    /// The property as a parameter of an init or a call.
    var parameter: String {
        "\(name): \(type.rendered)" + (defaultValue.map { " = " + $0 } ?? "")
    }
}

extension SwiftCode {
    /// A value's stored properties, then its memberwise init.
    mutating func storedProperties(_ properties: [SwiftProperty]) {
        for property in properties { line(property.storedDeclaration) }
        if !properties.isEmpty { line() }
        block("public init(\(properties.map(\.parameter).joined(separator: ", ")))") { code in
            for property in properties { code.line("self.\(property.name) = \(property.name)") }
        }
    }

    /// Fills `Variables` named `name` from the stored properties, each under its key.
    mutating func variables(named name: String, from properties: [SwiftProperty]) {
        line("var \(name) = Variables()")
        for property in properties {
            // A property named as the local is reached through `self`.
            let value = property.name == name ? "self." + property.name : property.name
            line("\(name).set(\(SwiftNames.literal(property.key)), \(value))")
        }
    }
}

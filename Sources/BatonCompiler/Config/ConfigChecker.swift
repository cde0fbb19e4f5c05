import BatonSupport

/// Checks baton.json against the schema it names: every type, field and argument
/// the identity, lookups, transient lists and scalar mappings name must exist and
/// fit, each error at the name in the file with the names it may have meant.
public struct ConfigChecker {
    private let config: BatonConfig
    private let schema: Schema
    private var diagnostics: [Diagnostic] = []

    public static func check(_ config: BatonConfig, against schema: Schema) -> [Diagnostic] {
        var checker = ConfigChecker(config: config, schema: schema)
        checker.checkIdentity()
        checker.checkLookups()
        checker.checkTransient()
        checker.checkCustomScalars()
        return checker.diagnostics.sortedByPlace()
    }

    private init(config: BatonConfig, schema: Schema) {
        self.config = config
        self.schema = schema
    }

    private mutating func error(_ message: String, at span: SourceSpan, suggestions: [String] = []) {
        diagnostics.append(.error(message, path: config.path, span: span, suggestions: suggestions))
    }

    /// The names a suggestion may offer: the schema's own types, not the built-in
    /// introspection ones.
    private var userTypeNames: [String] {
        schema.typeNames.filter { !$0.hasPrefix("__") }
    }

    private mutating func type(_ name: ConfigName, kinds: Set<TypeKind>, as role: String) -> SchemaType? {
        guard let type = schema.type(named: name.value) else {
            error("Unknown type \"\(name.value)\" in \(role).", at: name.span, suggestions: suggestionList(name.value, userTypeNames))
            return nil
        }
        guard kinds.contains(type.kind) else {
            error("\"\(name.value)\" is \(type.kind.phrase), which cannot stand in \(role).", at: name.span)
            return nil
        }
        return type
    }

    private mutating func field(_ reference: ConfigFieldReference, as role: String) -> SchemaField? {
        guard let type = schema.type(named: reference.typeName) else {
            error("Unknown type \"\(reference.typeName)\" in \(role).", at: reference.span,
                  suggestions: suggestionList(reference.typeName, userTypeNames))
            return nil
        }
        guard let field = type.field(named: reference.fieldName) else {
            let names = suggestionList(reference.fieldName, type.fields.map(\.name)).map { "\(type.name).\($0)" }
            error("Type \"\(type.name)\" has no field \"\(reference.fieldName)\" (in \(role)).", at: reference.span, suggestions: names)
            return nil
        }
        return field
    }

    private mutating func checkIdentity() {
        for entry in config.identity.types {
            guard let type = type(entry.type, kinds: [.object, .interface], as: "the identity") else { continue }
            for name in entry.fields {
                guard let field = type.field(named: name.value) else {
                    error("Type \"\(type.name)\" has no field \"\(name.value)\" to be keyed by.", at: name.span,
                          suggestions: suggestionList(name.value, type.fields.map(\.name)))
                    continue
                }
                // A key is the type's own scalar values: not a list, a link, a float or a boolean.
                let isLeaf = schema.type(named: field.type.namedType)?.kind.isLeaf ?? false
                if field.type.isList || !isLeaf || ["Float", "Boolean"].contains(field.type.namedType) {
                    error("\"\(type.name).\(name.value)\" is \(field.type), which cannot key a record: a key is a scalar other than Float and Boolean, or an enum.",
                          at: name.span)
                }
            }
        }
    }

    private mutating func checkLookups() {
        for lookup in config.lookups {
            let role = "a lookup"
            guard let field = field(lookup.field, as: role) else { continue }
            if lookup.field.typeName != schema.queryTypeName {
                error("A lookup names a root field of \(schema.queryTypeName ?? "the query type"), not of \"\(lookup.field.typeName)\".",
                      at: lookup.field.span)
            }
            if let name = lookup.type, let type = type(name, kinds: [.object, .interface], as: role),
               !schema.isPossibleType(type.name, of: field.type.namedType) {
                error("The lookup's type \"\(type.name)\" is not a type \"\(lookup.field.typeName).\(lookup.field.fieldName)\" returns (\(field.type)).",
                      at: name.span)
            }
            for argument in lookup.arguments where field.argument(named: argument.value) == nil {
                error("\"\(lookup.field.typeName).\(lookup.field.fieldName)\" has no argument \"\(argument.value)\".", at: argument.span,
                      suggestions: suggestionList(argument.value, field.arguments.map(\.name)))
            }
        }
    }

    private mutating func checkTransient() {
        for name in config.transient.types {
            _ = type(name, kinds: [.object, .interface, .union], as: "the transient types")
        }
        for reference in config.transient.fields {
            guard field(reference, as: "the transient fields") != nil else { continue }
            if reference.typeName != schema.queryTypeName {
                error("A transient field is a root field of \(schema.queryTypeName ?? "the query type"), not of \"\(reference.typeName)\".",
                      at: reference.span)
            }
        }
    }

    private mutating func checkCustomScalars() {
        for mapping in config.customScalarTypes {
            _ = type(mapping.scalar, kinds: [.scalar], as: "customScalarTypes")
        }
    }
}

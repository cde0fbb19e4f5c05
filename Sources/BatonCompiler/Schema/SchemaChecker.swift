import BatonSupport

/// The type system's validation (the specification's "Type Validation"): every
/// referenced type exists and has the right kind, interfaces are implemented
/// faithfully (interfaces implementing interfaces too), unions hold objects, and
/// the root types are objects. Built-in definitions are trusted.
struct SchemaChecker {
    let schema: Schema
    private var diagnostics: [Diagnostic] = []
    /// The input objects on a cycle of non-null fields: the cycle check starts from these.
    private var typesOnCycles: Set<String> = []

    init(schema: Schema) {
        self.schema = schema
    }

    func check() -> [Diagnostic] {
        var checker = self
        checker.typesOnCycles = NonNullInputCycles.members(in: schema)
        checker.checkRootTypes()
        for name in schema.typeNames {
            guard let type = schema.types[name], let origin = type.origin else { continue }
            checker.checkType(type, at: origin)
        }
        for directive in schema.directives.values {
            guard let origin = directive.origin else { continue }
            checker.checkReservedName(directive.name, at: origin)
            checker.checkInputValues(directive.arguments, owner: "@\(directive.name)", fallback: origin)
        }
        return checker.diagnostics
    }

    private mutating func error(_ message: String, at origin: SchemaOrigin, suggestions: [String] = [], notes: [DiagnosticNote] = []) {
        diagnostics.append(.error(message, path: origin.path, span: origin.span, suggestions: suggestions, notes: notes))
    }

    private mutating func warning(_ message: String, at origin: SchemaOrigin, notes: [DiagnosticNote]) {
        diagnostics.append(.warning(message, path: origin.path, span: origin.span, notes: notes))
    }

    private mutating func checkRootTypes() {
        if schema.queryTypeName == nil, let origin = firstOrigin() {
            error("Query root type must be provided.", at: origin)
        }
        var seenRoots: [String: OperationType] = [:]
        for operation in OperationType.allCases {
            guard let name = schema.rootTypeName(for: operation) else { continue }
            if let other = seenRoots[name], let origin = schema.types[name]?.origin ?? firstOrigin() {
                error("All root types must be different, \"\(name)\" type is used as \(other.rawValue) and \(operation.rawValue) root types.",
                      at: origin)
            }
            seenRoots[name] = seenRoots[name] ?? operation
        }
        for operation in OperationType.allCases {
            guard let name = schema.rootTypeName(for: operation) else { continue }
            let label = operation.rawValue.prefix(1).uppercased() + operation.rawValue.dropFirst()
            guard let type = schema.types[name] else {
                if let anyOrigin = firstOrigin() {
                    error("\(label) root type \"\(name)\" is not defined.", at: anyOrigin,
                          suggestions: suggestionList(name, schema.typeNames))
                }
                continue
            }
            if type.kind != .object, let origin = type.origin {
                error("\(label) root type must be Object type, it cannot be \(name).", at: origin)
            }
        }
    }

    private func firstOrigin() -> SchemaOrigin? {
        schema.typeNames.lazy.compactMap { self.schema.types[$0]?.origin }.first
    }

    private mutating func checkType(_ type: SchemaType, at origin: SchemaOrigin) {
        checkReservedName(type.name, at: origin)
        switch type.kind {
        case .object, .interface:
            if type.fields.isEmpty {
                error("Type \(type.name) must define one or more fields.", at: origin)
            }
            for field in type.fields {
                let fieldOrigin = field.origin ?? origin
                checkReservedName(field.name, at: fieldOrigin)
                checkTypeReference(field.type, of: "\(type.name).\(field.name)", output: true, at: fieldOrigin)
                checkInputValues(field.arguments, owner: "\(type.name).\(field.name)", fallback: fieldOrigin)
            }
            checkInterfaces(of: type, at: origin)
        case .union:
            if type.unionMembers.isEmpty {
                error("Union type \(type.name) must define one or more member types.", at: origin)
            }
            var seen = Set<String>()
            for member in type.unionMembers {
                guard seen.insert(member).inserted else {
                    error("Union type \(type.name) can only include type \(member) once.", at: origin)
                    continue
                }
                guard let memberType = schema.types[member] else {
                    error("Unknown type \"\(member)\".", at: origin, suggestions: suggestionList(member, schema.typeNames))
                    continue
                }
                if memberType.kind != .object {
                    error("Union type \(type.name) can only include Object types, it cannot include \(member).", at: origin)
                }
            }
        case .enumeration:
            if type.enumValues.isEmpty {
                error("Enum type \(type.name) must define one or more values.", at: origin)
            }
            for value in type.enumValues { checkReservedName(value.name, at: value.origin ?? origin) }
            for value in type.enumValues where ["true", "false", "null"].contains(value.name) {
                error("Enum type \(type.name) cannot include value: \(value.name).", at: value.origin ?? origin)
            }
        case .inputObject:
            if type.inputFields.isEmpty {
                error("Input Object type \(type.name) must define one or more fields.", at: origin)
            }
            checkInputValues(type.inputFields, owner: type.name, fallback: origin)
            if type.isOneOf {
                for field in type.inputFields {
                    if field.type.isNonNull { error("OneOf input field \"\(type.name).\(field.name)\" must be nullable.", at: field.origin ?? origin) }
                    if field.defaultValue != nil {
                        error("OneOf input field \"\(type.name).\(field.name)\" cannot have a default value.", at: field.origin ?? origin)
                    }
                }
            }
            if typesOnCycles.contains(type.name) { checkNonNullCycle(from: type, at: origin) }
        case .scalar:
            break
        }
    }

    /// An input object that reaches itself through non-null fields alone could
    /// never be written down. Each cycle is reported at the type it starts from.
    /// The path is kept on a stack of its own: a schema may chain input types
    /// further than a thread's stack goes.
    private mutating func checkNonNullCycle(from type: SchemaType, at origin: SchemaOrigin) {
        var path: [(name: String, fields: [SchemaInputValue], next: Int)] = [(type.name, type.inputFields, 0)]
        var onPath: Set<String> = [type.name]
        while let top = path.indices.last {
            guard path[top].next < path[top].fields.count else {
                onPath.remove(path.removeLast().name)
                continue
            }
            let field = path[top].fields[path[top].next]
            path[top].next += 1
            guard case .nonNull(.named(let name)) = field.type, let next = schema.types[name], next.kind == .inputObject else { continue }
            if name == type.name {
                let fields = path.map { $0.fields[$0.next - 1].name }
                error("Cannot reference Input Object \"\(type.name)\" within itself through a series of non-null fields: \"\(fields.joined(separator: "."))\".",
                      at: origin)
                return
            }
            if onPath.insert(name).inserted { path.append((name, next.inputFields, 0)) }
        }
    }

    private mutating func checkReservedName(_ name: String, at origin: SchemaOrigin) {
        if name.isReservedName {
            error("Name \"\(name)\" must not begin with \"__\", which is reserved by GraphQL introspection.", at: origin)
        }
    }

    /// `owner` names the field, directive or input type in a diagnostic; it is
    /// built only for one, as most schemas have none.
    private mutating func checkInputValues(_ values: [SchemaInputValue], owner: @autoclosure () -> String, fallback: SchemaOrigin) {
        for value in values {
            let origin = value.origin ?? fallback
            checkReservedName(value.name, at: origin)
            checkTypeReference(value.type, of: "\(owner()).\(value.name)", output: false, at: origin)
            guard let defaultValue = value.defaultValue, schema.types[value.type.namedType]?.kind.isInput == true else { continue }
            var problems: [String] = []
            LiteralChecker(schema: schema) { message, _, _ in problems.append(message) }.check(defaultValue, against: value.type)
            if let first = problems.first {
                error("\(owner())(\(value.name):) has an invalid default value: \(first)", at: origin)
            }
        }
    }

    private mutating func checkTypeReference(
        _ reference: TypeReference, of owner: @autoclosure () -> String, output: Bool, at origin: SchemaOrigin
    ) {
        let name = reference.namedType
        guard let type = schema.types[name] else {
            error("Unknown type \"\(name)\".", at: origin, suggestions: suggestionList(name, schema.typeNames))
            return
        }
        if output, type.kind == .inputObject {
            error("The type of \(owner()) must be Output Type but got: \(reference).", at: origin)
        } else if !output, !type.kind.isInput {
            error("The type of \(owner()) must be Input Type but got: \(reference).", at: origin)
        }
    }

    private mutating func checkInterfaces(of type: SchemaType, at origin: SchemaOrigin) {
        var seen = Set<String>()
        for name in type.interfaces {
            guard seen.insert(name).inserted else {
                error("Type \(type.name) can only implement \(name) once.", at: origin)
                continue
            }
            guard let interface = schema.types[name] else {
                error("Unknown type \"\(name)\".", at: origin, suggestions: suggestionList(name, schema.typeNames))
                continue
            }
            guard interface.kind == .interface else {
                error("Type \(type.name) must only implement Interface types, it cannot implement \(name).", at: origin)
                continue
            }
            if name == type.name {
                error("Type \(type.name) cannot implement itself because it would create a circular reference.", at: origin)
                continue
            }
            for transitive in interface.interfaces where !type.interfaces.contains(transitive) {
                let message = transitive == type.name
                    ? "Type \(type.name) cannot implement \(name) because it would create a circular reference."
                    : "Type \(type.name) must implement \(transitive) because it is implemented by \(name)."
                error(message, at: origin)
            }
            checkFields(of: type, against: interface, at: origin)
        }
    }

    private mutating func checkFields(of type: SchemaType, against interface: SchemaType, at origin: SchemaOrigin) {
        var notes: [DiagnosticNote] {
            interface.origin.map { [DiagnosticNote(message: "interface \(interface.name) defined here", path: $0.path, span: $0.span)] } ?? []
        }
        for expected in interface.fields {
            // Built only for a diagnostic: an implementation is faithful in most schemas.
            var path: String { "\(interface.name).\(expected.name)" }
            guard let field = type.field(named: expected.name) else {
                // Relay's compiler builds such a schema and so does batonc: the field then
                // reads nothing on this type, which a document selecting it finds out.
                warning("Interface field \(path) expected but \(type.name) does not provide it.", at: origin, notes: notes)
                continue
            }
            let fieldOrigin = field.origin ?? origin
            if !field.type.isSubtype(of: expected.type, in: schema) {
                error("Interface field \(path) expects type \(expected.type) but \(type.name).\(field.name) is type \(field.type).",
                      at: fieldOrigin, notes: notes)
            }
            for argument in expected.arguments {
                guard let own = field.argument(named: argument.name) else {
                    error("Interface field argument \(path)(\(argument.name):) expected but \(type.name).\(field.name) does not provide it.",
                          at: fieldOrigin, notes: notes)
                    continue
                }
                if own.type != argument.type {
                    error("Interface field argument \(path)(\(argument.name):) expects type \(argument.type) but \(type.name).\(field.name)(\(argument.name):) is type \(own.type).",
                          at: own.origin ?? fieldOrigin, notes: notes)
                }
            }
            for own in field.arguments where own.isRequired && expected.argument(named: own.name) == nil {
                error("Argument \"\(type.name).\(field.name)(\(own.name):)\" must not be required type \"\(own.type)\" if not provided by the Interface field \"\(path)\".",
                      at: own.origin ?? fieldOrigin, notes: notes)
            }
        }
    }
}

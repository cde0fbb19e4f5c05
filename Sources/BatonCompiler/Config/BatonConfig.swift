/// baton.json: what the compiler reads beside the documents. Paths are resolved
/// against the file's directory when it is loaded.
public struct BatonConfig: Sendable {
    /// The configuration file's path, which diagnostics name.
    public var path: String
    /// The server's schema: one SDL file, or several read as one (a published schema
    /// and the server's own additions, kept apart so the first can be checked against
    /// what is published). Unlike extensions, every type and field here is the server's.
    public var schemaFiles: [String]
    /// The first schema file, which names the schema in messages.
    public var schema: String { schemaFiles.first ?? "" }
    /// Client schema extensions: `.graphql` files, or directories read for them.
    public var schemaExtensions: [String]
    public var identity: IdentityConfig
    public var lookups: [LookupConfig]
    public var transient: TransientConfig
    public var customScalarTypes: [CustomScalarConfig]
    public var persistConfig: PersistConfig?
    public var onError: ErrorBehavior?

    public init(
        path: String, schema: String, schemaExtensions: [String] = [],
        identity: IdentityConfig = IdentityConfig(), lookups: [LookupConfig] = [],
        transient: TransientConfig = TransientConfig(), customScalarTypes: [CustomScalarConfig] = [],
        persistConfig: PersistConfig? = nil, onError: ErrorBehavior? = nil
    ) {
        self.path = path
        schemaFiles = [schema]
        self.schemaExtensions = schemaExtensions
        self.identity = identity
        self.lookups = lookups
        self.transient = transient
        self.customScalarTypes = customScalarTypes
        self.persistConfig = persistConfig
        self.onError = onError
    }
}

/// The fields that key a record: `default` tried for every object type, `types`
/// overriding per type (an interface's entry reaching its implementers).
public struct IdentityConfig: Sendable {
    public static let defaultFields = ["id"]

    public var defaultFields: [ConfigName]?
    public var types: [TypeIdentity]

    public init(defaultFields: [ConfigName]? = nil, types: [TypeIdentity] = []) {
        self.defaultFields = defaultFields
        self.types = types
    }

    public struct TypeIdentity: Sendable {
        public var type: ConfigName
        public var fields: [ConfigName]

        public init(type: ConfigName, fields: [ConfigName]) {
            self.type = type
            self.fields = fields
        }
    }
}

/// A root field that returns an entity by its arguments: one (`argument`) or one
/// per key field (`arguments`); without a type, an id among the field's types.
public struct LookupConfig: Sendable {
    public var field: ConfigFieldReference
    public var type: ConfigName?
    public var arguments: [ConfigName]

    public init(field: ConfigFieldReference, type: ConfigName?, arguments: [ConfigName]) {
        self.field = field
        self.type = type
        self.arguments = arguments
    }
}

/// What never reaches the image: the records of the types named and the cells of
/// the root fields named.
public struct TransientConfig: Sendable {
    public var types: [ConfigName]
    public var fields: [ConfigFieldReference]

    public init(types: [ConfigName] = [], fields: [ConfigFieldReference] = []) {
        self.types = types
        self.fields = fields
    }
}

/// A custom scalar mapped to a host type: one name for every language, or a
/// Swift name and a Kotlin type with its converter.
public struct CustomScalarConfig: Sendable {
    public var scalar: ConfigName
    public var swiftType: String?
    public var kotlin: KotlinMapping?

    public init(scalar: ConfigName, swiftType: String?, kotlin: KotlinMapping?) {
        self.scalar = scalar
        self.swiftType = swiftType
        self.kotlin = kotlin
    }

    public struct KotlinMapping: Sendable, Equatable {
        public var type: String
        public var converter: String

        public init(type: String, converter: String) {
            self.type = type
            self.converter = converter
        }
    }
}

/// Relay's persistConfig: where the map from id to text is written and which
/// hash names an operation.
public struct PersistConfig: Sendable {
    public var file: String
    public var algorithm: PersistAlgorithm

    public init(file: String, algorithm: PersistAlgorithm) {
        self.file = file
        self.algorithm = algorithm
    }
}

public enum PersistAlgorithm: String, Sendable, CaseIterable {
    case md5 = "MD5"
    case sha1 = "SHA1"
    case sha256 = "SHA256"
}

/// The request's onError parameter, sent with every operation the target compiles.
public enum ErrorBehavior: String, Sendable, CaseIterable {
    case propagate = "PROPAGATE"
    case null = "NULL"
    case abort = "ABORT"
}

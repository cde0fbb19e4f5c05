import BatonSupport
import Foundation

/// Reads baton.json into a `BatonConfig`. Every problem is a diagnostic at the key
/// or value that causes it: an unknown key (with the keys it may have meant), a
/// value of the wrong type, a missing `schema`.
public struct ConfigDecoder {
    /// The keys baton.json may hold. `kotlin` holds the Kotlin writer's settings (its
    /// package), which a file shared by both languages' builds carries and this
    /// writer has no use for; it must still be an object.
    public static let keys = [
        "schema", "schemaExtensions", "identity", "lookups", "transient", "customScalarTypes", "persistConfig", "onError",
        "kotlin",
    ]

    private let path: String
    private let directory: URL
    private let checkingFiles: Bool
    private var diagnostics: [Diagnostic] = []

    private init(path: String, checkingFiles: Bool) {
        self.path = path
        self.checkingFiles = checkingFiles
        directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    /// Reads and decodes the file at `path`; nil with the reason when it cannot.
    public static func load(path: String) -> (config: BatonConfig?, diagnostics: [Diagnostic]) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let start = SourceLocation(offset: 0, line: 1, column: 1)
            return (nil, [.error("cannot read the configuration: \(error.localizedDescription)", path: path,
                                 span: SourceSpan(start: start, end: start))])
        }
        return decode(text, path: path)
    }

    /// Decodes configuration text; `path` names it in diagnostics and is the base
    /// its relative paths resolve against. The schema and extensions it names must
    /// exist unless `checkingFiles` is false.
    public static func decode(
        _ text: String, path: String, checkingFiles: Bool = true
    ) -> (config: BatonConfig?, diagnostics: [Diagnostic]) {
        var decoder = ConfigDecoder(path: path, checkingFiles: checkingFiles)
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            let message = switch error.reason {
            case .malformed: "baton.json is not JSON: \(error.message)"
            case .tooDeep: "baton.json is refused: its \(error.message)"
            }
            return (nil, [.error(message, path: path, span: SourceSpan(start: error.location, end: error.location))])
        }
        let config = decoder.decodeRoot(root)
        return (decoder.diagnostics.containsErrors ? nil : config, decoder.diagnostics.sortedByPlace())
    }

    // MARK: Reporting

    private mutating func error(_ message: String, at span: SourceSpan, suggestions: [String] = []) {
        diagnostics.append(.error(message, path: path, span: span, suggestions: suggestions))
    }

    private mutating func wrongType(_ what: String, expected: String, found value: JSONValue, at span: SourceSpan) {
        error("\(what) must be \(expected), found \(value.typeDescription).", at: span)
    }

    /// The members of an object whose keys must be among `allowed`; an unknown or
    /// repeated key is reported and left out.
    private mutating func members(of value: JSONValue, named what: String, at span: SourceSpan, allowed: [String]?) -> [JSONMember]? {
        guard case .object(let members) = value.kind else {
            wrongType(what, expected: "an object", found: value, at: span)
            return nil
        }
        var seen = Set<String>()
        var kept: [JSONMember] = []
        for member in members {
            if let allowed, !allowed.contains(member.key) {
                error("Unknown key \"\(member.key)\" in \(what).", at: member.keySpan,
                      suggestions: suggestionList(member.key, allowed))
                continue
            }
            guard seen.insert(member.key).inserted else {
                error("The key \"\(member.key)\" is given twice in \(what).", at: member.keySpan)
                continue
            }
            kept.append(member)
        }
        return kept
    }

    private mutating func string(_ member: JSONMember, in what: String) -> String? {
        guard case .string(let text) = member.value.kind else {
            wrongType("\"\(member.key)\" in \(what)", expected: "a string", found: member.value, at: member.keySpan)
            return nil
        }
        return text
    }

    private mutating func name(_ value: JSONValue, in what: String) -> ConfigName? {
        guard case .string(let text) = value.kind else {
            wrongType("An entry of \(what)", expected: "a string", found: value, at: value.span)
            return nil
        }
        return ConfigName(text, span: value.span)
    }

    private mutating func names(_ member: JSONMember, in what: String) -> [ConfigName]? {
        guard case .array(let elements) = member.value.kind else {
            wrongType("\"\(member.key)\" in \(what)", expected: "an array of strings", found: member.value, at: member.keySpan)
            return nil
        }
        return elements.compactMap { name($0, in: "\"\(member.key)\"") }
    }

    /// `"schema"`: one file's name, or a non-empty array of them.
    private mutating func schemaNames(_ member: JSONMember) -> [ConfigName] {
        if case .string(let text) = member.value.kind { return [ConfigName(text, span: member.value.span)] }
        guard case .array(let elements) = member.value.kind, !elements.isEmpty else {
            wrongType("\"schema\" in baton.json", expected: "a string or a non-empty array of strings", found: member.value, at: member.keySpan)
            return []
        }
        return elements.compactMap { name($0, in: "\"schema\"") }
    }

    private mutating func fieldReference(_ value: JSONValue, in what: String) -> ConfigFieldReference? {
        guard let name = name(value, in: what) else { return nil }
        let parts = name.value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            error("\"\(name.value)\" in \(what) must name a field as Type.field.", at: name.span)
            return nil
        }
        return ConfigFieldReference(typeName: String(parts[0]), fieldName: String(parts[1]), span: name.span)
    }

    private func resolve(_ relative: String) -> String {
        URL(fileURLWithPath: relative, relativeTo: directory).standardizedFileURL.path
    }

    /// Resolves a path the configuration names and, when checking, reports at the
    /// name a file or directory that is not there.
    private mutating func existing(_ name: ConfigName, as role: String) -> String {
        let resolved = resolve(name.value)
        if checkingFiles, !FileManager.default.fileExists(atPath: resolved) {
            error("The \(role) \"\(name.value)\" does not exist (looked for \(resolved)).", at: name.span)
        }
        return resolved
    }

    // MARK: Keys

    private mutating func decodeRoot(_ root: JSONValue) -> BatonConfig? {
        guard let members = members(of: root, named: "baton.json", at: root.span, allowed: Self.keys) else { return nil }
        var config = BatonConfig(path: path, schema: "")
        for member in members {
            switch member.key {
            case "schema":
                config.schemaFiles = schemaNames(member).map { existing($0, as: "schema") }
            case "schemaExtensions":
                for name in names(member, in: "baton.json") ?? [] {
                    config.schemaExtensions.append(existing(name, as: "schema extension"))
                }
            case "identity":
                config.identity = decodeIdentity(member)
            case "lookups":
                config.lookups = decodeLookups(member)
            case "transient":
                config.transient = decodeTransient(member)
            case "customScalarTypes":
                config.customScalarTypes = decodeCustomScalars(member)
            case "persistConfig":
                config.persistConfig = decodePersistConfig(member)
            case "onError":
                config.onError = decodeEnum(member, in: "baton.json")
            case "kotlin":
                _ = self.members(of: member.value, named: "\"kotlin\"", at: member.keySpan, allowed: nil)
            default:
                break
            }
        }
        if !members.contains(where: { $0.key == "schema" }) {
            error("baton.json must name the schema: \"schema\": \"schema.graphql\".", at: SourceSpan(start: root.span.start, end: root.span.start))
        }
        return config
    }

    private mutating func decodeEnum<Value: RawRepresentable & CaseIterable>(_ member: JSONMember, in what: String) -> Value?
    where Value.RawValue == String {
        guard let text = string(member, in: what) else { return nil }
        if let value = Value(rawValue: text) { return value }
        let allowed = Value.allCases.map(\.rawValue)
        error("\"\(member.key)\" must be one of \(allowed.joined(separator: ", ")), found \"\(text)\".",
              at: member.value.span, suggestions: suggestionList(text, allowed))
        return nil
    }

    private mutating func decodeIdentity(_ member: JSONMember) -> IdentityConfig {
        var identity = IdentityConfig()
        guard let members = members(of: member.value, named: "\"identity\"", at: member.keySpan, allowed: ["default", "types"]) else {
            return identity
        }
        for entry in members {
            switch entry.key {
            case "default":
                identity.defaultFields = names(entry, in: "\"identity\"")
            case "types":
                guard let types = self.members(of: entry.value, named: "\"identity.types\"", at: entry.keySpan, allowed: nil) else { continue }
                for type in types {
                    guard let fields = names(type, in: "\"identity.types\"") else { continue }
                    if fields.isEmpty {
                        error("The identity of \"\(type.key)\" must name at least one field.", at: type.keySpan)
                        continue
                    }
                    identity.types.append(.init(type: ConfigName(type.key, span: type.keySpan), fields: fields))
                }
            default:
                break
            }
        }
        return identity
    }

    private mutating func decodeLookups(_ member: JSONMember) -> [LookupConfig] {
        guard case .array(let elements) = member.value.kind else {
            wrongType("\"lookups\"", expected: "an array of objects", found: member.value, at: member.keySpan)
            return []
        }
        return elements.compactMap { decodeLookup($0) }
    }

    private mutating func decodeLookup(_ value: JSONValue) -> LookupConfig? {
        let what = "a lookup"
        guard let members = members(of: value, named: what, at: value.span, allowed: ["field", "type", "argument", "arguments"]) else {
            return nil
        }
        var field: ConfigFieldReference?
        var type: ConfigName?
        var arguments: [ConfigName] = []
        var argumentKeys = 0
        for member in members {
            switch member.key {
            case "field":
                field = fieldReference(member.value, in: what)
            case "type":
                type = name(member.value, in: "\"type\" of \(what)")
            case "argument":
                argumentKeys += 1
                if let argument = name(member.value, in: "\"argument\" of \(what)") { arguments = [argument] }
            case "arguments":
                argumentKeys += 1
                arguments = names(member, in: what) ?? []
            default:
                break
            }
        }
        guard let field else {
            if !members.contains(where: { $0.key == "field" }) {
                error("A lookup must name its root field: \"field\": \"Query.name\".", at: value.span)
            }
            return nil
        }
        if argumentKeys != 1 || arguments.isEmpty {
            error("The lookup \"\(field.typeName).\(field.fieldName)\" must give either \"argument\" or a non-empty \"arguments\".",
                  at: value.span)
            return nil
        }
        return LookupConfig(field: field, type: type, arguments: arguments)
    }

    private mutating func decodeTransient(_ member: JSONMember) -> TransientConfig {
        var transient = TransientConfig()
        guard let members = members(of: member.value, named: "\"transient\"", at: member.keySpan, allowed: ["types", "fields"]) else {
            return transient
        }
        for entry in members {
            switch entry.key {
            case "types":
                transient.types = names(entry, in: "\"transient\"") ?? []
            case "fields":
                guard case .array(let elements) = entry.value.kind else {
                    wrongType("\"fields\" in \"transient\"", expected: "an array of strings", found: entry.value, at: entry.keySpan)
                    continue
                }
                transient.fields = elements.compactMap { fieldReference($0, in: "\"transient.fields\"") }
            default:
                break
            }
        }
        return transient
    }

    private mutating func decodeCustomScalars(_ member: JSONMember) -> [CustomScalarConfig] {
        guard let scalars = members(of: member.value, named: "\"customScalarTypes\"", at: member.keySpan, allowed: nil) else {
            return []
        }
        return scalars.compactMap { decodeCustomScalar($0) }
    }

    private mutating func decodeCustomScalar(_ member: JSONMember) -> CustomScalarConfig? {
        let scalar = ConfigName(member.key, span: member.keySpan)
        if case .string(let type) = member.value.kind {
            return CustomScalarConfig(scalar: scalar, swiftType: type, kotlin: nil)
        }
        let what = "the mapping of \"\(member.key)\""
        guard case .object = member.value.kind else {
            wrongType("The mapping of \"\(member.key)\"", expected: "a type name or an object", found: member.value, at: member.keySpan)
            return nil
        }
        guard let members = members(of: member.value, named: what, at: member.keySpan, allowed: ["swift", "kotlin"]) else { return nil }
        var mapping = CustomScalarConfig(scalar: scalar, swiftType: nil, kotlin: nil)
        for entry in members {
            switch entry.key {
            case "swift":
                mapping.swiftType = string(entry, in: what)
            case "kotlin":
                guard let fields = self.members(of: entry.value, named: "the Kotlin mapping of \"\(member.key)\"",
                                                at: entry.keySpan, allowed: ["type", "converter"]) else { continue }
                let type = fields.first { $0.key == "type" }.flatMap { string($0, in: "the Kotlin mapping") }
                let converter = fields.first { $0.key == "converter" }.flatMap { string($0, in: "the Kotlin mapping") }
                guard let type, let converter else {
                    error("The Kotlin mapping of \"\(member.key)\" must give \"type\" and \"converter\".", at: entry.keySpan)
                    continue
                }
                mapping.kotlin = .init(type: type, converter: converter)
            default:
                break
            }
        }
        if mapping.swiftType == nil, mapping.kotlin == nil {
            error("The mapping of \"\(member.key)\" must name a \"swift\" or a \"kotlin\" type.", at: member.keySpan)
            return nil
        }
        return mapping
    }

    private mutating func decodePersistConfig(_ member: JSONMember) -> PersistConfig? {
        let what = "\"persistConfig\""
        guard let members = members(of: member.value, named: what, at: member.keySpan, allowed: ["file", "algorithm"]) else {
            return nil
        }
        var file: String?
        var algorithm: PersistAlgorithm?
        for entry in members {
            switch entry.key {
            case "file": file = string(entry, in: what).map(resolve)
            case "algorithm": algorithm = decodeEnum(entry, in: what)
            default: break
            }
        }
        guard let file, let algorithm else {
            if !members.contains(where: { $0.key == "file" }) || !members.contains(where: { $0.key == "algorithm" }) {
                error("\"persistConfig\" must give \"file\" and \"algorithm\" (MD5, SHA1 or SHA256).", at: member.keySpan)
            }
            return nil
        }
        return PersistConfig(file: file, algorithm: algorithm)
    }
}
